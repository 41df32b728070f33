/**
 * The offline cache: the first 50 articles of the list, saved whenever the list is non-empty and
 * read back when the reader is offline. A record older than 7 days, of another version or of the
 * wrong shape reads as empty; articles of the wrong shape are dropped.
 */
import type { Article } from './article';
import { ALL_CATEGORIES, isCategory, type CategoryFilter } from './categories';

export const OFFLINE_CACHE_KEY = 'offline_articles';
export const OFFLINE_CACHE_VERSION = '1.0';
export const OFFLINE_CACHE_MAX_ARTICLES = 50;
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface OfflineCacheRecord {
  articles: Article[];
  /** Epoch ms of the save. */
  timestamp: number;
  version: typeof OFFLINE_CACHE_VERSION;
}

/** The record to save, or null for an empty list (an empty list never replaces a cache). */
export function offlineCacheRecord(articles: readonly Article[], now: Date): OfflineCacheRecord | null {
  if (articles.length === 0) return null;
  return { articles: articles.slice(0, OFFLINE_CACHE_MAX_ARTICLES), timestamp: now.getTime(), version: OFFLINE_CACHE_VERSION };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

function parseArticle(value: unknown): Article | null {
  if (!isRecord(value)) return null;
  const { id, title, summary, content, category, source, url, publishedAt, imageUrl, isFallback, alsoReportedBy } = value;
  if (!isText(id) || !isText(title) || !isText(url) || !isText(publishedAt) || Number.isNaN(Date.parse(publishedAt))) return null;
  return {
    id,
    title,
    summary: isText(summary) ? summary : '',
    content: isText(content) ? content : '',
    category: isCategory(category) ? category : 'senior-living',
    source: isText(source) ? source : '',
    url,
    publishedAt,
    imageUrl: isText(imageUrl) ? imageUrl : null,
    isFallback: isFallback === true,
    alsoReportedBy: Array.isArray(alsoReportedBy)
      ? alsoReportedBy.filter((r): r is { source: string; url: string } => isRecord(r) && isText(r.source) && isText(r.url))
      : [],
  };
}

/** The cached articles, or [] when the record is missing, corrupt, of another version or expired. */
export function readOfflineCache(value: unknown, now: Date): Article[] {
  if (!isRecord(value) || value.version !== OFFLINE_CACHE_VERSION || typeof value.timestamp !== 'number') return [];
  const age = now.getTime() - value.timestamp;
  if (age < 0 || age > OFFLINE_CACHE_MAX_AGE_MS || !Array.isArray(value.articles)) return [];
  return value.articles
    .map(parseArticle)
    .filter((a): a is Article => a !== null)
    .slice(0, OFFLINE_CACHE_MAX_ARTICLES);
}

export interface OfflineFilter {
  category: CategoryFilter;
  search: string;
  /** Earliest publication shown, or null for the whole cache. */
  since: Date | null;
  source: string;
  /** Outlet names the reader muted. */
  mutedSources: readonly string[];
}

/** The cached articles a view shows: the same rules as the server's list (keyword on title, summary, source). */
export function filterCachedArticles(articles: readonly Article[], filter: OfflineFilter): Article[] {
  const needle = filter.search.trim().toLowerCase();
  const muted = new Set(filter.mutedSources);
  return articles.filter(
    (a) =>
      (filter.category === ALL_CATEGORIES || a.category === filter.category) &&
      (!filter.source || a.source === filter.source) &&
      (!filter.since || Date.parse(a.publishedAt) >= filter.since.getTime()) &&
      !muted.has(a.source) &&
      (!needle || [a.title, a.summary, a.source].some((field) => field.toLowerCase().includes(needle))),
  );
}
