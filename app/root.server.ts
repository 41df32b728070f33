import { currentUser } from '~/server/auth/auth';
import type { Route } from './+types/root';
import { servicesContext } from './context.server';

/** Who is signed in: read from the HttpOnly session cookie on every navigation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, config } = context.get(servicesContext);
  const user = await currentUser(auth, request.headers);
  return { user: user ? { email: user.email } : null, siteUrl: config.publicUrl };
}
