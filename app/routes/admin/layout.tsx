import { Mail, Rss } from 'lucide-react';
import { isRouteErrorResponse, NavLink, Outlet } from 'react-router';
import { SITE } from '~/core/site';
import { AccessDenied } from '~/app/features/admin/AccessDenied';
import { PageShell } from '~/app/shell/PageShell';
import type { Route } from './+types/layout';
import { pageMeta, siteUrlOf } from '~/app/features/seo/page-meta';
export { loader } from './layout.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `Admin Dashboard | ${SITE.name}`, path: '/admin', siteUrl: siteUrlOf(matches), noindex: true });

/** The admin screens built so far; the spec's others (subscribers, polls, …) join this list as they land. */
const SECTIONS = [
  { to: '/admin/newsletter', label: 'Newsletter', icon: Mail },
  { to: '/admin/feeds', label: 'Feeds', icon: Rss },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Admin">
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <nav aria-label="Admin Dashboard" className="card h-fit p-4">
          <p className="mb-3 font-serif text-lg font-bold">Admin Dashboard</p>
          <ul className="flex flex-col gap-1">
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-sage-700 text-white dark:bg-sage-300 dark:text-sage-950' : 'hover:bg-tan-100 dark:hover:bg-night-700'}`
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 border-t border-border pt-3 text-xs text-muted-foreground">Signed in as {loaderData.email}</p>
        </nav>
        <div className="min-w-0">
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
  throw error;
}
