/**
 * For integration tests of admin route modules: confirmed, signed-in accounts and the arguments
 * React Router gives a loader or action (the request with the session cookie, the services in the
 * router context), as the HTTP layer builds them.
 */
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import type { AppServices } from '~/server/services';
import { clientAddressContext, servicesContext } from '~/app/context.server';

export const ADMIN_TEST_ORIGIN = 'http://localhost:3000';

/** A confirmed account, signed in (sign-up itself signs no one in: decision 0090); its session cookie. */
export async function signedInAccount(services: AppServices, db: Db, email: string): Promise<string> {
  const password = 'a long admin password';
  await services.auth.api.signUpEmail({ body: { email, password, name: email.split('@')[0]! }, asResponse: true });
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const response = await services.auth.api.signInEmail({ body: { email, password }, asResponse: true });
  // Named with the __Secure- prefix when the public URL is https.
  const cookie = response.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
  if (!cookie) throw new Error('no session');
  return cookie.split(';')[0]!;
}

/** Loader or action arguments for `path`: a GET, or a form POST of `body`, with the cookie. */
export function routeArgs<Args>(services: AppServices, path: string, cookie: string, body?: Record<string, string>): Args {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, '10.0.0.1');
  const request = new Request(`${ADMIN_TEST_ORIGIN}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Origin: ADMIN_TEST_ORIGIN, Cookie: cookie },
    ...(body ? { body: new URLSearchParams(body) } : {}),
  });
  return { request, context, params: {} } as unknown as Args;
}
