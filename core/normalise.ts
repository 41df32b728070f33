/**
 * From a parsed feed item to an article we can store: the spec's link, title, summary, date,
 * category and image rules. Pure: the server's aggregation calls it for every item.
 */
import { categorise } from './categorise';
import type { Category } from './categories';
import { normaliseTitle } from './dedupe';
import { canonicalArticleUrl, checkArticleLink, resolveFeedLink, withoutTracking } from './links';
import { cleanSummary, enhancedSummary } from './summary';
import { htmlToText, truncate } from './text';

/** What a feed parser hands over, format differences already smoothed out. */
export interface RawFeedItem {
  title?: string | null;
  link?: string | null;
  description?: string | null;
  content?: string | null;
  published?: string | null;
  imageUrls?: (string | null | undefined)[];
  /** The xml:base in scope for this item (its own, else its feed's), possibly relative itself. */
  base?: string | null;
}

/**
 * What relative links in a feed are resolved against, after an item's xml:base: the feed's own
 * link (RSS channel link, Atom alternate link, JSON Feed home page or feed URL; it may be relative
 * itself) and the address the document was fetched from.
 */
export interface FeedBases {
  /** The feed element's own xml:base. */
  xmlBase?: string | null;
  feedLink?: string | null;
  fetchedFrom?: string | null;
}

export interface FeedSource {
  key: string;
  name: string;
  defaultCategory: Category | null;
}

export interface NormalisedArticle {
  title: string;
  titleKey: string;
  summary: string;
  content: string;
  category: Category;
  source: string;
  feedKey: string;
  url: string;
  canonicalUrl: string;
  imageUrl: string;
  publishedAt: Date;
}

export type NormaliseResult = { ok: true; article: NormalisedArticle } | { ok: false; reason: string };

/** Stored article text is bounded: enough for search and the newsletter, not a full copy. */
export const CONTENT_MAX_CHARS = 5000;
export const TITLE_MAX_CHARS = 300;
/** A feed clock a little ahead of ours is tolerated; beyond this, the date is not believed. */
const FUTURE_TOLERANCE_MS = 60 * 60 * 1000;

/** The local picture for a category, shipped in public/ (never an external placeholder). */
export function categoryImage(category: Category): string {
  return `/images/categories/${category}.svg`;
}

/** Unparsable dates become now; dates far in the future are not believed either. */
export function parsePublished(value: string | null | undefined, now: Date): Date {
  const parsed = value ? new Date(value.trim()) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime()) || parsed.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return now;
  return parsed;
}

/**
 * The first usable picture. An image reference without a scheme is relative (to the item's
 * xml:base, else the article, as a browser reading the article would take `<img src="photo.jpg">`),
 * never a host name of its own.
 */
function firstImage(item: RawFeedItem, bases: readonly (string | null | undefined)[]): string | null {
  const candidates = [...(item.imageUrls ?? [])];
  for (const html of [item.content, item.description]) {
    const src = html?.match(/<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i)?.[1];
    if (src) candidates.push(src);
  }
  for (const candidate of candidates) {
    if (!candidate) continue;
    const decoded = candidate.replace(/&amp;/g, '&').trim();
    const absolute = resolveFeedLink(decoded, bases);
    if (!absolute) continue;
    const verdict = checkArticleLink(absolute);
    if (verdict.ok && verdict.url.startsWith('https://')) return verdict.url;
  }
  return null;
}

export function normaliseItem(item: RawFeedItem, feed: FeedSource, now: Date, bases: FeedBases = {}): NormaliseResult {
  const title = truncate(htmlToText(item.title ?? ''), TITLE_MAX_CHARS);
  if (!title) return { ok: false, reason: 'no title' };
  // RFC 3986 bases, innermost first: the item's xml:base (itself relative to the feed's link and
  // address), the feed's own link, the address the feed came from.
  const itemBases = [item.base, bases.xmlBase, bases.feedLink, bases.fetchedFrom];
  const resolved = resolveFeedLink(item.link, itemBases);
  const link = checkArticleLink(resolved ?? item.link);
  if (!link.ok) return { ok: false, reason: `invalid link: ${link.reason}` };
  const url = withoutTracking(link.url);

  const content = truncate(htmlToText(item.content || item.description || ''), CONTENT_MAX_CHARS);
  // A description with no text of its own (often just an <img>) gives way to the full content.
  const describedInText = item.description && htmlToText(item.description) !== '' ? item.description : null;
  const description = describedInText ?? (item.content ? (enhancedSummary(item.content) ?? item.content) : null);
  const summary = cleanSummary(description, title);
  const category = categorise(title, summary, feed.defaultCategory);

  return {
    ok: true,
    article: {
      title,
      titleKey: normaliseTitle(title),
      summary,
      content,
      category,
      source: feed.name,
      feedKey: feed.key,
      url,
      canonicalUrl: canonicalArticleUrl(url),
      // Pictures resolve against the item's xml:base first, then the article they belong to.
      imageUrl: firstImage(item, [item.base, bases.xmlBase, url]) ?? categoryImage(category),
      publishedAt: parsePublished(item.published, now),
    },
  };
}
