import { requireAdminPage } from '~/server/auth/admin-gate';
import { analyticsOverview } from '~/server/analytics/dashboard';
import { logger } from '~/server/logger';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/analytics';

/** The eight counts, the last 30 days per day and the top pages; a failure becomes the spec's toast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  try {
    return { ok: true as const, overview: await analyticsOverview(services.database.db, services.now()) };
  } catch (error) {
    logger.error({ err: error }, 'analytics not loaded');
    return { ok: false as const };
  }
}
