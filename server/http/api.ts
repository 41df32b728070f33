/**
 * The public read API under /api/v1. Input is validated with zod; a bad parameter gets a 400
 * whose JSON names it. Responses carry Cache-Control suited to a CDN.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isCategory } from '~/core/categories';
import { listArticles } from '~/server/news/articles';
import type { AppServices } from '~/server/services';
import { requestClient } from './client-address';
import { jsonOnly } from './json-only';

export const ARTICLES_MAX_LIMIT = 100;

const articleQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === 'all' || isCategory(v), 'unknown category'),
  q: z.string().max(200).optional(),
  source: z.string().max(200).optional(),
  since: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  limit: z.coerce.number().int().min(1).max(ARTICLES_MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** Shared caches may keep a list for a minute and serve it stale while refetching. */
const LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

export function createApi(services: AppServices): Hono {
  const api = new Hono();

  api.get('/articles', async (c) => {
    const parsed = articleQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const parameter = String(issue.path[0] ?? 'query');
      return c.json({ error: `Invalid parameter '${parameter}': ${issue.message}`, parameter }, 400);
    }
    const { category, q, source, since, limit, offset } = parsed.data;
    const page = await listArticles(
      services.database.db,
      {
        category: category && category !== 'all' && isCategory(category) ? category : undefined,
        q,
        source,
        since: since ? new Date(since) : undefined,
        limit,
        offset,
      },
      services.now(),
    );
    c.header('Cache-Control', LIST_CACHE_CONTROL);
    return c.json({ articles: page.articles, total: page.total, isFallback: page.isFallback });
  });

  // The market watch. Shared caches may keep the answer for a minute (quotes are fresh for two).
  api.get('/quotes', async (c) => {
    c.header('Cache-Control', 'public, max-age=60, s-maxage=60');
    return c.json(await services.quotes.current());
  });

  // AI semantic search: our pages and other clients alike, limited per client address.
  api.post('/search/semantic', jsonOnly, async (c: Context) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: "Invalid parameter 'body': not valid JSON", parameter: 'body' }, 400);
    const outcome = await services.semanticSearch.search(body, requestClient(c, services.config.trustedProxyHops));
    c.header('Cache-Control', 'no-store');
    if (!outcome.ok) {
      return c.json({ error: outcome.error, ...(outcome.parameter ? { parameter: outcome.parameter } : {}) }, outcome.status);
    }
    return c.json(outcome.response);
  });

  // A mounted sub-app's notFound handler is not consulted by the parent, so catch the rest here.
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
