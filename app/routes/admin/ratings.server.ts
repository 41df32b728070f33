import { ratingDistribution } from '~/core/ratings';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { logger } from '~/server/logger';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/ratings';

/** Average, total and distribution (one query), and one page of feedback, newest first (?page=N). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  try {
    const [stats, feedback] = await Promise.all([
      services.ratings.stats(),
      services.ratings.feedback(Number.isFinite(page) ? page : 1),
    ]);
    return {
      ok: true as const,
      averageRating: stats.averageRating,
      totalRatings: stats.totalRatings,
      distribution: ratingDistribution(stats),
      feedback: {
        ...feedback,
        entries: feedback.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      },
    };
  } catch (error) {
    // The spec: rating stats failures are logged; the screen says they could not be loaded.
    logger.error({ err: error }, 'rating stats not loaded');
    return { ok: false as const };
  }
}
