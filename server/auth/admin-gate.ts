import { data } from 'react-router';
import type { AppServices } from '~/server/services';
import { checkAdmin } from './roles';

/**
 * The gate every admin loader and action passes first. Not signed in → 401, signed in without
 * the admin role → 403; the page shows the access-denied notice for both.
 */
export async function requireAdminPage(services: AppServices, request: Request) {
  const check = await checkAdmin(services.auth, services.database.db, request.headers);
  if (check.status === 'admin') return check.user;
  throw data({ denied: true as const }, { status: check.status === 'signed-out' ? 401 : 403 });
}
