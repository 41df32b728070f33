import { isRouteErrorResponse } from 'react-router';
import { SITE } from '../../core/site';
import { requireAdminPage } from '../../server/auth/admin-gate';
import { listFeedHealth } from '../../server/news/feed-health';
import { servicesContext } from '../context';
import { AccessDenied } from '../features/admin/AccessDenied';
import { FeedHealthTable } from '../features/admin/FeedHealthTable';
import { PageShell } from '../features/layout/PageShell';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  return { email: admin.email, feeds: await listFeedHealth(services.database.db), now: services.now().toISOString() };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Admin">
      <h1 className="font-serif text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-1 text-sm text-brown-700 dark:text-cream-200">Signed in as {loaderData.email}</p>
      <section aria-labelledby="feed-health" className="mt-8 flex flex-col gap-3">
        <h2 id="feed-health" className="font-serif text-xl font-bold">
          Feed health
        </h2>
        <FeedHealthTable feeds={loaderData.feeds} now={new Date(loaderData.now)} />
      </section>
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return (
      <PageShell crumb="Admin">
        <AccessDenied />
      </PageShell>
    );
  }
  throw error;
}
