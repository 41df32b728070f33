/**
 * The home page's data from the offline cache, for a view asked for while the network is gone:
 * the same shape as the server's, computed with the same rules from the cached articles.
 */
import { alertStories } from '~/core/alerts';
import type { Article } from '~/core/article';
import type { Category } from '~/core/categories';
import { coverage } from '~/core/coverage';
import { dateRangeStart } from '~/core/date-range';
import { filterCachedArticles } from '~/core/offline-cache';
import { marketNews, mustReadStories, trendingArticles } from '~/core/trending';
import { readCachedArticles } from './offline-store';

export interface OfflineQuery {
  category: 'all' | Category;
  search: string;
  range: 'all' | 'today' | 'week' | 'month';
  source: string;
  show: number;
}

export function offlineHomeData<Q extends OfflineQuery>(query: Q, now: Date = new Date()) {
  const cached = readCachedArticles(now);
  const matching = filterCachedArticles(cached, {
    category: query.category,
    search: query.search,
    since: dateRangeStart(query.range, now),
    source: query.source,
    mutedSources: [],
  });
  const counts: Partial<Record<Category, number>> = {};
  for (const a of cached) counts[a.category] = (counts[a.category] ?? 0) + 1;
  const articles: Article[] = matching.slice(0, query.show);
  return {
    articles,
    total: matching.length,
    isFallback: cached.some((a) => a.isFallback),
    counts,
    query,
    now: now.toISOString(),
    trending: trendingArticles(cached, now),
    market: marketNews(cached, now),
    mustRead: mustReadStories(cached, now),
    coverage: coverage(cached, counts, cached.length, now),
    alerts: alertStories(cached),
    // Quotes are live figures: none are kept for offline reading.
    markets: { quotes: null, history: null, updates: true },
    sources: [] as { key: string; name: string }[],
    mutedFeeds: [] as string[],
    siteUrl: window.location.origin,
    keywords: [] as string[],
    offline: true,
  };
}
