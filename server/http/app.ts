/**
 * The HTTP front: security headers, compression, static assets, health, the public API and,
 * for everything else, the React Router request handler (server rendering).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { logger } from '~/server/logger';
import type { AppServices } from '~/server/services';
import { createAdminApi } from './admin-api';
import { compression } from './compression';
import { editHeaders, replaceResponse } from './responses';
import { createApi } from './api';
import { framingHeaders } from './embedding';
import { createReadingListApi } from './reading-list-api';
import { hasBearerSecret } from './bearer-secret';
import { requestClient } from './client-address';
import { pageCacheControl } from './page-caching';
import { sameOriginOnly } from './same-origin';
import { createNewsletterApi } from './newsletter-api';
import { createHealthMonitor } from './health';
import { createSiteFeeds } from './site-feeds';
import { createWorkGate } from './work-gate';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '~/server/db/unavailable';

/** The methods a page may answer (POST only where it has a form). */
const PAGE_METHODS = 'GET, HEAD, POST';

/** The answer when more requests wait than REQUEST_QUEUE_LIMIT allows. */
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';

/** The largest request body we accept (forms, JSON). */
export const MAX_BODY_BYTES = 64 * 1024;

/** What every request's context carries. */
export type HttpEnv = { Variables: { requestId: string } };

export interface HttpAppOptions {
  services: AppServices;
  /** The React Router handler, given the client address we trust; absent in a worker-only or API-only test app. */
  renderPage?: (request: Request, clientAddress: string, requestId: string) => Promise<Response>;
  /** build/client: hashed assets and the files of public/. */
  clientDir?: string;
  jobs: { enabled: boolean; running: () => boolean };
  /** True once SIGTERM arrived: /healthz answers 503 and every response closes its connection. */
  draining?: () => boolean;
}

export function createHttpApp({ services, renderPage, clientDir, jobs, draining = () => false }: HttpAppOptions): Hono<HttpEnv> {
  const app = new Hono<HttpEnv>();

  // Outermost, so the time counted is the whole answer's. Every answer carries its request id (a
  // proxy's, when it sent a well-formed one), and one log line per request names it.
  app.use(async (c, next) => {
    const started = performance.now();
    const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await next();
    const seconds = (performance.now() - started) / 1000;
    services.metrics.observeRequest(c.req.method, routeLabel(c), c.res.status, seconds);
    logger.info(
      { requestId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(seconds * 1000) },
      'request',
    );
    replaceResponse(
      c,
      editHeaders(c.res, (headers) => headers.set(REQUEST_ID_HEADER, id)),
    );
  });

  // Registered first so that it runs last on the way out, after secureHeaders' defaults.
  app.use(framingHeaders());
  app.use(
    secureHeaders({
      // Set per path by framingHeaders: only /embed may be framed by other sites.
      xFrameOptions: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-site',
    }),
  );
  app.use(compression());

  // While draining, clients are told to reconnect elsewhere: no new request arrives on a kept-alive
  // connection that is about to close (that is what reset requests in flight).
  app.use(async (c, next) => {
    await next();
    if (draining()) c.res.headers.set('Connection', 'close');
  });

  const health = createHealthMonitor(services.database, jobs);
  app.get('/healthz', async (c) => {
    const report = await health.report({ draining: draining() });
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });

  // For the operator's Prometheus, with METRICS_TOKEN as its bearer secret; off without one.
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = services.config.metricsToken;
    if (!token) return c.json({ error: 'Metrics are not enabled (set METRICS_TOKEN)' }, 404);
    if (!hasBearerSecret(c.req.header('Authorization'), token)) return c.json({ error: 'Missing or wrong token' }, 401);
    const { registry } = services.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });

  // Pages and the JSON API take turns (work-gate.ts); everything above answers without waiting.
  const gate = createWorkGate({
    maxRunning: services.config.requestConcurrency,
    maxWaiting: services.config.requestQueueLimit,
  });
  const busy = () => {
    logger.warn({ ...gate.load(), status: 503 }, 'request refused: the queue is full');
    return new Response(JSON.stringify({ error: SERVER_BUSY }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2', 'Cache-Control': 'no-store' },
    });
  };
  // The API's public answers (articles, terms) are shared like anonymous pages, before the gate.
  app.use('/api/v1/*', async (c, next) => {
    const { pageCache } = services;
    if (!pageCache.shares(c.req.raw)) return next();
    const shared = await pageCache.serve(
      c.req.raw,
      async () => {
        await next();
        return c.res;
      },
      { renderLater: false },
    );
    replaceResponse(c, shared ?? busy());
  });
  app.use('/api/v1/*', async (c, next) => {
    const admitted = await gate.run(async () => {
      await next();
      return true;
    });
    if (!admitted) return busy();
  });

  // Only our own pages may change something (forms, actions, APIs): no cross-site request forgery.
  app.use(sameOriginOnly(services.config.publicOrigins));

  // An admin's change (a poll, a press release, a setting, a feed) shows on the next page view.
  app.use(async (c, next) => {
    await next();
    const change = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400;
    if (change && /^\/(?:api\/v1\/)?admin(?:\/|$)/.test(c.req.path)) services.publishedChanges.announce();
  });

  // Bodies of our forms and APIs are small; a huge upload must not exhaust memory.
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Request body too large' }, 413) }));

  // better-auth's endpoints (sign-up, sign-in, sign-out, session) on behalf of the client address we
  // trust, with the sign-in limits every instance shares.
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    services.authGateway.handle(c.req.raw, requestClient(c, services.config.trustedProxyHops)),
  );
  app.route('/api/v1/admin', createAdminApi(services));
  app.route(
    '/api/v1/newsletter',
    createNewsletterApi({
      subscriptions: services.newsletter,
      suppressions: services.suppressions,
      eventsSecret: services.config.newsletterEventsSecret,
      trustedProxyHops: services.config.trustedProxyHops,
    }),
  );
  app.route('/api/v1/reading-list', createReadingListApi(services));
  app.route('/api/v1', createApi(services));
  app.route('/', createSiteFeeds(services));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    // serveStatic calls onFound after it has built its response, so headers set there are lost:
    // they are set on the response it returns instead (undefined when it passed the request on).
    // The build wrote .br and .gz copies of the text files (scripts/compress-assets.ts): those are
    // sent as they are, and the compress middleware leaves an encoded answer alone.
    const staticFiles = (headers: Record<string, string>): MiddlewareHandler => {
      const serve = serveStatic({ root, precompressed: true });
      return async (c, next) => {
        const response = await serve(c, next);
        if (response instanceof Response) for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
        return response;
      };
    };
    // Vite fingerprints everything under /assets, so browsers may keep it forever.
    app.use('/assets/*', staticFiles({ 'Cache-Control': 'public, max-age=31536000, immutable' }));
    // The service worker: always checked for an update (a long cache would pin old code), scope /.
    app.get('/sw.js', staticFiles({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }));
    app.use('*', staticFiles({ 'Cache-Control': 'public, max-age=3600' }));
  }

  if (renderPage) {
    // Pages answer GET and HEAD, and POST where they have a form; anything else is refused here.
    app.on(['PUT', 'PATCH', 'DELETE', 'OPTIONS'], '*', (c) => {
      logger.info({ method: c.req.method, path: c.req.path, status: 405 }, 'request refused');
      return c.body(null, 405, { Allow: PAGE_METHODS });
    });
    app.all('*', async (c) => {
      if (!decodablePath(c.req.url)) {
        logger.info({ method: c.req.method, path: c.req.path, status: 400 }, 'request refused');
        return c.text(MALFORMED_PATH, 400);
      }
      const render = async () => {
        const rendered = await gate.run(() =>
          renderPage(c.req.raw, requestClient(c, services.config.trustedProxyHops), c.get('requestId')),
        );
        return rendered && withPageHeaders(c.req.method, c.req.path, c.req.header('cookie') ?? null, rendered);
      };
      // Anonymous readers share stored copies; they wait for neither the gate nor a render.
      const { pageCache } = services;
      const response = pageCache.shares(c.req.raw) ? await pageCache.serve(c.req.raw, render) : await render();
      return response ?? busy();
    });
  }

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach: the request was fine, and the next one succeeds
      // when it is back. One warning line, not a stack trace per request during an outage.
      logger.warn({ path: c.req.path, requestId, err: { message: (error as Error).message } }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ error: DATABASE_UNAVAILABLE_MESSAGE, requestId }, 503);
    }
    logger.error({ err: error, path: c.req.path, requestId }, 'request failed');
    return c.json({ error: 'Internal server error', requestId }, 500);
  });
  return app;
}

export const MALFORMED_PATH = 'This address is not valid: it has a broken percent-encoding.';

/**
 * Whether a page address decodes. One that does not ("/%", "/%E0%A4%A") names no page; React Router
 * would answer it 404 after two unstructured warnings on the console, so it is refused here.
 */
function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** Cache-Control (page-caching.ts), Vary and Allow of a rendered page. */
function withPageHeaders(method: string, path: string, cookie: string | null, rendered: Response): Response {
  return editHeaders(rendered, (headers) => {
    if (!headers.has('Cache-Control')) {
      const setsCookie = headers.has('set-cookie');
      headers.set('Cache-Control', pageCacheControl({ method, path, cookie, status: rendered.status, setsCookie }));
    }
    headers.append('Vary', 'Cookie');
    // React Router refuses a POST to a page without an action with 405; say what is allowed.
    if (rendered.status === 405) headers.set('Allow', 'GET, HEAD');
  });
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The id a proxy gave the request when it is a plain token of at most 100 characters, else a new one. */
export function requestIdFrom(given: string | undefined): string {
  return given && /^[\w.=-]{1,100}$/.test(given) ? given : randomUUID();
}

/**
 * A request's route for the metrics, from a bounded set: the matched pattern of an API or asset
 * route; for an answer from a wildcard (a page, a shared copy) the API's first three path segments
 * (`/api/v1/articles`) or a page's first (`/newsletter`, `/admin`); and one label for whatever matched
 * nothing, so that made-up addresses cannot grow the series without end.
 */
export function routeLabel(c: Context): string {
  if (c.res.status === 404) return 'unmatched';
  const pattern = c.req.routePath;
  if (!pattern.includes('*')) return pattern;
  const segments = c.req.path.split('/').filter(Boolean);
  return `/${segments.slice(0, segments[0] === 'api' ? 3 : 1).join('/')}`;
}
