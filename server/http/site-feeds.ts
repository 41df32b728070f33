/**
 * The files crawlers and feed readers ask for at the site root: robots.txt, sitemap.xml and the
 * journal's own RSS 2.0 feed. Everything is built from listArticles, so the feed shows exactly
 * what readers see (30-day window, healthcare hidden, the labelled fallback selection).
 */
import { Hono } from 'hono';
import type { Article } from '~/core/article';
import { categoryLabel, FILTER_CATEGORIES, isCategory, type Category } from '~/core/categories';
import { TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { listArticles } from '~/server/news/articles';
import type { AppServices } from '~/server/services';

/** The newest articles the RSS feed carries. */
export const RSS_MAX_ITEMS = 50;

/** Crawlers and feed readers poll often; five minutes spares the database without going stale. */
const CACHE_CONTROL = 'public, max-age=300';

/** Pages worth indexing besides the home page and its category views. */
const STATIC_PAGES = ['/newsletter', '/industry-polls'] as const;

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

function rssItem(article: Article): string {
  return [
    '    <item>',
    `      <title>${escapeXml(article.title)}</title>`,
    `      <link>${escapeXml(article.url)}</link>`,
    `      <guid isPermaLink="false">${escapeXml(article.id)}</guid>`,
    `      <description>${escapeXml(article.summary)}</description>`,
    `      <pubDate>${rfc822(new Date(article.publishedAt))}</pubDate>`,
    `      <category>${escapeXml(categoryLabel(article.category))}</category>`,
    '    </item>',
  ].join('\n');
}

function rssXml(publicUrl: string, articles: Article[], isFallback: boolean, now: Date): string {
  // A feed reader shows no page banner, so the channel itself says what the fallback items are.
  const description = isFallback ? `${SITE.description} ${TEXT.fallbackNotice}` : SITE.description;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(SITE.name)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/`)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...articles.map(rssItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
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
    return c.body(sitemapXml(publicUrl, entries), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });

  feeds.get('/rss.xml', async (c) => {
    const now = services.now();
    const page = await newest(now, { limit: RSS_MAX_ITEMS });
    return c.body(rssXml(publicUrl, page.articles, page.isFallback, now), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    });
  });

  return feeds;
}
