import { isRouteErrorResponse } from 'react-router';
import { SITE } from '../../core/site';
import { requireAdminPage } from '../../server/auth/admin-gate';
import { servicesContext } from '../context';
import { AccessDenied } from '../features/admin/AccessDenied';
import { PageShell } from '../features/layout/PageShell';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = () => [
  { title: `Admin Dashboard | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context.get(servicesContext), request);
  return { email: admin.email };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Admin">
      <h1 className="font-serif text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-1 text-sm text-brown-700 dark:text-cream-200">Signed in as {loaderData.email}</p>
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
