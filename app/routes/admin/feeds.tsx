import { ADMIN_TEXT } from '~/core/messages';
import { AddFeedForm } from '~/app/features/admin/AddFeedForm';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import { FeedHealthTable } from '~/app/features/admin/FeedHealthTable';
import { TryFeed } from '~/app/features/admin/TryFeed';
import type { Route } from './+types/feeds';
export { loader, action } from './feeds.server';

export default function AdminFeeds({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Feeds</h1>
      <TryFeed />
      <section aria-labelledby="feed-health" className="flex flex-col gap-3">
        <h2 id="feed-health" className="font-serif text-lg font-bold">
          Feed list and health
        </h2>
        <FeedHealthTable feeds={loaderData.feeds} now={new Date(loaderData.now)} manage />
      </section>
      <AddFeedForm />
      <ChangeLog title="Changes to the feed list" changes={loaderData.changes} empty={ADMIN_TEXT.noFeedChangesYet} />
    </div>
  );
}
