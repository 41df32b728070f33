import { listFeedHealth } from '~/server/news/feed-health';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/feeds';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  return { feeds: await listFeedHealth(services.database.db), now: services.now().toISOString() };
}
