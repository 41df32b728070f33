import { ArrowRight, Vote } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { PollCard as PollCardData } from '~/core/polls';
import { PollCard, VOTE_ACTION } from './PollCard';

/** What the sidebar asks of the polls page's loader. */
interface PollsPageData {
  active: PollCardData[];
}

/**
 * The home page's sidebar poll: the newest open poll, voted on in place, with its results after
 * the vote. It loads from the polls page's loader once the page is interactive, so the home page
 * stays as cacheable as before; without JavaScript it is a link to the polls.
 */
export function IndustryPollWidget() {
  const fetcher = useFetcher<PollsPageData>();
  const { load } = fetcher;

  useEffect(() => {
    void load(VOTE_ACTION);
  }, [load]);

  const newest = fetcher.data?.active.at(-1);
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
