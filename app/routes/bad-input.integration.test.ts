import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { servicesContext } from '~/app/context.server';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { loader as embedLoader } from './embed.server';
import { loader as homeLoader } from './home.server';

/** Bad input in a URL is answered or cleaned, never a 500 (issue 9, finding 8). */
let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
  // Stored articles, so searches reach SQL rather than the fallback list.
  await seedArticles(database.db, [{ title: 'Memory care occupancy climbs', publishedAt: new Date() }]);
});
afterAll(() => database.destroy());

function loaderArgs(url: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return { request: new Request(url), context, params: {}, unstable_pattern: '/' } as never;
}

describe('a NUL byte in a search', () => {
  it('is cleaned by the articles API for q and source', async () => {
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    for (const query of ['q=%00', 'source=%00', 'q=memory%00care', 'q=memory%00']) {
      const response = await app.request(`/api/v1/articles?${query}`);
      expect(response.status, query).toBe(200);
    }
    const found = (await (await app.request('/api/v1/articles?q=memory%00')).json()) as { total: number };
    expect(found.total).toBe(1);
  });

  it('is cleaned by the home page and the embed', async () => {
    const home = await homeLoader(loaderArgs('http://journal.test/?search=%00'));
    expect(home.query.search).toBe('');
    const embed = await embedLoader(loaderArgs('http://journal.test/embed?q=memory%00care'));
    expect(embed.options.q).toBe('memory care');
    expect(embed.articles.map((article) => article.title)).toEqual(['Memory care occupancy climbs']);
  });

  it('is refused by the embed with 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['mobile=maybe', 'mobile'],
      ['category=gardening', 'category'],
      ['limit=1000', 'limit'],
      ['theme=neon', 'theme'],
    ]) {
      const refusal = await embedLoader(loaderArgs(`http://journal.test/embed?${query}`)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal, query).toMatchObject({ init: { status: 400 }, data: { parameter } });
    }
  });
});
