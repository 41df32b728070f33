import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startFeedServer, type FeedServer } from '~/tests/support/feed-server';
import { loadConfig } from '~/server/config';
import { articles, feeds } from '~/server/db/schema';
import { createServices, type AppServices } from '~/server/services';
import { listArticles } from './articles';
import { FeedConfigError, loadFeedRegistry } from './feed-registry';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from './fetch-feed';
import type { RefreshReport } from './refresh';

const LIMITS: FetchLimits = { ...DEFAULT_FETCH_LIMITS, timeoutMs: 400, retryDelaysMs: [10, 20], maxBytes: 1024 * 1024 };

let database: TestDatabase;
let server: FeedServer;
let tmp: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startFeedServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-feeds-'));
});
afterAll(async () => {
  await server.close();
  await database.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(articles);
  await database.db.delete(feeds);
});

let configCount = 0;
/** Services whose feed list is the given routes of the local feed server. */
function servicesFor(routes: Record<string, string>, now: () => Date = () => new Date()): AppServices {
  const file = path.join(tmp, `feeds-${configCount++}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(Object.entries(routes).map(([key, route]) => ({ key, name: `Feed ${key}`, url: server.url(route) }))),
  );
  return createServices(loadConfig({ FEEDS_CONFIG: file, BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: tmp }), database, { now });
}

const feedReport = (report: RefreshReport, key: string) => report.feeds.find((f) => f.key === key)!;
const storedTitles = async () => (await database.db.select({ title: articles.title }).from(articles)).map((r) => r.title).sort();

describe('real-world problem feeds, fetched from the local feed server', () => {
  it('stores clean text and absolute, untracked links', async () => {
    const services = servicesFor({
      cp1252: '/real-world/undeclared-windows-1252.xml',
      entities: '/real-world/uncommon-entities.xml',
      tracking: '/real-world/tracking-parameters.xml',
      relative: '/real-world/rss-relative-links.xml',
      atom: '/real-world/atom-xml-base.xml',
      json: '/real-world/json-feed-no-base.json',
    });
    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(report.feeds.every((f) => f.outcome === 'updated')).toBe(true);
    const rows = await database.db
      .select({ title: articles.title, url: articles.url, summary: articles.summary })
      .from(articles)
      .orderBy(articles.title);
    const byTitle = new Map(rows.map((r) => [r.title, r]));
    expect(byTitle.get('Résidence Montréal opens 120-unit memory care wing')!.url).toBe(
      'https://assistedlivingtoday.com/news/residence-montreal-memory-care-wing/',
    );
    expect(byTitle.get('Brookdale’s CEO on “right-sizing” the portfolio…')).toBeDefined();
    expect(byTitle.get('Harrison Street raises $1.1B fund for healthcare real estate')!.url).toBe(
      'https://www.bisnow.com/national/news/capital-markets/harrison-street-fund?rt=ref&page=2#comments',
    );
    expect(byTitle.get('Senior living occupancy climbs in primary markets')!.url).toBe(
      'https://www.argentum.org/news/2026/11/occupancy-climbs-primary-markets.html',
    );
    expect(byTitle.get('Memory care operator adds sensory rooms across 14 communities')!.url).toBe(
      'https://www.mcknightsseniorliving.com/news/2026/11/sensory-rooms-memory-care/',
    );
    for (const row of rows) {
      expect(`${row.title} ${row.summary}`).not.toMatch(/\uFFFD|Ã|â€|&[a-z#0-9]+;/i);
      expect(row.url).toMatch(/^https:\/\/[a-z]/);
      expect(row.url).not.toMatch(/utm_|fbclid|gclid|mc_cid|_hsenc|igshid/);
    }
    // The JSON Feed has no base of its own: its paths resolve against the address it was fetched
    // from, here the loopback test server, which the link rules refuse as an article host.
    expect(feedReport(report, 'json')).toMatchObject({ itemsSeen: 3, skipped: 2, itemsStored: 1 });
  });
});

describe('aggregating every feed format', () => {
  it('stores RSS 2.0, Atom, RSS 1.0/RDF and JSON Feed items with the spec fields', async () => {
    const services = servicesFor({
      shn: '/seniorhousingnews.xml',
      mck: '/mcknights.xml',
      arg: '/argentum.xml',
      la: '/leadingage.json',
    });
    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(report.feeds.map((f) => f.outcome)).toEqual(['updated', 'updated', 'updated', 'updated']);
    expect(feedReport(report, 'shn')).toMatchObject({ itemsSeen: 6, skipped: 1, itemsStored: 5 });
    // McKnight's retells Senior Housing News' Welltower deal in other words: one story, two outlets.
    expect(feedReport(report, 'mck').itemsStored).toBe(3);
    expect(feedReport(report, 'arg').itemsStored).toBe(3);
    expect(feedReport(report, 'la').itemsStored).toBe(2);

    const [welltower] = await database.db
      .select()
      .from(articles)
      .where(eq(articles.source, 'Feed shn'))
      .orderBy(articles.publishedAt);
    expect(welltower).toBeDefined();
    const rows = await database.db.select().from(articles);
    const byTitle = new Map(rows.map((r) => [r.title, r]));

    const acquisition = byTitle.get('Welltower Acquires 12-Community Senior Housing Portfolio in $1.2 Billion Deal')!;
    // Tracking parameters are gone from the stored link itself, not only from the de-duplication key.
    expect(acquisition.url).toBe('https://seniorhousingnews.com/2026/11/welltower-acquires-12-community-portfolio/');
    expect(acquisition.canonicalUrl).toBe('https://seniorhousingnews.com/2026/11/welltower-acquires-12-community-portfolio');
    expect(acquisition.category).toBe('investment');
    expect(acquisition.summary).toBe(
      'Welltower has agreed to acquire a portfolio of 12 senior housing communities across the Sun Belt for about $1.2 billion, adding 2,100 units to its operating portfolio.',
    );
    expect(acquisition.imageUrl).toBe('https://seniorhousingnews.com/wp-content/uploads/2026/11/welltower.jpg');
    expect(byTitle.has('Welltower buys 12 senior housing communities in $1.2B deal')).toBe(false);
    expect(acquisition.alsoReportedBy.map((r) => r.source)).toEqual(['Feed mck']);

    const waiver = byTitle.get('States Expand Assisted Living Medicaid Waivers to Ease Waiting Lists')!;
    expect(waiver.category).toBe('regulations');
    expect(waiver.summary).not.toContain('<');

    const hud = byTitle.get('HUD Announces New Section 202 Funding for Affordable Senior Housing')!;
    expect(hud.imageUrl).toBe('https://leadingage.org/wp-content/uploads/hud-202.jpg');

    // No image in the feed: the local category picture, never an external placeholder.
    const occupancy = byTitle.get('Senior Housing Occupancy Climbs for 14th Straight Quarter as Construction Starts Stay Low')!;
    expect(occupancy.imageUrl).toBe(`/images/categories/${occupancy.category}.svg`);
    expect(fs.existsSync(path.join('public', occupancy.imageUrl!))).toBe(true);
  });

  it('turns an unparsable date into now', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const services = servicesFor({ arg: '/argentum.xml' }, () => now);
    await services.feeds.refresh({ force: true, limits: LIMITS });
    const [summit] = await database.db
      .select()
      .from(articles)
      .where(eq(articles.title, 'Senior Living Leaders Gather for Fall Policy Summit'));
    expect(summit!.publishedAt.toISOString()).toBe(now.toISOString());
  });

  it('decodes latin-1, windows-1252 and gb2312 feeds', async () => {
    const services = servicesFor({ latin: '/latin1', cp: '/cp1252', gb: '/gb2312' });
    await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(await storedTitles()).toEqual([
      'Operators say “staffing is stabilizing” – survey',
      'Résidence Montréal ouvre un café pour aînés',
      '养老社区 senior community opens in Shanghai',
    ]);
  });

  it('stores only plain text: markup and script in a feed never reach a reader as markup', async () => {
    const services = servicesFor({ scripts: '/script-titles' });
    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(feedReport(report, 'scripts')).toMatchObject({ itemsSeen: 3, skipped: 1, itemsStored: 2 });
    const rows = await database.db.select().from(articles);
    for (const row of rows) {
      for (const text of [row.title, row.summary, row.content]) {
        expect(text).not.toMatch(/<\s*\/?\s*(script|img|iframe|b|p|em)\b/i);
        expect(text).not.toMatch(/javascript:/i);
      }
    }
    expect(rows.map((r) => r.title).sort()).toEqual(['Assisted Living Rule Update', 'Memory Care Expansion Approved']);
  });
});

describe('feed failures', () => {
  it('records each failure in the feed state and never lets one bad feed affect another', async () => {
    const routes = {
      good: '/seniorhousingnews.xml',
      timeout: '/timeout',
      missing: '/404',
      broken: '/500',
      flaky: '/flaky',
      busy: '/retry-after',
      malformed: '/malformed',
      bomb: '/bomb',
      xxe: '/xxe',
      oversize: '/oversize',
      loop: '/redirect-loop',
      moved: '/redirect-ok',
      errorpage: '/error-page',
      short: '/short',
    };
    const before = Date.now();
    const services = servicesFor(routes);
    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    const states = new Map((await database.db.select().from(feeds)).map((f) => [f.key, f]));
    const expectFailure = (key: string, error: string | RegExp, status: number | null) => {
      const state = states.get(key)!;
      expect(state.error, key).toMatch(error);
      expect(state.httpStatus, key).toBe(status);
      expect(state.lastSuccessAt, key).toBeNull();
      expect(state.consecutiveFailures, key).toBe(1);
      expect(feedReport(report, key).outcome, key).toBe('failed');
    };

    expectFailure('timeout', 'Direct RSS request timeout after 400ms', null);
    expectFailure('missing', 'HTTP 404', 404);
    expectFailure('broken', 'HTTP 500', 500);
    expectFailure('busy', 'HTTP 503', 503);
    expectFailure('malformed', /^Malformed feed/, 200);
    expectFailure('bomb', 'Refused: the document declares XML entities', 200);
    expectFailure('xxe', 'Refused: the document declares XML entities', 200);
    expectFailure('oversize', 'Feed larger than 1048576 bytes', 200);
    expectFailure('loop', 'More than 5 redirects', 302);
    expectFailure('errorpage', 'Feed unavailable: page not found', 200);
    expectFailure('short', 'Feed unavailable: response too short', 200);

    // Retries: 3 attempts on 5xx, none on 404, success on the second attempt of a flaky feed.
    expect(server.hits('/500')).toBe(3);
    expect(server.hits('/404')).toBe(1);
    expect(states.get('flaky')!.error).toBeNull();
    expect(states.get('flaky')!.itemsStored).toBe(1);
    // Retry-After of 120 s is not waited for in-line; the feed is rescheduled after it.
    expect(server.hits('/retry-after')).toBe(1);
    expect(states.get('busy')!.nextDueAt.getTime()).toBeGreaterThanOrEqual(before + 119_000);

    // The good feed and the redirected copy of it are stored once.
    expect(states.get('good')!.lastSuccessAt).not.toBeNull();
    expect(states.get('moved')!.error).toBeNull();
    const stored = await database.db.select().from(articles);
    expect(stored).toHaveLength(6);
  });

  it('backs off a failing feed and fetches healthy feeds only when due', async () => {
    const services = servicesFor({ good: '/mcknights.xml', missing: '/404' });
    await services.feeds.refresh({ limits: LIMITS });
    const hitsAfterFirst = server.hits('/mcknights.xml');
    await services.feeds.refresh({ limits: LIMITS });
    expect(server.hits('/mcknights.xml')).toBe(hitsAfterFirst);
    const [missing] = await database.db.select().from(feeds).where(eq(feeds.key, 'missing'));
    expect(missing!.nextDueAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('keeps showing stored articles when every feed fails later (stale cache), and the fallback only when nothing is stored', async () => {
    const services = servicesFor({ good: '/mcknights.xml' });
    await services.feeds.refresh({ force: true, limits: LIMITS });
    const failing = servicesFor({ good: '/500' });
    await failing.feeds.refresh({ force: true, limits: LIMITS });
    const page = await listArticles(database.db, { limit: 20, offset: 0 });
    expect(page.isFallback).toBe(false);
    expect(page.total).toBe(4);

    await database.db.delete(articles);
    await failing.feeds.refresh({ force: true, limits: LIMITS });
    expect((await listArticles(database.db, { limit: 20, offset: 0 })).isFallback).toBe(true);
  });
});

describe('conditional GET', () => {
  it('sends the stored ETag and Last-Modified, and a 304 changes nothing but the success time', async () => {
    const services = servicesFor({ cached: '/etag.xml' });
    await services.feeds.refresh({ force: true, limits: LIMITS });
    const [first] = await database.db.select().from(feeds);
    expect(first!.etag).toBe('"v1"');
    expect(first!.lastModified).toBe('Mon, 23 Nov 2026 06:00:00 GMT');
    const count = (await database.db.select().from(articles)).length;

    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(server.lastConditional('/etag.xml')).toEqual({ etag: '"v1"', since: 'Mon, 23 Nov 2026 06:00:00 GMT' });
    expect(feedReport(report, 'cached')).toMatchObject({ outcome: 'not-modified', httpStatus: 304 });
    const [second] = await database.db.select().from(feeds);
    expect(second!.lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(first!.lastSuccessAt!.getTime());
    expect(second!.itemsStored).toBe(first!.itemsStored);
    expect((await database.db.select().from(articles)).length).toBe(count);
  });
});

describe('de-duplication', () => {
  it('keeps one article per story across feeds, the earliest, and records the other outlets', async () => {
    const services = servicesFor({ a: '/dupe-a', b: '/dupe-b' });
    const report = await services.feeds.refresh({ force: true, limits: LIMITS });
    const rows = await database.db.select().from(articles);
    expect(rows).toHaveLength(1);
    const [story] = rows;
    expect(story!.source).toBe('Feed a');
    expect(story!.alsoReportedBy.map((r) => r.url).sort()).toEqual([
      'https://www.multihousingnews.com/ventas-completes-acquisition/',
      'https://www.multihousingnews.com/ventas-texas/',
    ]);
    expect(report.inserted).toBe(1);

    // Refreshing again stores nothing new.
    const again = await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(again.inserted).toBe(0);
    expect(await database.db.select().from(articles)).toHaveLength(1);
  });

  it('lets an earlier report found later take over as the article', async () => {
    await servicesFor({ b: '/dupe-b' }).feeds.refresh({ force: true, limits: LIMITS });
    const [before] = await database.db.select().from(articles);
    expect(before!.source).toBe('Feed b');
    await servicesFor({ a: '/dupe-a' }).feeds.refresh({ force: true, limits: LIMITS });
    const rows = await database.db.select().from(articles);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('Feed a');
    expect(rows[0]!.alsoReportedBy.map((r) => r.source)).toContain('Feed b');
  });
});

describe('feed registry', () => {
  it('has the ten feed keys of the spec by default', () => {
    expect(loadFeedRegistry(undefined).map((f) => f.key)).toEqual([
      'mcknights',
      'seniorhousingnews',
      'argentum',
      'multihousingnews',
      'skillednursingnews',
      'constructiondive',
      'bisnow',
      'leadingage',
      'seniorplanet',
      'assistedlivingtoday',
    ]);
  });

  it('rejects a bad FEEDS_CONFIG file with a message naming it', () => {
    const file = path.join(tmp, 'bad.json');
    fs.writeFileSync(file, JSON.stringify([{ key: 'x', name: 'X', url: 'ftp://feeds.example' }]));
    expect(() => loadFeedRegistry(file)).toThrow(FeedConfigError);
    expect(() => loadFeedRegistry(file)).toThrow(/bad\.json/);
    fs.writeFileSync(file, '{ not json');
    expect(() => loadFeedRegistry(file)).toThrow(/bad\.json/);
  });
});

describe('what a refresh changes besides the articles', () => {
  const storeHome = (services: AppServices) =>
    services.pageCache.serve(
      new Request('https://journal.test/'),
      async () =>
        new Response('<p>home</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60' } }),
    );

  it('drops the shared page copies when it stores stories, keeps them when it stores none, and is counted', async () => {
    const services = servicesFor({ cp1252: '/real-world/undeclared-windows-1252.xml' });
    await storeHome(services);
    await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(services.pageCache.stats().entries).toBe(0);
    expect(await services.metrics.registry.getSingleMetricAsString('journal_feed_refreshes_total')).toContain(
      'journal_feed_refreshes_total{feed="cp1252",outcome="updated"} 1',
    );
    await storeHome(services);
    await services.feeds.refresh({ force: true, limits: LIMITS });
    expect(services.pageCache.stats().entries).toBe(1);
  });
});
