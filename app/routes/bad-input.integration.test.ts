import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { newsletterSubscribers, user } from '~/server/db/schema';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { NOT_A_FORM } from '~/app/form-data.server';
import { NUL_REFUSED } from '~/core/text';
import { action as accountAction } from './account.server';
import { loader as embedLoader } from './embed.server';
import { loader as homeLoader } from './home.server';
import { action as pollsAction } from './industry-polls.server';
import { action as confirmAction } from './newsletter-confirm.server';
import { action as preferencesAction } from './newsletter-preferences.server';
import { action as newsletterAction } from './newsletter.server';
import { action as unsubscribeAction } from './newsletter-unsubscribe.server';

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

function loaderArgs(url: string, init?: RequestInit) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, '10.0.0.1');
  return { request: new Request(url, init), context, params: {}, unstable_pattern: '/' } as never;
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

describe('a page form that is not a form', () => {
  const actions = {
    '/account': accountAction,
    '/newsletter': newsletterAction,
    '/industry-polls': pollsAction,
    '/newsletter/confirm': confirmAction,
    '/newsletter/unsubscribe': unsubscribeAction,
    '/newsletter/preferences': preferencesAction,
  };
  const bodies: [contentType: string, body: string][] = [
    ['application/json', '{"intent":"subscribe","email":"reader@operator.test"}'],
    ['text/plain', 'intent=subscribe'],
    ['multipart/form-data; boundary=zz', 'not multipart at all'],
  ];

  it('is refused with 400 and the reason, not a 500, as is a field with a NUL, and stores nothing', async () => {
    for (const [path, action] of Object.entries(actions)) {
      for (const [contentType, body] of bodies) {
        const args = loaderArgs(`http://journal.test${path}`, {
          method: 'POST',
          headers: { 'Content-Type': contentType, Origin: 'http://journal.test' },
          body,
        });
        const refusal = await (action as (args: never) => Promise<unknown>)(args).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal, `${path} ${contentType}`).toMatchObject({ init: { status: 400 }, data: NOT_A_FORM });
      }
    }
    const nul = await newsletterAction(
      loaderArgs('http://journal.test/newsletter', {
        method: 'POST',
        headers: { Origin: 'http://journal.test' },
        body: new URLSearchParams({ intent: 'subscribe', email: 'reader\u0000@operator.test' }),
      }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(nul).toMatchObject({ init: { status: 400 }, data: NUL_REFUSED });
    expect(await database.db.$count(newsletterSubscribers)).toBe(0);
    expect(await database.db.$count(user)).toBe(0);
  });
});
