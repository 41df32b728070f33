/**
 * Cross-site request forgery: a request that changes something (any method but GET, HEAD, OPTIONS)
 * must come from one of our own origins. Browsers say where a request comes from: `Origin` on every
 * POST, `Sec-Fetch-Site` on every request in current browsers. A request that carries neither comes
 * from no browser (curl, an API client, a mail provider's one-click unsubscribe, RFC 8058), so no
 * visitor's cookies ride along with it and it is let through.
 */
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted.';

/** Whether a request may change something, given the origins the site is served from. */
export function isSameOriginRequest(method: string, headers: Headers, origins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  // 'null' is what sandboxed frames, file: pages and cross-origin redirects send: never ours.
  if (origin !== null) return origins.includes(origin.toLowerCase());
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

export function sameOriginOnly(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!isSameOriginRequest(c.req.method, c.req.raw.headers, origins)) {
      return c.json({ error: CROSS_SITE_REFUSED }, 403);
    }
    await next();
  };
}
