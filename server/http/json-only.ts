/**
 * JSON endpoints take JSON only. A browser can send text/plain, a form encoding or multipart from
 * any page without asking first (no CORS preflight); application/json it cannot. So beside the
 * origin check (same-origin.ts), a JSON endpoint refuses every other content type with 415.
 */
import type { MiddlewareHandler } from 'hono';

export const JSON_REQUIRED = 'This endpoint takes JSON: send Content-Type: application/json.';

export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return c.json({ error: JSON_REQUIRED }, 415);
  await next();
};
