/**
 * JSON endpoints take JSON only. A browser can send text/plain, a form encoding or multipart from
 * any page without asking first (no CORS preflight); application/json it cannot. So beside the
 * origin check (same-origin.ts), a JSON endpoint refuses every other content type with 415.
 * A body whose strings hold a NUL (`\u0000`) is refused with 400 here, once for every endpoint:
 * PostgreSQL cannot store it, so it would otherwise surface as a 500 wherever the text is saved.
 */
import type { MiddlewareHandler } from 'hono';
import { containsNul, NUL_REFUSED } from '~/core/text';

export const JSON_REQUIRED = 'This endpoint takes JSON: send Content-Type: application/json.';

export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return c.json({ error: JSON_REQUIRED }, 415);
  // Hono keeps the body it read, so the handler's own c.req.json() or text() reads it again.
  const text = await c.req.text();
  if (/\\u0000/.test(text) && containsNul(parsedOrUndefined(text))) return c.json({ error: NUL_REFUSED }, 400);
  await next();
};

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
