/**
 * POST /api/v1/ratings through the whole HTTP front (same-origin, JSON-only, the shared limiter),
 * and the statistics the admin screens read back, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_SIZE } from '~/core/ratings';
import { loadConfig } from '~/server/config';
import { appRatings, rateLimits } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { RATING_SUBMIT_LIMIT } from './ratings';

const OURS = 'https://journal.test';
let clock = new Date('2026-11-25T15:00:00Z');
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS });
  services = createServices(config, database, { mailer: capturingMailer(), now: () => clock });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(appRatings);
  await database.db.delete(rateLimits);
});

const rate = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/v1/ratings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OURS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/v1/ratings', () => {
  it('stores stars, trimmed feedback and the session id, and answers 201', async () => {
    const response = await rate({ rating: 4, feedback: '  Useful REIT coverage. ', session: 'c0ffee-01' });
    expect(response.status).toBe(201);
    const rows = await database.db.select().from(appRatings);
    expect(rows).toMatchObject([{ rating: 4, feedback: 'Useful REIT coverage.', userSession: 'c0ffee-01' }]);
    expect(rows[0]!.createdAt.toISOString()).toBe(clock.toISOString());
  });

  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ rating: 6 }, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ feedback: 'no stars' }, 'rating'],
      [{ rating: 5, feedback: 'x'.repeat(1001) }, 'feedback'],
      [{ rating: 5, session: '<script>' }, 'session'],
      ['{not json', 'body'],
    ];
    for (const [body, parameter] of cases) {
      const response = await rate(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await response.json()).toMatchObject({ parameter });
    }
    expect(await database.db.select().from(appRatings)).toHaveLength(0);
  });

  it('refuses another site (403) and a form post (415)', async () => {
    expect((await rate({ rating: 5 }, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    const form = await app.request('/api/v1/ratings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: OURS },
      body: 'rating=5',
    });
    expect(form.status).toBe(415);
  });

  it('limits ratings per client address; bad input does not use up the allowance', async () => {
    await rate({ rating: 9 });
    for (let i = 0; i < RATING_SUBMIT_LIMIT.max; i += 1) expect((await rate({ rating: 5 })).status).toBe(201);
    expect((await rate({ rating: 5 })).status).toBe(429);
    clock = new Date(clock.getTime() + RATING_SUBMIT_LIMIT.windowMs + 1);
    expect((await rate({ rating: 5 })).status).toBe(201);
  });
});

describe('rating statistics', () => {
  it('counts average, total and each star value in one query', async () => {
    for (const rating of [5, 5, 4, 3, 1, 5]) await rate({ rating });
    expect(await services.ratings.stats()).toEqual({
      averageRating: 23 / 6,
      totalRatings: 6,
      counts: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 3 },
    });
  });

  it('has no average before the first rating', async () => {
    expect(await services.ratings.stats()).toMatchObject({ averageRating: null, totalRatings: 0 });
  });

  it('pages the feedback newest first, leaving out ratings without any', async () => {
    const start = clock.getTime();
    for (let i = 0; i < FEEDBACK_PAGE_SIZE + 3; i += 1) {
      clock = new Date(start + i * 1000);
      // Each from its own address: the limit is not what this test is about.
      await services.ratings.submit({ rating: 4, feedback: `Comment ${i}` }, `192.0.2.${i}`);
    }
    await services.ratings.submit({ rating: 2 }, '192.0.2.200');
    const first = await services.ratings.feedback(1);
    expect(first).toMatchObject({ total: FEEDBACK_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.entries[0]!.feedback).toBe(`Comment ${FEEDBACK_PAGE_SIZE + 2}`);
    const second = await services.ratings.feedback(2);
    expect(second.entries.map((e) => e.feedback)).toEqual(['Comment 2', 'Comment 1', 'Comment 0']);
    // A page past the end shows the last page.
    expect((await services.ratings.feedback(99)).page).toBe(2);
  });
});
