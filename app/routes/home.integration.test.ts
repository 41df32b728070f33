import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { servicesContext } from '~/app/context.server';
import { loadConfig } from '~/server/config';
import { articles } from '~/server/db/schema';
import { createServices, type AppServices } from '~/server/services';
import { loader } from './home.server';

let database: TestDatabase;
let services: AppServices;
const BODY = 'Occupancy rose again across the portfolio. '.repeat(300);

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
  await seedArticles(
    database.db,
    Array.from({ length: 8 }, (_, i) => ({
      title: `Welltower REIT acquisition number ${i} lifts senior housing occupancy`,
      category: 'investment' as const,
      publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
    })),
  );
  await database.db.update(articles).set({ content: BODY }).where(eq(articles.category, 'investment'));
});
afterAll(() => database.destroy());

function load(url = 'http://journal.test/') {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return loader({ request: new Request(url), context, params: {}, unstable_pattern: '/' } as never);
}

describe('the home page data', () => {
  it('carries cards, not article bodies, with the reading time the body gives', async () => {
    const data = await load();
    const cards = [...data.articles, ...data.trending, ...data.market, ...data.mustRead];
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.mustRead.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.content === '')).toBe(true);
    // 1,800 words of body and 10 of title at 200 a minute.
    expect(new Set(cards.map((card) => card.readingMinutes))).toEqual(new Set([10]));
    expect(JSON.stringify(data)).not.toContain('Occupancy rose again');
  });

  it('reads the stories once for every reader until a change to them is announced', async () => {
    const title = 'Brookdale opens a memory care wing in Ohio';
    const titles = async (url?: string) => (await load(url)).articles.map((article) => article.title);
    expect(await titles()).not.toContain(title);
    await seedArticles(database.db, [{ title, category: 'senior-living', publishedAt: new Date(Date.now() - 60_000) }]);
    // Stored behind the journal's back: the kept reads still answer, for this query…
    expect(await titles()).not.toContain(title);
    // …but another query is read afresh.
    expect(await titles('http://journal.test/?category=senior-living')).toContain(title);
    services.publishedChanges.announce();
    expect(await titles()).toContain(title);
  });
});
