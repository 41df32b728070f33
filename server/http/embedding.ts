/**
 * What other websites may do with the journal (issue 16, decision 0097): frame /embed and nothing
 * else, load /embed.js from their pages, and read the public articles API from their scripts
 * (GET only, no credentials, so no visitor's session is ever involved).
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { EMBED_SCRIPT_PATH, isFrameablePath } from '~/core/embed';

/**
 * X-Frame-Options for every response but the frameable page. The page's own CSP says the same
 * (`frame-ancestors`, app/content-security-policy.ts); this header is for browsers without CSP 2
 * and for the responses that carry no CSP (API, files).
 */
export function framingHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isFrameablePath(c.req.path)) c.res.headers.delete('X-Frame-Options');
    else c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
    // Another site's <script src> is a no-cors load: our default same-site resource policy would block it.
    if (c.req.path === EMBED_SCRIPT_PATH) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}

/**
 * CORS for the public reads embeds make: any origin, GET and HEAD only, never credentials (no
 * `Access-Control-Allow-Credentials`, so a browser sends no cookie and reads nothing personal).
 * If-None-Match may be sent by scripts that revalidate themselves; ETag may be read back.
 */
export const publicReadCors: MiddlewareHandler = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD'],
  allowHeaders: ['If-None-Match'],
  exposeHeaders: ['ETag'],
  maxAge: 86_400,
});

/**
 * A validator for lists that many embeds ask for: an unchanged list is answered 304 with no body.
 * Weak, since compression may change the bytes but never the meaning; a 304 keeps the CORS headers
 * so a cross-origin revalidation is still readable.
 */
export const listEtag: MiddlewareHandler = etag({
  weak: true,
  retainedHeaders: [
    'cache-control',
    'content-location',
    'date',
    'etag',
    'expires',
    'vary',
    'access-control-allow-origin',
    'access-control-expose-headers',
  ],
});
