/**
 * What other websites may do with the journal (issue 16): frame /embed only, load /embed.js, read
 * the articles API cross-origin (CORS, ETag, 304), and have the feed's views credited to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsOverview } from '~/server/analytics/dashboard';
import { loadConfig } from '~/server/config';
import { pageViews, rateLimits } from '~/server/db/schema';
import { createServices, type AppServices } from '~/server/services';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createHttpApp } from './app';
import { CROSS_SITE_REFUSED } from './same-origin';

const OURS = 'https://journal.test';
const HOST = 'https://operator.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NOW = new Date('2026-11-25T15:00:00Z');
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;
let clientDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS }), database, { now: () => NOW });
  // Static files are served from a folder relative to the working directory, as build/client is.
  fs.mkdirSync('test-results', { recursive: true });
  clientDir = fs.mkdtempSync(path.join('test-results', 'embed-client-'));
  fs.writeFileSync(path.join(clientDir, 'embed.js'), 'console.log("feed")');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createHttpApp({
    services,
    clientDir,
    renderPage: async () => new Response('<!doctype html><title>page</title>', { headers: { 'Content-Type': 'text/html' } }),
    jobs: { enabled: false, running: () => false },
  });
  await seedArticles(database.db, [
    { title: 'Ventas raises guidance', category: 'investment', publishedAt: new Date('2026-11-25T10:00:00Z') },
  ]);
});
afterAll(async () => {
  fs.rmSync(clientDir, { recursive: true, force: true });
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(pageViews);
  await database.db.delete(rateLimits);
});

describe('framing', () => {
  it('lets /embed be framed by any site and keeps every other response same-origin', async () => {
    const embed = await app.request('/embed?mobile=true');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('x-frame-options')).toBeNull();
    for (const pathname of ['/', '/embed-generator', '/embed.data', '/admin', '/api/v1/articles', '/healthz', '/embed.js']) {
      expect((await app.request(pathname)).headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
    }
  });

  it('serves /embed.js for other sites to load (cross-origin resource policy), other files same-site', async () => {
    const script = await app.request('/embed.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('cache-control')).toBe('public, max-age=3600');
    const favicon = await app.request('/favicon.svg');
    expect(favicon.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('GET /api/v1/articles for other sites', () => {
  it('answers any origin without credentials, and exposes its ETag', async () => {
    const response = await app.request('/api/v1/articles?limit=3', { headers: { Origin: HOST } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300');
  });

  it('allows GET and HEAD only in a preflight, and other sites still may not post anything', async () => {
    const preflight = await app.request('/api/v1/articles', {
      method: 'OPTIONS',
      headers: { Origin: HOST, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('If-None-Match');
    const posted = await app.request('/api/v1/page-views', {
      method: 'POST',
      headers: { Origin: HOST, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/embed', session: 's' }),
    });
    expect(posted.status).toBe(403);
    expect(await posted.json()).toEqual({ error: CROSS_SITE_REFUSED });
  });

  it('answers 304 without a body to a matching If-None-Match, keeping CORS and caching headers', async () => {
    const first = await app.request('/api/v1/articles?limit=3', { headers: { Origin: HOST } });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await app.request('/api/v1/articles?limit=3', { headers: { Origin: HOST, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(again.headers.get('cache-control')).toContain('max-age=60');
    // Another list, or a stale tag, gets the full answer.
    const other = await app.request('/api/v1/articles?category=regulations', { headers: { 'If-None-Match': tag! } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(tag);
    expect((await app.request('/api/v1/articles?limit=3', { headers: { 'If-None-Match': 'W/"stale"' } })).status).toBe(200);
  });

  it('changes its ETag when the list changes', async () => {
    const before = (await app.request('/api/v1/articles?category=technology')).headers.get('etag');
    await seedArticles(database.db, [
      { title: 'Sensors cut falls in memory care', category: 'technology', publishedAt: new Date('2026-11-25T11:00:00Z') },
    ]);
    // Stored directly: what a feed refresh that stores a story does to the shared copies.
    services.pageCache.invalidate();
    const after = await app.request('/api/v1/articles?category=technology', { headers: { 'If-None-Match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('still refuses bad parameters with 400 and CORS, so the widget can read why', async () => {
    const response = await app.request('/api/v1/articles?limit=500', { headers: { Origin: HOST } });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ parameter: 'limit' });
  });
});

describe('views of embeds, credited to their host', () => {
  const embedView = (headers: Record<string, string>, session = 'w-abc123') =>
    app.request(`/api/v1/embed-views?session=${session}`, { headers: { 'User-Agent': BROWSER, ...headers } });

  it("records a script widget's view with the Origin its browser sent, readable cross-origin", async () => {
    const response = await embedView({ Origin: HOST });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [row] = await database.db.select().from(pageViews);
    expect(row).toMatchObject({ pagePath: '/embed.js', referrer: `${HOST}/`, userSession: 'w-abc123', userId: null });
  });

  it('refuses a view without a web Origin or with a bad session (400), and stores nothing', async () => {
    for (const [headers, session, parameter] of [
      [{}, 'w-1', 'origin'],
      [{ Origin: 'null' }, 'w-1', 'origin'],
      [{ Origin: HOST }, '', 'session'],
      [{ Origin: HOST }, 'not%20ok', 'session'],
    ] as const) {
      const response = await embedView(headers, session);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ parameter });
    }
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('does not count bots', async () => {
    const response = await embedView({ Origin: HOST, 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(response.status).toBe(202);
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('shows admins the hosts of framed and script views, most first', async () => {
    // A framed /embed sends its view from our own origin, naming the host as referrer (PageViewBeacon).
    const framed = (referrer: string | null) =>
      app.request('/api/v1/page-views', {
        method: 'POST',
        headers: { Origin: OURS, 'Content-Type': 'application/json', 'User-Agent': BROWSER },
        body: JSON.stringify({ path: '/embed', referrer, session: 'tab-1' }),
      });
    expect((await framed(`${HOST}/`)).status).toBe(201);
    expect((await framed(`${HOST}/`)).status).toBe(201);
    expect((await framed(null)).status).toBe(201);
    expect((await embedView({ Origin: 'https://association.example' })).status).toBe(201);
    expect((await embedView({ Origin: HOST })).status).toBe(201);
    // Views of our own pages are not embeds, whatever their referrer.
    const own = await app.request('/api/v1/page-views', {
      method: 'POST',
      headers: { Origin: OURS, 'Content-Type': 'application/json', 'User-Agent': BROWSER },
      body: JSON.stringify({ path: '/newsletter', referrer: 'https://elsewhere.example/', session: 'tab-1' }),
    });
    expect(own.status).toBe(201);
    const { embedHosts } = await analyticsOverview(database.db, NOW);
    expect(embedHosts).toEqual([
      { origin: HOST, views: 3 },
      { origin: '', views: 1 },
      { origin: 'https://association.example', views: 1 },
    ]);
  });
});
