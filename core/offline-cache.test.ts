import { testArticle } from './article-fixtures';
import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import { filterCachedArticles, OFFLINE_CACHE_MAX_AGE_MS, offlineCacheRecord, readOfflineCache } from './offline-cache';

const NOW = new Date('2026-11-23T15:00:00Z');
const article = (i: number, patch: Partial<Article> = {}): Article =>
  testArticle(i, NOW, { summary: 'A summary', category: 'senior-housing', source: 'Senior Housing News', ...patch });
const many = (n: number) => Array.from({ length: n }, (_, i) => article(i));

describe('the offline cache', () => {
  it('keeps the first 50 articles with a timestamp and version 1.0', () => {
    const record = offlineCacheRecord(many(60), NOW)!;
    expect(record.articles).toHaveLength(50);
    expect(record.articles[0]!.id).toBe('a0');
    expect(record).toMatchObject({ timestamp: NOW.getTime(), version: '1.0' });
  });

  it('is not replaced by an empty list', () => {
    expect(offlineCacheRecord([], NOW)).toBeNull();
  });

  it('reads back what was saved, until it is 7 days old', () => {
    const record = JSON.parse(JSON.stringify(offlineCacheRecord(many(3), NOW))) as unknown;
    expect(readOfflineCache(record, NOW)).toEqual(many(3));
    expect(readOfflineCache(record, new Date(NOW.getTime() + OFFLINE_CACHE_MAX_AGE_MS))).toHaveLength(3);
    expect(readOfflineCache(record, new Date(NOW.getTime() + OFFLINE_CACHE_MAX_AGE_MS + 1))).toEqual([]);
  });

  it('reads a corrupt record, another version or broken articles as empty or drops them', () => {
    for (const value of [
      null,
      'x',
      5,
      [],
      { version: '0.9', timestamp: NOW.getTime(), articles: many(2) },
      { version: '1.0', articles: many(2) },
    ]) {
      expect(readOfflineCache(value, NOW)).toEqual([]);
    }
    const record = {
      version: '1.0',
      timestamp: NOW.getTime(),
      articles: [null, { id: 'x' }, { ...article(1), publishedAt: 'soon' }, article(2)],
    };
    expect(readOfflineCache(record, NOW)).toEqual([article(2)]);
  });

  it('filters like the server: category, keyword on title, summary and source, date, source and muted outlets', () => {
    const articles = [
      article(1, { category: 'investment', title: 'Welltower buys' }),
      article(2, { source: 'Argentum' }),
      article(30, { summary: 'A REIT story' }),
    ];
    const all = { category: 'all', search: '', since: null, source: '', mutedSources: [] } as const;
    expect(filterCachedArticles(articles, all)).toHaveLength(3);
    expect(filterCachedArticles(articles, { ...all, category: 'investment' }).map((a) => a.id)).toEqual(['a1']);
    expect(filterCachedArticles(articles, { ...all, search: 'reit' }).map((a) => a.id)).toEqual(['a30']);
    expect(filterCachedArticles(articles, { ...all, search: 'ARGENT' }).map((a) => a.id)).toEqual(['a2']);
    expect(filterCachedArticles(articles, { ...all, since: new Date(NOW.getTime() - 10 * 3_600_000) })).toHaveLength(2);
    expect(filterCachedArticles(articles, { ...all, source: 'Argentum' }).map((a) => a.id)).toEqual(['a2']);
    expect(filterCachedArticles(articles, { ...all, mutedSources: ['Argentum'] }).map((a) => a.id)).toEqual(['a1', 'a30']);
  });
});
