import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createHttpApp } from './app';
import { RSS_MAX_ITEMS } from './site-feeds';

const NOW = new Date('2026-11-23T15:00:00Z');
const testConfig = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://journal.test' });
const HOSTILE_TITLE = 'Ventas & Welltower <script>alert(1)</script> deal';
const HOSTILE_SUMMARY = `Both say "it's done" & <b>closed</b>`;
const TECHNOLOGY_BRIEFS = 55;

let database: TestDatabase;
let app: ReturnType<typeof createHttpApp>;

interface RssItem {
  title?: string;
  link?: string;
  description?: string;
  pubDate?: string;
  guid?: { value: string; isPermaLink?: boolean };
  categories?: { name: string }[];
}
interface RssChannel {
  title?: string;
  link?: string;
  description?: string;
  items?: RssItem[];
  atom?: { links?: { href: string; rel?: string }[] };
}

async function readFeed(target: ReturnType<typeof createHttpApp>): Promise<{ xml: string; channel: RssChannel }> {
  const response = await target.request('/rss.xml');
  expect(response.status).toBe(200);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parseFeed(xml) as unknown as { format: string; feed: RssChannel };
  expect(parsed.format).toBe('rss');
  return { xml, channel: parsed.feed };
}

async function readSitemap(target: ReturnType<typeof createHttpApp>): Promise<{ loc: string; lastmod?: string }[]> {
  const response = await target.request('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
    urlset: { url: { loc: string; lastmod?: string }[] };
  };
  return parsed.urlset.url;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createHttpApp({
    services: createServices(testConfig, database, { now: () => NOW }),
    jobs: { enabled: false, running: () => false },
  });
});
afterAll(() => database?.destroy());

// Runs first, on the still empty database: what crawlers and readers get before any feed delivered.
describe('before any feed has delivered', () => {
  it('gives the sitemap no dates, since only the fallback selection exists', async () => {
    const urls = await readSitemap(app);
    expect(urls).toHaveLength(10);
    expect(urls.every((url) => url.lastmod === undefined)).toBe(true);
  });

  it('says in the RSS channel description that the items are the fallback selection', async () => {
    const { channel } = await readFeed(app);
    expect(channel.description).toContain(TEXT.fallbackNotice);
    expect(channel.description).toContain('fallback selection');
    const items = channel.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.guid?.value.startsWith('fallback-'))).toBe(true);
  });
});

describe('with stored articles', () => {
  beforeAll(() =>
    seedArticles(database.db, [
      {
        title: HOSTILE_TITLE,
        summary: HOSTILE_SUMMARY,
        category: 'investment',
        url: 'https://www.seniorhousingnews.com/ventas?a=1&b=2',
        publishedAt: new Date('2026-11-23T10:00:00Z'),
      },
      { title: 'New memory care wing', category: 'senior-living', publishedAt: new Date('2026-11-22T10:00:00Z') },
      { title: 'Hospital staffing report', category: 'healthcare', publishedAt: new Date('2026-11-23T12:00:00Z') },
      { title: 'Last quarter recap', category: 'investment', publishedAt: new Date('2026-09-01T10:00:00Z') },
      ...Array.from({ length: TECHNOLOGY_BRIEFS }, (_, i) => ({
        title: `Technology brief ${i + 1}`,
        category: 'technology' as const,
        publishedAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - i * 60_000),
      })),
    ]),
  );

  describe('GET /robots.txt', () => {
    it('allows crawling except the admin and the API, and names the sitemap', async () => {
      const response = await app.request('/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const lines = (await response.text()).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /api/',
          'Sitemap: https://journal.test/sitemap.xml',
        ]),
      );
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the home page, the secondary pages and the six reader categories (no edition sent here)', async () => {
      const urls = await readSitemap(app);
      expect(urls.map((url) => url.loc)).toEqual([
        'https://journal.test/',
        'https://journal.test/newsletter',
        'https://journal.test/newsletter/archive',
        'https://journal.test/industry-polls',
        'https://journal.test/?category=senior-living',
        'https://journal.test/?category=senior-housing',
        'https://journal.test/?category=community',
        'https://journal.test/?category=regulations',
        'https://journal.test/?category=investment',
        'https://journal.test/?category=technology',
      ]);
    });

    it('dates the home page and each category by its newest article', async () => {
      const lastmod = Object.fromEntries((await readSitemap(app)).map((url) => [url.loc, url.lastmod]));
      // The healthcare story is newer but hidden from readers, so it does not date the home page.
      expect(lastmod['https://journal.test/']).toBe('2026-11-23T10:00:00.000Z');
      expect(lastmod['https://journal.test/?category=investment']).toBe('2026-11-23T10:00:00.000Z');
      expect(lastmod['https://journal.test/?category=technology']).toBe('2026-11-20T12:00:00.000Z');
      expect(lastmod['https://journal.test/?category=regulations']).toBeUndefined();
      expect(lastmod['https://journal.test/newsletter']).toBeUndefined();
    });
  });

  describe('GET /rss.xml', () => {
    it('is an RSS 2.0 feed of the journal with a self link and feed headers', async () => {
      const response = await app.request('/rss.xml');
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const { channel } = await readFeed(app);
      expect(channel.title).toBe(SITE.name);
      expect(channel.link).toBe('https://journal.test/');
      expect(channel.description).toBe(SITE.description);
      expect(channel.atom?.links).toEqual([{ href: 'https://journal.test/rss.xml', rel: 'self', type: 'application/rss+xml' }]);
    });

    it(`carries the newest ${RSS_MAX_ITEMS} readable articles, newest first, with their fields`, async () => {
      const { channel } = await readFeed(app);
      const items = channel.items ?? [];
      expect(items).toHaveLength(RSS_MAX_ITEMS);
      const titles = items.map((item) => item.title);
      expect(titles.slice(0, 3)).toEqual([HOSTILE_TITLE, 'New memory care wing', 'Technology brief 1']);
      expect(titles).not.toContain('Hospital staffing report');
      expect(titles).not.toContain('Last quarter recap');
      expect(titles.at(-1)).toBe(`Technology brief ${RSS_MAX_ITEMS - 2}`);

      const first = items[0]!;
      expect(first.link).toBe('https://www.seniorhousingnews.com/ventas?a=1&b=2');
      expect(first.description).toBe(HOSTILE_SUMMARY);
      expect(first.pubDate).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
      expect(first.categories).toEqual([{ name: 'Investment' }]);
      expect(first.guid?.isPermaLink).toBe(false);
      expect(first.guid?.value).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(items.map((item) => item.guid?.value)).size).toBe(items.length);
    });

    it('escapes markup and ampersands in every text', async () => {
      const { xml } = await readFeed(app);
      expect(xml).not.toContain('<script>');
      expect(xml).not.toContain('<b>');
      expect(xml).toContain('Ventas &amp; Welltower &lt;script&gt;alert(1)&lt;/script&gt; deal');
      expect(xml).toContain('Both say &quot;it&apos;s done&quot; &amp; &lt;b&gt;closed&lt;/b&gt;');
      expect(xml).toContain('<link>https://www.seniorhousingnews.com/ventas?a=1&amp;b=2</link>');
    });
  });
});
