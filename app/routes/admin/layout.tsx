import { isRouteErrorResponse, Outlet } from 'react-router';
import { AccessDenied } from '~/app/features/admin/AccessDenied';
import { AdminSidebar } from '~/app/features/admin/AdminSidebar';
import { ErrorScreen } from '~/app/shell/ErrorScreen';
import { PageShell } from '~/app/shell/PageShell';
import type { Route } from './+types/layout';
import { pageMeta } from '~/app/features/seo/page-meta';
export { loader } from './layout.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Admin Dashboard', path: '/admin', matches, noindex: true });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Admin">
      <div className="flex gap-8 max-md:flex-col">
        <AdminSidebar initiallyCollapsed={loaderData.sidebarCollapsed} email={loaderData.email} />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
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
  return <ErrorScreen error={error} />;
}
