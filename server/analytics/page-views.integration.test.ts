/**
 * The page-view beacon through the whole HTTP front, the 13-month prune and the Analytics screen's
 * counts and days, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { grantRole } from '~/server/auth/roles';
import { appRatings, newsletterSubscribers, pageViews, pollResponses, polls, rateLimits } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { jobTable } from '~/server/jobs/table';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { analyticsOverview } from './dashboard';
import { PAGE_VIEW_LIMIT } from './page-views';

const OURS = 'https://journal.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const clock = new Date('2026-11-25T15:00:00Z');
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;
const mailer = capturingMailer();
let adminCookie = '';
let readerCookie = '';

async function signUp(email: string): Promise<string> {
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OURS },
    body: JSON.stringify({ email, password: 'a long passphrase', name: email }),
  });
  const verify = mailer.linkTo(email, '/api/auth/verify-email');
  const confirmed = await app.request(`${verify.pathname}${verify.search}`);
  return confirmed.headers.getSetCookie()[0]!.split(';')[0]!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS });
  services = createServices(config, database, { mailer, now: () => clock });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
  adminCookie = await signUp('editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
  readerCookie = await signUp('reader@journal.test');
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(pageViews);
  await database.db.delete(rateLimits);
});

const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/v1/page-views', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OURS, 'User-Agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const view = { path: '/newsletter', referrer: 'https://www.google.com/search?q=senior+housing', session: 'tab-1' };

describe('POST /api/v1/page-views', () => {
  it('records the path, session, referrer without its query, user agent and time', async () => {
    const response = await beacon({ ...view, path: '/newsletter?utm=x' });
    // The path's query is refused by nothing; it is simply not kept.
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(pageViews);
    expect(row).toMatchObject({
      pagePath: '/newsletter',
      userId: null,
      userSession: 'tab-1',
      referrer: 'https://www.google.com/search',
      userAgent: BROWSER,
    });
    expect(row!.viewedAt.toISOString()).toBe(clock.toISOString());
  });

  it("records a signed-in reader's id, taken from the session cookie, not the body", async () => {
    expect((await beacon({ ...view, userId: 'someone-else' }, { Cookie: readerCookie })).status).toBe(201);
    const [row] = await database.db.select().from(pageViews);
    expect(row!.userId).toEqual(expect.any(String));
    expect(row!.userId).not.toBe('someone-else');
  });

  it('does not count bots, prefetches, prerenders or signed-in admins', async () => {
    const excluded: [Record<string, string>, string][] = [
      [{ 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 'bot'],
      [{ 'User-Agent': '' }, 'bot'],
      [{ Purpose: 'prefetch' }, 'prefetch'],
      [{ 'Sec-Purpose': 'prefetch;prerender' }, 'prefetch'],
      [{ Cookie: adminCookie }, 'admin'],
    ];
    for (const [headers, reason] of excluded) {
      const response = await beacon(view, headers);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ recorded: false, reason });
    }
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('answers bad input with 400 naming the field, never 500, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      ['not json', 'body'],
      [null, 'body'],
      [[], 'body'],
      [{ session: 'tab-1' }, 'path'],
      [{ ...view, path: 'https://elsewhere.example/' }, 'path'],
      [{ ...view, path: `/${'x'.repeat(600)}` }, 'path'],
      [{ ...view, referrer: 'x'.repeat(2000) }, 'referrer'],
      [{ ...view, session: 42 }, 'session'],
      [{ ...view, session: 'a'.repeat(100) }, 'session'],
    ];
    for (const [body, parameter] of cases) {
      const response = await beacon(body);
      expect(response.status, JSON.stringify(body)?.slice(0, 50)).toBe(400);
      expect(await response.json()).toMatchObject({ parameter });
    }
    expect(await database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('keeps at most 512 characters of a user agent', async () => {
    await beacon(view, { 'User-Agent': `${BROWSER} ${'x'.repeat(2000)}` });
    const [row] = await database.db.select().from(pageViews);
    expect(row!.userAgent).toHaveLength(512);
  });

  it('refuses another site (403) and limits one address', async () => {
    expect((await beacon(view, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    await database.db.insert(rateLimits).values({
      limiter: 'pageViews',
      key: 'unknown',
      hits: Array.from({ length: PAGE_VIEW_LIMIT.max }, () => clock.getTime()),
      expiresAt: new Date(clock.getTime() + PAGE_VIEW_LIMIT.windowMs),
    });
    expect((await beacon(view)).status).toBe(429);
  });
});

describe('the daily prune', () => {
  it('removes page views older than 13 months and keeps the rest', async () => {
    const at = (iso: string) => ({ pagePath: '/', userSession: 's', viewedAt: new Date(iso) });
    await database.db
      .insert(pageViews)
      .values([at('2025-10-24T09:00:00Z'), at('2025-10-25T16:00:00Z'), at('2026-11-24T12:00:00Z')]);
    const prune = jobTable(services).find((job) => job.name === 'page-views-prune')!;
    expect(prune.cron).toBeDefined();
    expect(await prune.handler()).toEqual({ pruned: 1 });
    const left = await database.db.select({ viewedAt: pageViews.viewedAt }).from(pageViews);
    expect(left.map((r) => r.viewedAt.toISOString()).sort()).toEqual(['2025-10-25T16:00:00.000Z', '2026-11-24T12:00:00.000Z']);
  });
});

describe('analytics overview', () => {
  it('counts the eight figures, the New York days and the top pages', async () => {
    // A fresh install's seeded polls (migration 0012) would count too: this test counts its own.
    await database.db.delete(polls);
    const [poll] = await database.db
      .insert(polls)
      .values([
        { question: 'Will occupancy pass 90% in 2027?', options: ['Yes', 'No'] },
        { question: 'Closed poll', options: ['A', 'B'], isActive: false },
      ])
      .returning();
    await database.db.insert(pollResponses).values([
      { pollId: poll!.id, selectedOption: 'Yes', userSession: 'v1', createdAt: new Date('2026-11-25T04:30:00Z') },
      { pollId: poll!.id, selectedOption: 'No', userSession: 'v2', createdAt: new Date('2026-11-25T05:30:00Z') },
    ]);
    await database.db.insert(newsletterSubscribers).values([
      { email: 'old@operator.test', subscribedAt: new Date('2026-09-01T12:00:00Z') },
      { email: 'new@operator.test', subscribedAt: new Date('2026-11-20T12:00:00Z') },
    ]);
    await database.db.insert(appRatings).values([{ rating: 5 }, { rating: 4 }, { rating: 4 }]);
    const view = (path: string, iso: string) => ({ pagePath: path, userSession: 's', viewedAt: new Date(iso) });
    await database.db
      .insert(pageViews)
      .values([
        view('/', '2026-11-25T14:00:00Z'),
        view('/', '2026-11-25T03:00:00Z'),
        view('/newsletter', '2026-11-24T15:00:00Z'),
        view('/', '2026-10-26T12:00:00Z'),
        view('/industry-polls', '2026-06-01T12:00:00Z'),
      ]);

    const overview = await analyticsOverview(database.db, clock);
    expect(overview.counts).toEqual({
      totalSubscribers: 2,
      newSubscribers: 1,
      polls: 2,
      activePolls: 1,
      pollResponses: 2,
      averageRating: 13 / 3,
      totalRatings: 3,
      totalPageViews: 5,
      recentPageViews: 3,
    });
    const views = overview.daily.pageViews;
    expect(views).toHaveLength(30);
    // 03:00 UTC on Nov 25 is 10 PM on Nov 24 in New York.
    expect(views.at(-1)).toEqual({ day: '2026-11-25', count: 1 });
    expect(views.at(-2)).toEqual({ day: '2026-11-24', count: 2 });
    expect(views.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    expect(overview.daily.votes.slice(-2)).toEqual([
      { day: '2026-11-24', count: 1 },
      { day: '2026-11-25', count: 1 },
    ]);
    expect(overview.daily.newSubscribers.find((d) => d.day === '2026-11-20')?.count).toBe(1);
    expect(overview.topPages).toEqual([
      { path: '/', views: 2 },
      { path: '/newsletter', views: 1 },
    ]);
  });
});
