/**
 * The files crawlers and feed readers ask for: robots.txt, sitemap.xml, the journal's own RSS 2.0
 * feed and its sibling of newsletter editions. Articles come from listArticles, so the feed shows
 * exactly what readers see (30-day window, healthcare hidden, the labelled fallback selection);
 * editions from the edition archive, so the feed and the sitemap list exactly the public pages.
 */
import { Hono } from 'hono';
import type { Article } from '~/core/article';
import { categoryLabel, FILTER_CATEGORIES, isCategory, type Category } from '~/core/categories';
import {
  ARCHIVE_PATH,
  EDITION_FEED_MAX_ITEMS,
  EDITION_FEED_PATH,
  editionKindName,
  type EditionSummary,
} from '~/core/edition-archive';
import { TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { listArticles } from '~/server/news/articles';
import type { AppServices } from '~/server/services';

/** The newest articles the RSS feed carries. */
export const RSS_MAX_ITEMS = 50;

/** Crawlers and feed readers poll often; five minutes spares the database without going stale. */
const CACHE_CONTROL = 'public, max-age=300';

/** Pages worth indexing besides the home page, its category views and the editions. */
const STATIC_PAGES = ['/newsletter', ARCHIVE_PATH, '/industry-polls'] as const;

// Only the characters XML 1.0 allows (its Char production): a control character or a lone
// surrogate in a feed title would make the whole document unparseable, even escaped, so it is dropped.
const XML_INVALID = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const XML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute: safe wherever it is placed. */
function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '').replace(/[&<>"']/g, (char) => XML_SPECIAL[char]!);
}

/** RSS 2.0 dates are RFC 822; toUTCString gives that form with the GMT zone. */
function rfc822(date: Date): string {
  return date.toUTCString();
}

function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** One item of an RSS 2.0 channel, whichever feed it belongs to. */
interface RssItem {
  title: string;
  link: string;
  /** Stable across builds; a permalink when it is the item's own address on this site. */
  guid: { value: string; isPermaLink: boolean };
  description: string;
  pubDate: Date;
  category: string;
}

/** A feed's channel: the journal's articles (/rss.xml) or its newsletter editions (/newsletter/rss.xml). */
interface RssChannel {
  title: string;
  /** The page the channel stands for. */
  link: string;
  description: string;
  /** The feed's own address (atom:link rel="self"). */
  self: string;
  items: RssItem[];
}

function rssItem(item: RssItem): string {
  return [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(item.link)}</link>`,
    `      <guid isPermaLink="${item.guid.isPermaLink}">${escapeXml(item.guid.value)}</guid>`,
    `      <description>${escapeXml(item.description)}</description>`,
    `      <pubDate>${rfc822(item.pubDate)}</pubDate>`,
    `      <category>${escapeXml(item.category)}</category>`,
    '    </item>',
  ].join('\n');
}

function rssXml(channel: RssChannel, now: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    ...channel.items.map(rssItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function articleItem(article: Article): RssItem {
  return {
    title: article.title,
    link: article.url,
    guid: { value: article.id, isPermaLink: false },
    description: article.summary,
    pubDate: new Date(article.publishedAt),
    category: categoryLabel(article.category),
  };
}

function articlesChannel(publicUrl: string, articles: Article[], isFallback: boolean): RssChannel {
  // A feed reader shows no page banner, so the channel itself says what the fallback items are.
  const description = isFallback ? `${SITE.description} ${TEXT.fallbackNotice}` : SITE.description;
  return { title: SITE.name, link: `${publicUrl}/`, description, self: `${publicUrl}/rss.xml`, items: articles.map(articleItem) };
}

/** An edition as a feed item: its page is its permalink; the description lists its stories in order. */
function editionItem(publicUrl: string, edition: EditionSummary): RssItem {
  const link = `${publicUrl}${edition.path}`;
  return {
    title: edition.title,
    link,
    guid: { value: link, isPermaLink: true },
    description: edition.storyTitles.map((title, index) => `${index + 1}. ${title}`).join('\n'),
    pubDate: new Date(edition.publishedAt),
    category: editionKindName(edition.kind),
  };
}

function editionsChannel(publicUrl: string, editions: EditionSummary[]): RssChannel {
  return {
    title: `${SITE.name} newsletter`,
    link: `${publicUrl}${ARCHIVE_PATH}`,
    description: `Every edition of the ${SITE.name} newsletter as it was sent: ${SITE.tagline}.`,
    self: `${publicUrl}${EDITION_FEED_PATH}`,
    items: editions.map((edition) => editionItem(publicUrl, edition)),
  };
}

export function createSiteFeeds(services: AppServices): Hono {
  const feeds = new Hono();
  const { publicUrl } = services.config;

  const newest = (now: Date, query: { category?: Category; limit: number }) =>
    listArticles(services.database.db, { ...query, offset: 0 }, now);

  /** When the newest article of a view was published; none for the fallback selection, dated relative to now. */
  const lastModified = async (now: Date, category?: Category): Promise<Date | undefined> => {
    const page = await newest(now, { category, limit: 1 });
    const article = page.articles[0];
    return article && !page.isFallback ? new Date(article.publishedAt) : undefined;
  };

  feeds.get('/robots.txt', (c) =>
    c.body(robotsTxt(publicUrl), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL }),
  );

  feeds.get('/sitemap.xml', async (c) => {
    const now = services.now();
    const entries: SitemapEntry[] = [
      { path: '/', lastModified: await lastModified(now) },
      ...STATIC_PAGES.map((path) => ({ path })),
    ];
    // The six categories a reader can pick; healthcare has no filter pill, so no page of its own.
    // One at a time: a crawler's visit should not take the whole connection pool.
    for (const category of FILTER_CATEGORIES.filter(isCategory)) {
      entries.push({ path: `/?category=${encodeURIComponent(category)}`, lastModified: await lastModified(now, category) });
    }
    // Each sent edition's page: frozen when it was sent, so that is its last change.
    for (const edition of await services.editionArchive.addresses()) {
      entries.push({ path: edition.path, lastModified: edition.publishedAt });
    }
    return c.body(sitemapXml(publicUrl, entries), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });

  feeds.get('/rss.xml', async (c) => {
    const now = services.now();
    const page = await newest(now, { limit: RSS_MAX_ITEMS });
    return c.body(rssXml(articlesChannel(publicUrl, page.articles, page.isFallback), now), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });

  feeds.get(EDITION_FEED_PATH, async (c) => {
    const { editions } = await services.editionArchive.list({ limit: EDITION_FEED_MAX_ITEMS, offset: 0 });
    return c.body(rssXml(editionsChannel(publicUrl, editions), services.now()), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });

  return feeds;
}
