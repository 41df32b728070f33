import { requireAdminPage } from '~/server/auth/admin-gate';
import { servicesContext } from '~/app/context.server';
import { sidebarCollapsedFromCookie } from '~/app/features/admin/admin-sections';
import type { Route } from './+types/layout';

/** The gate for every admin page: the role is checked on the server before anything renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context.get(servicesContext), request);
  return { email: admin.email, sidebarCollapsed: sidebarCollapsedFromCookie(request.headers.get('cookie')) };
}
