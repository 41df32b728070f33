import { FeedHealthTable } from '~/app/features/admin/FeedHealthTable';
import type { Route } from './+types/feeds';
export { loader } from './feeds.server';

export default function AdminFeeds({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="feed-health" className="flex flex-col gap-3">
      <h1 id="feed-health" className="font-serif text-2xl font-bold">
        Feed health
      </h1>
      <FeedHealthTable feeds={loaderData.feeds} now={new Date(loaderData.now)} />
    </section>
  );
}
