/**
 * The public read API under /api/v1. Input is validated with zod; a bad parameter gets a 400
 * whose JSON names it. Responses carry Cache-Control suited to a CDN.
 */
import { Hono, type Context } from 'hono';
import { isCategory } from '~/core/categories';
import { EMBED_SCRIPT_PATH, hostOriginReferrer } from '~/core/embed';
import { listArticles } from '~/server/news/articles';
import { windowTerms } from '~/server/suggestions/terms';
import type { AppServices } from '~/server/services';
import { articleQuerySchema, termsQuerySchema } from './api-schemas';
import { requestClient } from './client-address';
import { openApiDocument } from './openapi';
import { publicReadCors, listEtag } from './embedding';
import { jsonOnly } from './json-only';
import { createPollsApi } from './polls-api';

/** Terms change with the feeds (every few minutes): a browser and a CDN may keep them briefly. */
const TERMS_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

/** Shared caches may keep a list for a minute and serve it stale while refetching. */
const LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

export function createApi(services: AppServices): Hono {
  const api = new Hono();

  // Read by embeds on other sites (/embed.js) as well as by our pages: CORS, a validator and 304s.
  api.get('/articles', publicReadCors, listEtag, async (c) => {
    const parsed = articleQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const parameter = String(issue.path[0] ?? 'query');
      return c.json({ error: `Invalid parameter '${parameter}': ${issue.message}`, parameter }, 400);
    }
    const { category, q, source, since, exclude, limit, offset } = parsed.data;
    const page = await listArticles(
      services.database.db,
      {
        category: category && category !== 'all' && isCategory(category) ? category : undefined,
        q,
        source,
        since: since ? new Date(since) : undefined,
        excludeFeeds: exclude?.split(','),
        limit,
        offset,
      },
      services.now(),
    );
    c.header('Cache-Control', LIST_CACHE_CONTROL);
    return c.json({ articles: page.articles, total: page.total, isFallback: page.isFallback });
  });

  // This API described as OpenAPI 3.1 (read as a page at /api/docs).
  api.get('/openapi.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=300, s-maxage=300');
    const { appName } = await services.settings.current();
    return c.json(openApiDocument({ publicUrl: services.config.publicUrl, siteName: appName }));
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

  // Words of the window's headlines for the search box's suggestions.
  api.get('/search-terms', async (c) => {
    const parsed = termsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      return c.json({ error: `Invalid parameter 'prefix': ${parsed.error.issues[0]!.message}`, parameter: 'prefix' }, 400);
    }
    c.header('Cache-Control', TERMS_CACHE_CONTROL);
    return c.json({ terms: await windowTerms(services.database.db, parsed.data.prefix, services.now()) });
  });

  // Industry polls: the open polls, results, votes (one per poll per browser session).
  api.route(
    '/polls',
    createPollsApi({
      polls: services.polls,
      trustedProxyHops: services.config.trustedProxyHops,
      publicUrl: services.config.publicUrl,
    }),
  );
  // A reader's app rating (the Rate Our App widget and the floating button's dialog).
  api.post('/ratings', jsonOnly, async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: "Invalid parameter 'body': not valid JSON", parameter: 'body' }, 400);
    const outcome = await services.ratings.submit(body, requestClient(c, services.config.trustedProxyHops));
    if (outcome.ok) return c.json({ id: outcome.id }, 201);
    return c.json(
      outcome.status === 400 ? { error: outcome.error, parameter: outcome.parameter } : { error: outcome.error },
      outcome.status,
    );
  });

  // The page-view beacon, sent by every page on each route change with fetch(keepalive) as JSON, so
  // the JSON-only and same-origin rules apply to it unchanged (decision 0095). The reader never
  // sees the answer; it says what happened for the logs and the tests.
  api.post('/page-views', jsonOnly, async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: "Invalid parameter 'body': not valid JSON", parameter: 'body' }, 400);
    const { status, ...answer } = await services.pageViews.record(
      body,
      c.req.raw.headers,
      requestClient(c, services.config.trustedProxyHops),
    );
    return c.json(answer, status);
  });

  // The preflight of a cross-origin read that revalidates itself (If-None-Match is no simple header).
  api.options('/articles', publicReadCors);

  // A view of the script widget (/embed.js) on another site. A GET, because another site may not
  // POST to us (same-origin.ts): it reads no cookie and changes nothing of anyone's, it only counts,
  // and the host is the Origin the browser sets, which the host page's script cannot choose.
  api.get('/embed-views', publicReadCors, async (c) => {
    c.header('Cache-Control', 'no-store');
    const referrer = hostOriginReferrer(c.req.header('origin'));
    if (referrer === null) {
      return c.json(
        { error: "Invalid parameter 'origin': the embedding page's Origin header is required", parameter: 'origin' },
        400,
      );
    }
    const { status, ...answer } = await services.pageViews.record(
      { path: EMBED_SCRIPT_PATH, referrer, session: c.req.query('session') },
      c.req.raw.headers,
      requestClient(c, services.config.trustedProxyHops),
    );
    return c.json(answer, status);
  });

  // A mounted sub-app's notFound handler is not consulted by the parent, so catch the rest here.
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
