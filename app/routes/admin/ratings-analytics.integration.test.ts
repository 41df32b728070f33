/**
 * /admin/ratings and /admin/analytics: the loaders as the HTTP layer calls them, with real
 * sessions on PGlite and PostgreSQL. Signed out → 401, a reader → 403, an admin → the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { appRatings, pageViews } from '~/server/db/schema';
import { createServices, type AppServices } from '~/server/services';
import { signedInAccount } from '~/tests/support/admin-routes';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { loader as analyticsLoader } from './analytics.server';
import { loader as ratingsLoader } from './ratings.server';

const ORIGIN = 'http://localhost:3000';
const NOW = new Date('2026-11-25T15:00:00Z');
let database: TestDatabase;
let services: AppServices;
let adminCookie: string;
let readerCookie: string;

/** A confirmed account, signed in (tests/support/admin-routes.ts). */
const signUp = (email: string) => signedInAccount(services, database.db, email);

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, {
    mailer: capturingMailer(),
    now: () => NOW,
  });
  adminCookie = await signUp('editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
  readerCookie = await signUp('reader@journal.test');
  await database.db
    .insert(appRatings)
    .values([
      { rating: 5, feedback: 'The market watch saves me a morning.', createdAt: new Date('2026-11-24T12:00:00Z') },
      { rating: 3, feedback: 'More on skilled nursing, please.', createdAt: new Date('2026-11-25T12:00:00Z') },
      { rating: 4 },
    ]);
  await database.db.insert(pageViews).values({ pagePath: '/', userSession: 's', viewedAt: new Date('2026-11-25T14:00:00Z') });
});
afterAll(() => database.destroy());

type LoaderArgs = Parameters<typeof ratingsLoader>[0] & Parameters<typeof analyticsLoader>[0];

function args(path: string, cookie?: string): LoaderArgs {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, '10.0.0.1');
  const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { request, context, params: {} } as unknown as LoaderArgs;
}

describe('the admin gate', () => {
  for (const [name, loader, path] of [
    ['/admin/ratings', ratingsLoader, '/admin/ratings'],
    ['/admin/analytics', analyticsLoader, '/admin/analytics'],
  ] as const) {
    it(`${name} answers 401 when signed out and 403 to a reader`, async () => {
      await expect(loader(args(path))).rejects.toMatchObject({ init: { status: 401 } });
      await expect(loader(args(path, readerCookie))).rejects.toMatchObject({ init: { status: 403 } });
    });
  }
});

describe('/admin/ratings', () => {
  it('shows the average, total, distribution 5 → 1 and the feedback newest first', async () => {
    const data = await ratingsLoader(args('/admin/ratings', adminCookie));
    if (!data.ok) throw new Error('not loaded');
    expect(data.averageRating).toBe(4);
    expect(data.totalRatings).toBe(3);
    expect(data.distribution.map((row) => [row.stars, row.count, row.percentage])).toEqual([
      [5, 1, 33.3],
      [4, 1, 33.3],
      [3, 1, 33.3],
      [2, 0, 0],
      [1, 0, 0],
    ]);
    expect(data.feedback.entries.map((entry) => entry.feedback)).toEqual([
      'More on skilled nursing, please.',
      'The market watch saves me a morning.',
    ]);
    expect(data.feedback.entries[0]!.createdAt).toBe('2026-11-25T12:00:00.000Z');
  });

  it('reads a page number that is not one as the first page', async () => {
    const data = await ratingsLoader(args('/admin/ratings?page=abc', adminCookie));
    expect(data.ok && data.feedback.page).toBe(1);
  });
});

describe('/admin/analytics', () => {
  it('gives an admin the counts and 30 days of page views', async () => {
    const data = await analyticsLoader(args('/admin/analytics', adminCookie));
    if (!data.ok) throw new Error('not loaded');
    expect(data.overview.counts).toMatchObject({ totalRatings: 3, averageRating: 4, totalPageViews: 1, recentPageViews: 1 });
    expect(data.overview.daily.pageViews.at(-1)).toEqual({ day: '2026-11-25', count: 1 });
  });
});
