import { describe, it, expect } from 'vitest';
import { isCategory } from './categories';
import { FALLBACK_SOURCE, fallbackArticles } from './fallback-articles';
import { checkArticleLink } from './links';
import { isToday } from './trending';
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

  it('is the journal’s own writing, each piece naming the public source it links to', () => {
    for (const article of articles) {
      expect(article.source).toBe(FALLBACK_SOURCE);
      expect(article.summary).toMatch(/ Source: .+\.$/);
    }
  });

  it('reads as stories, not as descriptions of outlets', () => {
    for (const article of articles) {
      expect(article.title).not.toMatch(/\b(covers|tracks|publishes|reports on|advocates for)\b/i);
    }
  });

  it('is dated when it was written, newest first, never today and never in the future', () => {
    const times = articles.map((a) => Date.parse(a.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const article of articles) {
      expect(Date.parse(article.publishedAt)).toBeLessThan(NOW.getTime());
      expect(isToday(article, NOW)).toBe(false);
      // Not even on the day it was written.
      expect(isToday(article, new Date(article.publishedAt))).toBe(false);
    }
    expect(fallbackArticles(new Date('2030-01-01T00:00:00Z'))).toEqual(articles);
  });

  it('returns fresh objects on every call', () => {
    const first = fallbackArticles(NOW);
    const second = fallbackArticles(NOW);
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
  });
});
