import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { loadConfig } from '~/server/config';
import { articles, feeds } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { countArticlesByCategory, listArticles } from '~/server/news/articles';
import { createServices } from '~/server/services';
import { windowTerms } from './terms';

const NOW = new Date('2026-11-23T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(articles);
});

describe('suggestion terms from the 30-day window', () => {
  it('offer words of every headline in the window that start with the prefix, not only the newest five', async () => {
    await seedArticles(database.db, [
      ...Array.from({ length: 8 }, (_, i) => ({ title: `Occupancy update ${i}`, publishedAt: hoursAgo(i + 1) })),
      { title: 'Welltower buys a campus', publishedAt: hoursAgo(200) },
      { title: 'Welltower earnings beat', publishedAt: hoursAgo(300) },
      { title: 'Wellness programs grow', publishedAt: hoursAgo(100) },
      { title: 'Welltower in the archive', publishedAt: hoursAgo(24 * 40) },
    ]);
    expect(await windowTerms(database.db, 'WELL', NOW)).toEqual(['Welltower', 'Wellness']);
    expect(await windowTerms(database.db, 'we', NOW)).toEqual([]);
    expect(await windowTerms(database.db, '100%_', NOW)).toEqual([]);
  });

  it('are served at /api/v1/search-terms, with a 400 naming a bad prefix', async () => {
    await seedArticles(database.db, [{ title: 'Memory care demand rises', publishedAt: hoursAgo(1) }]);
    const services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, { now: () => NOW });
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const ok = await app.request('/api/v1/search-terms?prefix=mem');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ terms: ['Memory'] });
    expect(ok.headers.get('cache-control')).toContain('max-age=300');
    const bad = await app.request(`/api/v1/search-terms?prefix=${'x'.repeat(51)}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ parameter: 'prefix' });
    expect((await app.request('/api/v1/search-terms')).status).toBe(400);
  });
});

describe('muted sources', () => {
  it('leave the list and the category counts; stories without a feed stay', async () => {
    await database.db
      .insert(feeds)
      .values([
        { key: 'argentum', name: 'Argentum', url: 'https://argentum.test/feed' },
        { key: 'bisnow', name: 'Bisnow', url: 'https://bisnow.test/feed' },
      ])
      .onConflictDoNothing();
    await seedArticles(database.db, [
      { title: 'From Argentum', source: 'Argentum', category: 'investment', publishedAt: hoursAgo(1) },
      { title: 'From Bisnow', source: 'Bisnow', category: 'investment', publishedAt: hoursAgo(2) },
      { title: 'Press release', source: 'Wire', category: 'technology', publishedAt: hoursAgo(3) },
    ]);
    await database.db.update(articles).set({ feedKey: 'argentum' }).where(eq(articles.source, 'Argentum'));
    await database.db
      .update(articles)
      .set({ feedKey: 'bisnow' })
      .where(inArray(articles.source, ['Bisnow']));
    const page = await listArticles(database.db, { limit: 10, offset: 0, excludeFeeds: ['argentum'] }, NOW);
    expect(page.articles.map((a) => a.title)).toEqual(['From Bisnow', 'Press release']);
    expect(page.total).toBe(2);
    expect(await countArticlesByCategory(database.db, NOW, ['argentum', 'bisnow'])).toEqual({ technology: 1 });
  });
});
