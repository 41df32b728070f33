import { CheckCircle2, Lock } from '~/app/ui/icons';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useFetcher } from 'react-router';
import type { PollCard as PollCardData, PollResults, VoteAnswer } from '~/core/polls';
import { Button } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { PollResultsList } from './PollResultsList';
import { rememberVote, votedPolls } from './voted-polls';

/** Hydration as an external store: false in the server's HTML, true once React runs in the browser. */
const noSubscription = () => () => {};

/** Where a card posts its vote: the polls page's action, which shows the open polls afterwards. */
export const VOTE_ACTION = '/industry-polls?show=active';

export interface PollCardProps {
  poll: PollCardData;
  /** The answer of a vote posted without JavaScript (the page's action data), for whichever card it concerns. */
  answer?: VoteAnswer | null;
  /** The sidebar's smaller card. */
  compact?: boolean;
}

/**
 * One poll: its question and options to vote on, or, once this browser session has voted (or the
 * poll is closed), its results. The form posts to the polls page's route action through a fetcher;
 * without JavaScript the browser posts it and the page renders with the action's answer.
 */
export function PollCard({ poll, answer: documentAnswer = null, compact = false }: PollCardProps) {
  const fetcher = useFetcher<VoteAnswer>();
  const [selected, setSelected] = useState<string | null>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [remembered, setRemembered] = useState<PollResults | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';

  const answer = fetcher.data ?? (documentAnswer?.pollId === poll.id ? documentAnswer : null);
  const results = answer?.results ?? poll.results ?? remembered;
  const voted = poll.voted || answer?.voted === true || remembered !== null;
  const showResults = results !== null && (voted || !poll.active || answer !== null);

  // Until hydration the button stays enabled, so the form works without JavaScript (the radios are
  // required); afterwards it waits for a choice, as the spec asks.
  useEffect(() => {
    if (poll.voted) rememberVote(poll.id);
  }, [poll.id, poll.voted]);

  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.voted) {
      rememberVote(poll.id);
      // The form is gone: keep the reader's place on the results that replaced it.
      headingRef.current?.focus();
    } else {
      // The spec: a vote that fails is logged; the reader stays on the form.
      console.warn(`Vote not counted: ${data.message}`);
    }
  }, [fetcher.data, poll.id]);

  // This session voted, but the page came without the results (a cached copy): ask for them.
  useEffect(() => {
    if (!poll.active || poll.voted || poll.results || !votedPolls().includes(poll.id)) return;
    const controller = new AbortController();
    fetch(`/api/v1/polls/${poll.id}/results`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PollResults>) : null))
      .then((found) => found && setRemembered(found))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Poll results could not be loaded', error);
      });
    return () => controller.abort();
  }, [poll.id, poll.active, poll.voted, poll.results]);

  const questionClass = cn('font-serif font-bold leading-snug', compact ? 'text-base' : 'text-lg');

  return (
    <article aria-labelledby={`${id}-question`} className={cn('flex flex-col', compact ? 'gap-3' : 'card flex-1 gap-4 p-6')}>
      {showResults && results ? (
        <>
          <h3 id={`${id}-question`} ref={headingRef} tabIndex={-1} className={cn(questionClass, 'outline-none')}>
            {poll.question}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-soft-foreground">
            {voted ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-900 dark:bg-sage-900 dark:text-sage-100">
                <CheckCircle2 className="size-3.5" aria-hidden="true" />
                Voted
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-tan-100 px-2.5 py-0.5 text-xs font-semibold text-brown-900 dark:bg-night-700 dark:text-cream-100">
                <Lock className="size-3.5" aria-hidden="true" />
                Closed
              </span>
            )}
            <span>
              {results.total} total {results.total === 1 ? 'vote' : 'votes'}
            </span>
          </p>
          <PollResultsList results={results} compact={compact} />
        </>
      ) : (
        <fetcher.Form method="post" action={VOTE_ACTION} defaultShouldRevalidate={false} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="pollId" value={poll.id} />
          <fieldset className="flex flex-col gap-2" disabled={busy}>
            <legend className="mb-2">
              <h3 id={`${id}-question`} className={questionClass}>
                {poll.question}
              </h3>
            </legend>
            {poll.options.map((option, index) => (
              <label
                key={option}
                htmlFor={`${id}-option-${index}`}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-sage-600 has-[:checked]:bg-sage-50 dark:has-[:checked]:border-sage-300 dark:has-[:checked]:bg-night-700"
              >
                <input
                  id={`${id}-option-${index}`}
                  type="radio"
                  name="option"
                  value={option}
                  required
                  checked={selected === option}
                  onChange={() => setSelected(option)}
                  className="size-4 accent-sage-700 dark:accent-sage-300"
                />
                {option}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="sage" disabled={hydrated && (selected === null || busy)} className="self-start">
            {busy ? 'Submitting...' : 'Submit Vote'}
          </Button>
        </fetcher.Form>
      )}
    </article>
  );
}
