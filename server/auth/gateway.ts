/**
 * The one door to better-auth's HTTP endpoints, for the `/api/auth/*` API and for route actions alike.
 * It hands better-auth the client address we trust (better-auth reads X-Forwarded-For, which a client
 * could otherwise write itself) and applies the sign-in and sign-up limits in the database, so every
 * instance on one database shares them. better-auth's own limiter stays on as a per-instance backstop.
 */
import type { RateLimiter } from '~/server/limits/rate-limiter';
import type { Auth } from './auth';

/** What better-auth answers when its own limiter refuses, so clients see one shape. */
export const TOO_MANY_ATTEMPTS = 'Too many requests. Please try again later.';

export interface AuthGateway {
  /** Passes a request to better-auth on behalf of the client at `clientAddress`. */
  handle(request: Request, clientAddress: string): Promise<Response>;
}

export interface AuthLimits {
  signIn: RateLimiter;
  signUp: RateLimiter;
}

export function createAuthGateway({ auth, limits }: { auth: Auth; limits: AuthLimits }): AuthGateway {
  const limiterFor = (request: Request): RateLimiter | null => {
    if (request.method !== 'POST') return null;
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/sign-in/email')) return limits.signIn;
    if (pathname.endsWith('/sign-up/email')) return limits.signUp;
    return null;
  };
  return {
    async handle(original, clientAddress) {
      const limiter = limiterFor(original);
      if (limiter && !(await limiter.take(clientAddress))) {
        return Response.json({ message: TOO_MANY_ATTEMPTS }, { status: 429, headers: { 'Retry-After': '60' } });
      }
      const request = new Request(original);
      request.headers.set('x-forwarded-for', clientAddress);
      request.headers.delete('x-real-ip');
      return auth.handler(request);
    },
  };
}
