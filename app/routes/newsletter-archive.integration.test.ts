/**
 * The newsletter archive on the web (issue 15 part 4, decision 0101): editions are sent over SMTP to
 * a local sink, then their pages are server-rendered from the route modules, as React Router renders
 * them (static handler, loader through the router context, the hydration data in the HTML), and the
 * feed and sitemap are asked of the HTTP app.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
  type RouteObject,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PAGE_SIZE, editionPath } from '~/core/edition-archive';
import { TEXT } from '~/core/messages';
import type { EditionContent } from '~/core/newsletter';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '~/tests/support/smtp-sink';
import { loadConfig } from '~/server/config';
import { newsletterDeliveries, newsletterEditions, newsletterSubscribers, pressReleases } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { ANONYMOUS_PAGE, pageCacheControl } from '~/server/http/page-caching';
import { createMailer } from '~/server/newsletter/mailer';
import { createServices, type AppServices } from '~/server/services';
import { servicesContext } from '~/app/context.server';
import { loader as rootLoader } from '~/app/root.server';
import NewsletterArchive, { meta as archiveMeta } from './newsletter-archive';
import { loader as archiveLoader } from './newsletter-archive.server';
import NewsletterEdition, { meta as editionMeta } from './newsletter-edition';
import { loader as editionLoader } from './newsletter-edition.server';

const SITE_URL = 'https://journal.test';
// Monday 2026-11-23, 7:30 AM in New York; Tuesday the same time.
const MONDAY = new Date('2026-11-23T12:30:00Z');
const TUESDAY = new Date('2026-11-24T12:30:00Z');
const HOSTILE_TITLE = 'Ventas & Welltower <script>alert(1)</script> "deal"';
/** Editions sent before this test's week, stored as a send leaves them. */
const EARLIER_EDITIONS = 32;

let database: TestDatabase;
let sink: SmtpSink;
let clock = MONDAY;
let services: AppServices;
let mailer: ReturnType<typeof createMailer>;
let http: ReturnType<typeof createHttpApp>;
/** Monday's daily as the daily reader received it. */
let mondayMail: ReceivedMail;

const DAILY_READER = 'daily.reader@operators.test';
const WEEKLY_READER = 'weekly.reader@operators.test';

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  const config = loadConfig({
    BETTER_AUTH_SECRET: 's'.repeat(40),
    SMTP_URL: sink.url,
    PUBLIC_URL: SITE_URL,
    MAIL_RATE_PER_SECOND: '1000',
  });
  mailer = createMailer(config);
  services = createServices(config, database, { now: () => clock, mailer });
  http = createHttpApp({ services, jobs: { enabled: false, running: () => false } });

  const { db } = database;
  await db.insert(newsletterSubscribers).values([
    { email: DAILY_READER, isActive: true, confirmedAt: MONDAY },
    {
      email: WEEKLY_READER,
      isActive: true,
      confirmedAt: MONDAY,
      preferences: { daily: false, weekly: true, breaking: false, trends: false },
    },
  ]);
  await seedArticles(db, [
    {
      title: HOSTILE_TITLE,
      category: 'investment',
      summary: 'Both REITs say it’s done & <b>closed</b>.',
      url: 'https://www.seniorhousingnews.com/ventas-welltower?a=1&b=2',
      publishedAt: new Date(MONDAY.getTime() - 3_600_000),
    },
    { title: 'Memory care occupancy climbs', category: 'senior-living', publishedAt: new Date(MONDAY.getTime() - 7_200_000) },
  ]);
  await db.insert(pressReleases).values({
    title: 'Brookdale opens a new community',
    source: 'PR Newswire',
    summary: 'Ninety apartments in Austin.',
    url: 'https://www.prnewswire.com/brookdale-austin',
    includedInNewsletter: true,
  });
  expect((await services.editions.sendTodaysEdition({ kind: 'daily' })).successful).toBe(1);
  expect((await services.editions.sendTodaysEdition({ kind: 'weekly' })).successful).toBe(1);
  mondayMail = sink.to(DAILY_READER)[0]!;

  clock = TUESDAY;
  await seedArticles(db, [{ title: 'Tuesday: HUD updates 232 lending', category: 'regulations', publishedAt: TUESDAY }]);
  expect((await services.editions.sendTodaysEdition({ kind: 'daily' })).successful).toBe(1);

  // Wednesday's daily was composed, but no reader has it yet: its delivery is still pending.
  const [unsent] = await db
    .insert(newsletterEditions)
    .values({ editionDate: '2026-11-25', kind: 'daily', subject: 'Wednesday', content: storedContent('2026-11-25', 'Wednesday') })
    .returning();
  await db.insert(newsletterDeliveries).values({ editionId: unsent!.id, email: DAILY_READER });

  // Earlier weekdays' dailies, oldest last; the first carries a link the aggregator should never have let through.
  for (let day = 1; day <= EARLIER_EDITIONS; day++) {
    const sentAt = new Date(Date.UTC(2026, 9, 1 + day, 11, 0));
    const editionDate = sentAt.toISOString().slice(0, 10);
    const content = storedContent(editionDate, `Earlier ${day}`);
    if (day === EARLIER_EDITIONS) content.insights[0]!.url = 'javascript:alert(1)';
    const [edition] = await db
      .insert(newsletterEditions)
      .values({ editionDate, kind: 'daily', subject: editionDate, content, createdAt: sentAt })
      .returning();
    await db.insert(newsletterDeliveries).values({ editionId: edition!.id, email: DAILY_READER, status: 'sent', sentAt });
  }
});

afterAll(async () => {
  mailer?.close();
  await sink?.close();
  await database?.destroy();
});

function storedContent(editionDate: string, lead: string): EditionContent {
  return {
    kind: 'daily',
    editionDate,
    dateLabel: `${lead} label`,
    insights: [
      {
        title: `${lead} lead story`,
        summary: 'Summary.',
        source: 'Senior Housing News',
        url: 'https://www.seniorhousingnews.com/x',
        category: 'investment',
      },
    ],
    pressReleases: [],
    siteUrl: SITE_URL,
  };
}

/** The per-recipient values of a delivered e-mail: its two signed tokens and the address. */
function personalValues(mail: ReceivedMail): string[] {
  const html = mail.parsed.html as string;
  const tokens = [...html.matchAll(/\/newsletter\/(?:unsubscribe|preferences)\?token=([^"&\s]+)/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  expect(tokens).toHaveLength(2);
  return [...tokens, mail.to];
}

interface Rendered {
  status: number;
  html: string;
  loaderData: unknown;
}

/**
 * Renders a path through the real root and route loaders and the route's component, as the
 * server does (React Router's static handler, with the services in the router context).
 */
async function renderPage(path: string): Promise<Rendered> {
  const withProps = (component: unknown) => UNSAFE_withComponentProps(component as never) as ComponentType;
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: rootLoader as never,
      Component: Outlet,
      children: [
        { id: 'archive', path: 'newsletter/archive', loader: archiveLoader as never, Component: withProps(NewsletterArchive) },
        {
          id: 'edition',
          path: 'newsletter/editions/:slug',
          loader: editionLoader as never,
          Component: withProps(NewsletterEdition),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const requestContext = new RouterContextProvider();
  requestContext.set(servicesContext, services);
  const context = await handler.query(new Request(`${SITE_URL}${path}`), { requestContext });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} without a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context }));
  const id = path.startsWith('/newsletter/archive') ? 'archive' : 'edition';
  return { status: context.statusCode, html, loaderData: context.loaderData[id] };
}

/** The meta tags a route gives its page, with the root's data as the server has it. */
async function metaOf(route: 'archive' | 'edition', path: string) {
  const page = await renderPage(path);
  const root = { id: 'root', data: { user: null, siteUrl: SITE_URL } };
  const args = { loaderData: page.loaderData, matches: [root], location: { pathname: path } } as never;
  return route === 'edition' ? editionMeta(args) : archiveMeta(args);
}

describe('the page of a sent edition', () => {
  it('shows its date, kind, stories linked to their articles, sources, summaries and press releases', async () => {
    const page = await renderPage('/newsletter/editions/2026-11-23-daily');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Monday, November 23, 2026');
    expect(page.html).toContain('Daily edition');
    expect(page.html).toContain('Your 2 Key Market Insights');
    expect(page.html).toContain('href="https://www.seniorhousingnews.com/ventas-welltower?a=1&amp;b=2"');
    expect(page.html).toContain('Summary of Memory care occupancy climbs');
    expect(page.html).toContain('Source: Senior Housing News');
    // Text is escaped as HTML requires (`&` and `<`; `>` and `'` need not be).
    expect(page.html).toContain('Both REITs say it’s done &amp; &lt;b>closed&lt;/b>.');
    expect(page.html).toContain('Press Releases');
    expect(page.html).toContain('href="https://www.prnewswire.com/brookdale-austin"');
    // A hostile title is text on the page, never markup.
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('Ventas &amp; Welltower &lt;script>alert(1)&lt;/script>');
  });

  it('shows the weekly under its own kind and headline', async () => {
    const page = await renderPage('/newsletter/editions/2026-11-23-weekly');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Weekly edition');
    expect(page.html).toContain('The week to Monday, November 23, 2026');
    expect(page.html).toContain("The Week's 2 Top Stories");
  });

  it('carries no recipient’s tokens or address, only what every reader received', async () => {
    const personal = personalValues(mondayMail);
    const page = await renderPage('/newsletter/editions/2026-11-23-daily');
    for (const value of personal) {
      expect(page.html).not.toContain(value);
      expect(page.html).not.toContain(encodeURIComponent(value));
    }
    expect(page.html).not.toMatch(/token=|\/newsletter\/(unsubscribe|preferences)/);
  });

  it('shows a story whose stored link is not http(s) as plain text', async () => {
    const page = await renderPage('/newsletter/editions/2026-11-02-daily');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Earlier ${EARLIER_EDITIONS} lead story`);
    expect(page.html).not.toContain('javascript:');
  });

  it('has its own title, description, canonical address and share tags', async () => {
    const meta = await metaOf('edition', '/newsletter/editions/2026-11-24-daily');
    const url = `${SITE_URL}/newsletter/editions/2026-11-24-daily`;
    expect(meta).toContainEqual({ title: 'Daily edition: Tuesday, November 24, 2026 | Senior Housing Journal' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: url });
    expect(meta).toContainEqual({ property: 'og:url', content: url });
    expect(meta).toContainEqual({
      property: 'og:title',
      content: 'Daily edition: Tuesday, November 24, 2026 | Senior Housing Journal',
    });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    const description = meta.find((m) => 'name' in m && m.name === 'description') as { content: string };
    expect(description.content).toMatch(/^Tuesday, November 24, 2026: .*Tuesday: HUD updates 232 lending/);
    expect(meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
  });

  it('may be kept by shared caches like the other public pages', () => {
    const exchange = { method: 'GET', cookie: null, status: 200, setsCookie: false };
    expect(pageCacheControl({ ...exchange, path: '/newsletter/editions/2026-11-24-daily' })).toBe(ANONYMOUS_PAGE);
    expect(pageCacheControl({ ...exchange, path: '/newsletter/archive' })).toBe(ANONYMOUS_PAGE);
  });
});

describe('an edition that is not public', () => {
  it('is the not-found page when it was composed but nobody has received it', async () => {
    const page = await renderPage('/newsletter/editions/2026-11-25-daily');
    expect(page.status).toBe(404);
    expect(page.html).toContain(TEXT.notFoundTitle);
    expect(page.html).not.toContain('Wednesday lead story');
    const meta = await metaOf('edition', '/newsletter/editions/2026-11-25-daily');
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('is the not-found page when no edition of that date and kind exists', async () => {
    for (const slug of ['2026-11-22-daily', '2026-11-24-weekly', '2030-01-01-daily']) {
      const page = await renderPage(`/newsletter/editions/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.html, slug).toContain(TEXT.notFoundTitle);
    }
  });

  it('is the not-found page, never an error, for a slug that names no edition', async () => {
    const slugs = [
      '2026-11-23',
      '2026-11-23-monthly',
      '2026-11-23-Daily',
      '2026-11-23-daily-extra',
      '2026-02-30-daily',
      '2026-13-01-daily',
      '2026-00-10-daily',
      '0000-00-00-daily',
      '99999-01-01-daily',
      '20261123-daily',
      'daily',
      '%00',
      '2026-11-23-daily%00',
      "2026-11-23-daily'--",
      '%E2%80%AE',
      'x'.repeat(2_000),
    ];
    for (const slug of slugs) {
      const page = await renderPage(`/newsletter/editions/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.html, slug).toContain(TEXT.notFoundTitle);
    }
  });
});

describe('the archive', () => {
  type Listed = { status: string; editions: { path: string }[]; total: number; pageCount: number; message?: string };
  const listed = async (query: string) => (await renderPage(`/newsletter/archive${query}`)).loaderData as Listed;

  it('lists the sent editions newest first, the weekly beside its Monday daily, never an unsent one', async () => {
    const first = await listed('');
    expect(first.total).toBe(EARLIER_EDITIONS + 3);
    expect(first.editions).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(first.editions.slice(0, 4).map((e) => e.path)).toEqual([
      editionPath('2026-11-24', 'daily'),
      editionPath('2026-11-23', 'weekly'),
      editionPath('2026-11-23', 'daily'),
      editionPath('2026-11-02', 'daily'),
    ]);
    expect(first.editions.map((e) => e.path)).not.toContain(editionPath('2026-11-25', 'daily'));
  });

  it('goes on to the next page and ends there', async () => {
    const first = await listed('');
    const second = await listed('?page=2');
    expect(second.status).toBe('ok');
    expect(second.editions).toHaveLength(EARLIER_EDITIONS + 3 - ARCHIVE_PAGE_SIZE);
    expect(second.editions.at(-1)!.path).toBe(editionPath('2026-10-02', 'daily'));
    const paths = [...first.editions, ...second.editions].map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    const page = await renderPage('/newsletter/archive?page=2');
    expect(page.html).toContain('Page 2 of 2');
    expect(page.html).toContain('href="/newsletter/archive"');
    expect((await renderPage('/newsletter/archive?page=3')).status).toBe(404);
  });

  it('filters by kind', async () => {
    const weekly = await listed('?kind=weekly');
    expect(weekly.editions.map((e) => e.path)).toEqual([editionPath('2026-11-23', 'weekly')]);
    expect(weekly.pageCount).toBe(1);
  });

  it('refuses a page or kind with a mistake, naming it (400)', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=', '?page=9999999', '?kind=monthly']) {
      const page = await renderPage(`/newsletter/archive${query}`);
      expect(page.status, query).toBe(400);
      expect(page.html, query).toMatch(/The (page|kind) must be/);
    }
  });

  it('links each edition and has its own canonical address per page', async () => {
    const page = await renderPage('/newsletter/archive');
    expect(page.html).toContain('href="/newsletter/editions/2026-11-24-daily"');
    const meta = await metaOf('archive', '/newsletter/archive?page=2');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${SITE_URL}/newsletter/archive?page=2` });
    expect(meta).toContainEqual({ title: 'Newsletter Archive, page 2 | Senior Housing Journal' });
  });
});

describe('the e-mail', () => {
  it('links to its public page as View in browser, at the top, in both parts', async () => {
    const url = `${SITE_URL}/newsletter/editions/2026-11-23-daily`;
    const html = mondayMail.parsed.html as string;
    expect(html).toContain(`href="${url}"`);
    expect(html.indexOf('View in browser')).toBeLessThan(html.indexOf('Key Market Insights'));
    expect(mondayMail.parsed.text).toContain(`View in browser ${url}`);
    const weekly = sink.to(WEEKLY_READER)[0]!;
    expect(weekly.parsed.html).toContain(`href="${SITE_URL}/newsletter/editions/2026-11-23-weekly"`);
    // The link opens the edition the reader received.
    const page = await renderPage(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Summary of Memory care occupancy climbs');
  });
});

describe('GET /newsletter/rss.xml', () => {
  it('is valid RSS 2.0 of the newest sent editions, each linking to its page', async () => {
    const response = await http.request('/newsletter/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { format, feed } = parseFeed(xml) as unknown as {
      format: string;
      feed: {
        title: string;
        link: string;
        items: { title: string; link: string; guid: { value: string }; description: string }[];
      };
    };
    expect(format).toBe('rss');
    expect(feed.link).toBe(`${SITE_URL}/newsletter/archive`);
    expect(feed.items).toHaveLength(30);
    expect(feed.items[0]).toMatchObject({
      title: 'Daily edition: Tuesday, November 24, 2026',
      link: `${SITE_URL}/newsletter/editions/2026-11-24-daily`,
      guid: { value: `${SITE_URL}/newsletter/editions/2026-11-24-daily` },
    });
    expect(feed.items.map((item) => item.link)).not.toContain(`${SITE_URL}/newsletter/editions/2026-11-25-daily`);
  });

  it('escapes a hostile story title, which reads back exactly', async () => {
    const xml = await (await http.request('/newsletter/rss.xml')).text();
    expect(xml).not.toContain('<script>');
    const parsed = new XMLParser().parse(xml) as { rss: { channel: { item: { link: string; description: string }[] } } };
    const monday = parsed.rss.channel.item.find((item) => item.link.endsWith('/2026-11-23-daily'))!;
    expect(monday.description).toContain(`1. ${HOSTILE_TITLE}`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the archive and every sent edition with the time it was sent, and no unsent one', async () => {
    const xml = await (await http.request('/sitemap.xml')).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (
      new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } }
    ).urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain(`${SITE_URL}/newsletter/archive`);
    const editions = urls.filter((url) => url.loc.includes('/newsletter/editions/'));
    expect(editions).toHaveLength(EARLIER_EDITIONS + 3);
    expect(locs).toContain(`${SITE_URL}/newsletter/editions/2026-11-23-weekly`);
    expect(locs).not.toContain(`${SITE_URL}/newsletter/editions/2026-11-25-daily`);
    expect(editions.find((url) => url.loc.endsWith('/2026-10-02-daily'))!.lastmod).toBe('2026-10-02T11:00:00.000Z');
  });
});
