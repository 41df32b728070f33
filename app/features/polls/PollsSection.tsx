import { useEffect, useRef } from 'react';
import { POLL_TEXT } from '~/core/messages';
import type { PollCard as PollCardData, PollsShown, VoteAnswer } from '~/core/polls';
import { PollCard } from './PollCard';

export interface PollsSectionProps {
  show: PollsShown;
  active: PollCardData[];
  past: PollCardData[];
  /** Listing failed (logged on the server): the spec shows no message, so no empty state either. */
  unavailable: boolean;
  answer: VoteAnswer | null;
}

/**
 * The polls page's revealed part: the open polls to vote on, then the closed polls' results. When
 * the reader chooses one of the hero's buttons, focus moves to the chosen heading, which scrolls it
 * into view and tells a screen reader where they are.
 */
export function PollsSection({ show, active, past, unavailable, answer }: PollsSectionProps) {
  const activeRef = useRef<HTMLHeadingElement>(null);
  const pastRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    (show === 'past' ? pastRef : activeRef).current?.focus();
  }, [show]);

  return (
    <div className="flex flex-col gap-10 py-8">
      <section aria-labelledby="active-polls" className="scroll-mt-6">
        <h2 id="active-polls" ref={activeRef} tabIndex={-1} className="mb-5 font-serif text-3xl font-bold outline-none">
          Active Polls
        </h2>
        {active.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-2">
            {active.map((poll) => (
              <li key={poll.id} className="flex flex-col">
                <PollCard poll={poll} answer={answer} />
              </li>
            ))}
          </ul>
        ) : (
          !unavailable && <p className="text-soft-foreground">{POLL_TEXT.noActivePolls}</p>
        )}
      </section>
      <section aria-labelledby="past-results" className="scroll-mt-6">
        <h2 id="past-results" ref={pastRef} tabIndex={-1} className="mb-5 font-serif text-3xl font-bold outline-none">
          Past Results
        </h2>
        {past.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-2">
            {past.map((poll) => (
              <li key={poll.id} className="flex flex-col">
                <PollCard poll={poll} />
              </li>
            ))}
          </ul>
        ) : (
          !unavailable && <p className="text-soft-foreground">{POLL_TEXT.noPastPolls}</p>
        )}
      </section>
    </div>
  );
}
