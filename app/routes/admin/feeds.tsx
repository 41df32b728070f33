import { listFeedHealth } from '~/server/news/feed-health';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { servicesContext } from '~/app/context';
import { FeedHealthTable } from '~/app/features/admin/FeedHealthTable';
import type { Route } from './+types/feeds';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  return { feeds: await listFeedHealth(services.database.db), now: services.now().toISOString() };
}

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
