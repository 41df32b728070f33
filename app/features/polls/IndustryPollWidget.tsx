import { ArrowRight, Vote } from '~/app/ui/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Poll, PollCard as PollCardData } from '~/core/polls';
import { PollCard, VOTE_ACTION } from './PollCard';

/**
 * The home page's sidebar poll: the newest open poll, voted on in place, with its results after
 * the vote (or at once when session storage says this session voted). It asks the polls API once
 * the page is interactive, so the home loader and its caching stay as they were, and a failure is
 * only logged (spec §8): the widget then stays a link to the polls, as it is without JavaScript.
 */
export function IndustryPollWidget() {
  const [newest, setNewest] = useState<PollCardData | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/polls', { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<{ polls: Poll[] }>;
      })
      .then(({ polls }) => {
        // Oldest first, as the spec lists them: the newest is the last.
        const poll = polls.at(-1);
        if (poll) setNewest({ ...poll, voted: false, results: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('The industry poll could not be loaded', error);
      });
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="industry-poll" className="card flex flex-col gap-3 p-5">
      <h2 id="industry-poll" className="flex items-center gap-2 font-serif text-xl font-bold">
        <Vote className="size-5 text-primary" aria-hidden="true" />
        Industry Poll
      </h2>
      {newest && <PollCard key={newest.id} poll={newest} compact />}
      <Link
        to={VOTE_ACTION}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {newest ? 'See all industry polls' : 'Vote in this week’s industry polls'}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
