import { currentUser } from '~/server/auth/auth';
import type { Route } from './+types/root';
import { servicesContext } from './context.server';

/**
 * Who is signed in (from the HttpOnly session cookie, on every navigation) and the site's identity
 * as the admins set it (name, description, contact address).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, config, settings } = context.get(servicesContext);
  const [user, current] = await Promise.all([currentUser(auth, request.headers), settings.current()]);
  return {
    user: user ? { email: user.email } : null,
    siteUrl: config.publicUrl,
    site: { name: current.appName, description: current.appDescription, contactEmail: current.contactEmail },
  };
}
