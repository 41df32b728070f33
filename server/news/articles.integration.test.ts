import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fallbackArticles } from '~/core/fallback-articles';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { articles } from '~/server/db/schema';
import { countArticlesByCategory, listArticles } from './articles';

const NOW = new Date('2026-11-23T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(articles);
});

const page = { limit: 20, offset: 0 };

describe('listArticles', () => {
  it('serves the labelled fallback selection while the database holds no article', async () => {
    const result = await listArticles(database.db, page, NOW);
    expect(result.isFallback).toBe(true);
    expect(result.total).toBe(fallbackArticles(NOW).length);
    expect(result.articles.every((a) => a.isFallback)).toBe(true);
    const counts = await countArticlesByCategory(database.db, NOW);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(fallbackArticles(NOW).length);
  });

  it('shows an empty page, not the fallback, when stored news matches nothing', async () => {
    await seedArticles(database.db, [{ title: 'Archived story', publishedAt: daysAgo(31) }]);
    const result = await listArticles(database.db, page, NOW);
    expect(result).toEqual({ articles: [], total: 0, isFallback: false });
    expect(await listArticles(database.db, { ...page, category: 'investment' }, NOW)).toEqual(result);
    expect(await countArticlesByCategory(database.db, NOW)).toEqual({});
  });

  it('lists stored articles newest first within the 30-day window and leaves older ones in the archive', async () => {
    await seedArticles(database.db, [
      { title: 'Older story', publishedAt: daysAgo(3) },
      { title: 'Newest story', publishedAt: hoursAgo(1) },
      { title: 'Archived story', publishedAt: daysAgo(31) },
      { title: 'Edge of window', publishedAt: daysAgo(29) },
    ]);
    const result = await listArticles(database.db, page, NOW);
    expect(result.isFallback).toBe(false);
    expect(result.articles.map((a) => a.title)).toEqual(['Newest story', 'Older story', 'Edge of window']);
    expect(result.total).toBe(3);
    const stored = await database.db.select().from(articles);
    expect(stored).toHaveLength(4);
  });

  it('hides healthcare unless nothing else is left', async () => {
    await seedArticles(database.db, [
      { title: 'Hospital capacity', category: 'healthcare', publishedAt: hoursAgo(2) },
      { title: 'REIT buys portfolio', category: 'investment', publishedAt: hoursAgo(3) },
    ]);
    expect((await listArticles(database.db, page, NOW)).articles.map((a) => a.title)).toEqual(['REIT buys portfolio']);

    await database.db.delete(articles);
    await seedArticles(database.db, [{ title: 'Hospital capacity', category: 'healthcare', publishedAt: hoursAgo(2) }]);
    expect((await listArticles(database.db, page, NOW)).articles.map((a) => a.title)).toEqual(['Hospital capacity']);
  });

  it('filters by category and matches keywords case-insensitively on title, summary and source', async () => {
    await seedArticles(database.db, [
      { title: 'Welltower acquires campus', category: 'investment', publishedAt: hoursAgo(1) },
      { title: 'Staffing rule', category: 'regulations', summary: 'CMS publishes a final rule', publishedAt: hoursAgo(2) },
      { title: 'Memory care opening', category: 'senior-living', source: "McKnight's Senior Living", publishedAt: hoursAgo(3) },
      { title: '100% occupancy_rate', category: 'senior-living', publishedAt: hoursAgo(4) },
    ]);
    const titles = async (query: Parameters<typeof listArticles>[1]) =>
      (await listArticles(database.db, query, NOW)).articles.map((a) => a.title);

    expect(await titles({ ...page, category: 'investment' })).toEqual(['Welltower acquires campus']);
    expect(await titles({ ...page, q: 'WELLTOWER' })).toEqual(['Welltower acquires campus']);
    expect(await titles({ ...page, q: 'final rule' })).toEqual(['Staffing rule']);
    expect(await titles({ ...page, q: 'mcknight' })).toEqual(['Memory care opening']);
    // LIKE wildcards in the reader's input are literal characters.
    expect(await titles({ ...page, q: '%' })).toEqual(['100% occupancy_rate']);
    expect(await titles({ ...page, q: '_' })).toEqual(['100% occupancy_rate']);
    expect(await titles({ ...page, q: 'nothing like this' })).toEqual([]);
  });

  it('pages with limit and offset and reports the full total', async () => {
    await seedArticles(
      database.db,
      Array.from({ length: 12 }, (_, i) => ({ title: `Story ${i}`, publishedAt: hoursAgo(i + 1) })),
    );
    const second = await listArticles(database.db, { limit: 5, offset: 5 }, NOW);
    expect(second.total).toBe(12);
    expect(second.articles.map((a) => a.title)).toEqual(['Story 5', 'Story 6', 'Story 7', 'Story 8', 'Story 9']);
  });
});

describe('countArticlesByCategory', () => {
  it('counts stored articles per category inside the window', async () => {
    await seedArticles(database.db, [
      { title: 'a', category: 'investment', publishedAt: hoursAgo(1) },
      { title: 'b', category: 'investment', publishedAt: hoursAgo(2) },
      { title: 'c', category: 'technology', publishedAt: hoursAgo(3) },
      { title: 'd', category: 'technology', publishedAt: daysAgo(40) },
    ]);
    expect(await countArticlesByCategory(database.db, NOW)).toEqual({ investment: 2, technology: 1 });
  });
});
