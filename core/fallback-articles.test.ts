import { describe, it, expect } from 'vitest';
import { isCategory } from './categories';
import { fallbackArticles } from './fallback-articles';
import { checkArticleLink } from './links';
import { readerWindowStart } from './time';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-23T15:00:00.000Z');
const articles = fallbackArticles(NOW);

describe('fallbackArticles', () => {
  it('offers at least five articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(5);
  });

  it.each(articles.map((a) => [a.id, a] as const))('%s is a complete, valid fallback article', (_id, article) => {
    expect(article.isFallback).toBe(true);
    expect(article.id).toMatch(/^fallback-[a-z0-9-]+$/);
    expect(article.title.trim()).not.toBe('');
    expect(article.source.trim()).not.toBe('');
    expect(article.summary.trim()).not.toBe('');
    expect(article.summary.length).toBeLessThanOrEqual(200);
    expect(article.content).toBe(article.summary);
    expect(article.imageUrl).toBeNull();
    expect(isCategory(article.category)).toBe(true);
    expect(checkArticleLink(article.url)).toEqual({ ok: true, url: article.url });
    expect(new Date(article.publishedAt).toISOString()).toBe(article.publishedAt);
  });

  it('has unique ids, titles and links', () => {
    for (const key of ['id', 'title', 'url'] as const) {
      expect(new Set(articles.map((a) => a[key])).size).toBe(articles.length);
    }
  });

  it('is sorted newest first, two hours apart, starting two hours before now', () => {
    const times = articles.map((a) => Date.parse(a.publishedAt));
    expect(times[0]).toBe(NOW.getTime() - 2 * HOUR);
    times.slice(1).forEach((time, i) => expect(times[i]! - time).toBe(2 * HOUR));
  });

  it('lies inside the last 30 days and never in the future', () => {
    const windowStart = readerWindowStart(NOW).getTime();
    for (const article of articles) {
      const time = Date.parse(article.publishedAt);
      expect(time).toBeLessThan(NOW.getTime());
      expect(time).toBeGreaterThanOrEqual(windowStart);
    }
  });

  it('dates the articles relative to the current time by default', () => {
    const before = Date.now();
    const [newest] = fallbackArticles();
    const after = Date.now();
    const time = Date.parse(newest!.publishedAt);
    expect(time).toBeGreaterThanOrEqual(before - 2 * HOUR);
    expect(time).toBeLessThanOrEqual(after - 2 * HOUR);
  });

  it('returns fresh objects on every call', () => {
    const first = fallbackArticles(NOW);
    const second = fallbackArticles(NOW);
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
  });
});
