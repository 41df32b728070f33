/**
 * /admin/newsletter's press release manager, through the route's loader and action as the HTTP layer
 * calls them, with a real admin session, on PGlite and PostgreSQL, against the press pages of the
 * local feed server on 127.0.0.1 (tests/fixtures/press-releases). Loopback is reachable only through
 * FEEDS_ALLOW_PRIVATE_ADDRESSES=true, as for feeds; without it the refusals are the real ones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXT } from '~/core/messages';
import type { PressReleaseActionData } from '~/core/press-releases';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { auditLog, newsletterSubscribers, pressReleases } from '~/server/db/schema';
import { PAGE_FETCH_LIMITS } from '~/server/news/fetch-page';
import { pinnedFetch, type HttpFetch } from '~/server/news/pinned-fetch';
import { createServices, type AppServices, type ServiceOptions } from '~/server/services';
import { routeArgs, signedInAccount } from '~/tests/support/admin-routes';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startFeedServer, type FeedServer } from '~/tests/support/feed-server';
import { capturingMailer, type CapturingMailer } from '~/tests/support/mail-capture';
import { action, loader } from './newsletter.server';
import type { Route } from './+types/newsletter';

/** A short time cap, so the timeout case takes half a second. */
const LIMITS = { ...PAGE_FETCH_LIMITS, timeoutMs: 500 };
const MONDAY_MORNING = new Date('2026-11-23T12:30:00Z');

let database: TestDatabase;
let server: FeedServer;
let tmp: string;
let strict: AppServices;
let permissive: AppServices;
let mailer: CapturingMailer;
let adminCookie: string;
let readerCookie: string;

function servicesWith(env: Record<string, string>, options: ServiceOptions = {}): AppServices {
  return createServices(
    loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: tmp, PUBLIC_URL: 'https://journal.test', ...env }),
    database,
    { now: () => MONDAY_MORNING, pressReleasePages: { limits: LIMITS }, ...options },
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startFeedServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-press-releases-'));
  mailer = capturingMailer();
  strict = servicesWith({});
  permissive = servicesWith({ FEEDS_ALLOW_PRIVATE_ADDRESSES: 'true' }, { mailer });
  adminCookie = await signedInAccount(strict, database.db, 'editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
  readerCookie = await signedInAccount(strict, database.db, 'reader@journal.test');
});
afterAll(async () => {
  await server.close();
  await database.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(pressReleases);
});

const args = (services: AppServices, cookie: string, body?: Record<string, string>) =>
  routeArgs<Route.ActionArgs & Route.LoaderArgs>(services, '/admin/newsletter', cookie, body);

/** The action's answer and its HTTP status (200 when the action did not set one). */
async function post(services: AppServices, body: Record<string, string>, cookie = adminCookie) {
  const answer = (await action(args(services, cookie, body))) as unknown as {
    data: PressReleaseActionData;
    init: ResponseInit | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const add = (services: AppServices, url: string) => post(services, { intent: 'add-press-release', url });
const stored = () => database.db.select().from(pressReleases);

/** Refused with `message`, about the address field, and nothing stored. */
async function expectRefused(services: AppServices, url: string, status: number, message: string | RegExp) {
  const answer = await add(services, url);
  expect(answer).toMatchObject({ status, intent: 'add-press-release', ok: false, field: 'url' });
  expect(answer.message).toMatch(message);
  expect(await stored()).toEqual([]);
}

describe('press releases: the gate', () => {
  it('refuses a signed-in reader without the admin role, for the page and every change', async () => {
    await expect(loader(args(strict, readerCookie))).rejects.toMatchObject({ init: { status: 403 } });
    for (const body of [
      { intent: 'add-press-release', url: server.url('/press/prnewswire.html') },
      { intent: 'delete-press-release', id: '0b9a4c1e-7a43-4c55-9d2b-6f1f6f7b2a10' },
    ] as Record<string, string>[]) {
      await expect(post(permissive, body, readerCookie)).rejects.toMatchObject({ init: { status: 403 } });
    }
    expect(server.hits('/press/prnewswire.html')).toBe(0);
  });
});

describe('press releases: adding by address', () => {
  it('reads title, source and summary from the page, stores the address after redirects, and logs who added it', async () => {
    const answer = await add(permissive, server.url('/press/moved'));
    expect(answer).toEqual({ status: 200, intent: 'add-press-release', ok: true, message: 'Press release added successfully' });
    const [row] = await stored();
    expect(row).toMatchObject({
      title: 'Brookdale Senior Living Reports November 2026 Occupancy',
      source: 'PR Newswire',
      url: server.url('/press/prnewswire.html'),
      isActive: true,
      includedInNewsletter: false,
      createdAt: MONDAY_MORNING,
    });
    expect(row!.summary).toMatch(
      /^BRENTWOOD, Tenn\., Dec\. 8, 2026 \/PRNewswire\/ -- Brookdale .* \("Brookdale" or the "Company"\)/,
    );
    const [change] = await database.db.select().from(auditLog).where(eq(auditLog.area, 'press-releases'));
    expect(change).toMatchObject({ action: 'added', subject: row!.url, actorEmail: 'editor@journal.test' });

    const page = await loader(args(permissive, adminCookie));
    expect(page.pressReleases.map((r) => r.title)).toEqual([row!.title]);
    expect(page.pressReleaseChanges[0]).toMatchObject({ action: 'added', subject: row!.url });
  });

  it('lists releases newest first', async () => {
    await database.db.insert(pressReleases).values([
      { title: 'Older', source: 'Wire', url: 'https://wire.example/older', createdAt: new Date('2026-11-20T10:00:00Z') },
      { title: 'Newer', source: 'Wire', url: 'https://wire.example/newer', createdAt: new Date('2026-11-22T10:00:00Z') },
    ]);
    expect((await loader(args(permissive, adminCookie))).pressReleases.map((r) => r.title)).toEqual(['Newer', 'Older']);
  });

  it('refuses the same page twice, also with tracking parameters or through a redirect', async () => {
    expect((await add(permissive, server.url('/press/businesswire.html'))).ok).toBe(true);
    const duplicate =
      'This press release is already in the list: “Welltower Announces $1.2 Billion Seniors Housing Acquisition & Operator Transition”';
    const hitsBefore = server.hits('/press/businesswire.html');
    expect(await add(permissive, `${server.url('/press/businesswire.html')}?utm_source=newsletter`)).toMatchObject({
      status: 409,
      ok: false,
      field: 'url',
      message: duplicate,
    });
    // Known before any request was made.
    expect(server.hits('/press/businesswire.html')).toBe(hitsBefore);
    expect((await add(permissive, server.url('/press/prnewswire.html'))).ok).toBe(true);
    expect(await add(permissive, server.url('/press/moved'))).toMatchObject({
      status: 409,
      message: expect.stringMatching(/Brookdale/),
    });
    expect(await stored()).toHaveLength(2);
  });

  it.each([
    ['127.0.0.1 (the page server itself)', () => server.url('/press/prnewswire.html'), '127.0.0.1', '127.0.0.1'],
    ['10.x', () => 'http://10.0.0.8/press/release.html', '10.0.0.8', '10.0.0.8'],
    ['169.254.x (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254', '169.254.169.254'],
    ['[::1]', () => 'http://[::1]:8080/press.html', '::1', '::1'],
    [
      'a name for 127.0.0.1',
      () => `http://localhost:${new URL(server.origin).port}/press/prnewswire.html`,
      'localhost',
      '(127.0.0.1|::1)',
    ],
  ])('refuses %s without the operator’s switch, never reaching it', async (_label, url, host, address) => {
    const hitsBefore = server.hits('/press/prnewswire.html');
    await expectRefused(
      strict,
      url(),
      422,
      new RegExp(
        `^Refused: ${host.replace(/\./g, '\\.')} is a private or loopback address \\(${address}\\); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true`,
      ),
    );
    expect(server.hits('/press/prnewswire.html')).toBe(hitsBefore);
  });

  it('refuses a public page that redirects to 127.0.0.1, at that hop', async () => {
    // The first hop stands for a public newsroom whose page redirects to the local page server;
    // that hop goes through the real pinned fetch of a journal without the operator's switch.
    const pinned = pinnedFetch();
    const newsroom: HttpFetch = async (url, init) =>
      url.startsWith('https://newsroom.sunrise.test/')
        ? new Response(null, { status: 302, headers: { location: server.url('/press/prnewswire.html') } })
        : pinned(url, init);
    const services = servicesWith({}, { pressReleasePages: { fetch: newsroom, limits: LIMITS } });
    const hitsBefore = server.hits('/press/prnewswire.html');
    await expectRefused(
      services,
      'https://newsroom.sunrise.test/2026/12/release',
      422,
      /^Refused: 127\.0\.0\.1 is a private or loopback address/,
    );
    expect(server.hits('/press/prnewswire.html')).toBe(hitsBefore);
  });

  it.each([
    ['a page past the size cap', '/press/huge.html', 'Refused: the page is larger than 2 MB'],
    ['a PDF', '/press/release.pdf', 'Refused: the address gives application/pdf, not a web page (HTML)'],
    ['a page with no title', '/press/no-title.html', 'Refused: the page has no title (no og:title, JSON-LD headline or <title>)'],
    ['a page that does not answer', '/press/slow.html', 'The page did not answer within 0.5 seconds'],
    ['a missing page', '/press/gone.html', "The page's server answered HTTP 404"],
  ])('refuses %s and says why', async (_label, route, message) => {
    await expectRefused(permissive, server.url(route), 422, message);
  });

  it.each([
    [{ intent: 'add-press-release', url: '   ' }, 'url', 'Please enter a valid URL'],
    [{ intent: 'add-press-release', url: 'file:///etc/passwd' }, 'url', 'Enter an http:// or https:// address'],
    [{ intent: 'add-press-release', url: 'www.prnewswire.com/news' }, 'url', 'Enter an http:// or https:// address'],
  ])('answers %j with 400 and the field’s message', async (body, field, message) => {
    expect(await post(permissive, body)).toEqual({ status: 400, intent: 'add-press-release', ok: false, field, message });
  });
});

describe('press releases: switching, editing, deleting', () => {
  async function oneRelease() {
    const [row] = await database.db
      .insert(pressReleases)
      .values({
        title: 'Sonida completes refinancing',
        source: 'GlobeNewswire',
        url: 'https://www.globenewswire.com/a',
        summary: 'S',
      })
      .returning();
    return row!;
  }

  it('switches Active and In newsletter with the spec’s toasts, and logs each change', async () => {
    const { id } = await oneRelease();
    expect(await post(permissive, { intent: 'set-press-release-active', id, value: 'false' })).toEqual({
      status: 200,
      intent: 'set-press-release-active',
      ok: true,
      message: 'Press release updated',
    });
    expect(await post(permissive, { intent: 'set-press-release-newsletter', id, value: 'true' })).toMatchObject({
      ok: true,
      message: 'Newsletter setting updated',
    });
    const [row] = await stored();
    expect(row).toMatchObject({ isActive: false, includedInNewsletter: true });
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.area, 'press-releases'))).map((c) => c.action);
    expect(actions).toEqual(expect.arrayContaining(['deactivated', 'put in the newsletter']));
  });

  it('edits title, source and summary, folding white space; refuses an empty title or an overlong field', async () => {
    const { id } = await oneRelease();
    const edit = (fields: Record<string, string>) =>
      post(permissive, { intent: 'edit-press-release', id, title: 'T', source: 'S', summary: '', ...fields });
    expect(
      await edit({
        title: '  Sonida   Senior Living\ncompletes refinancing ',
        source: 'Sonida',
        summary: 'Twelve\tcommunities.',
      }),
    ).toMatchObject({
      status: 200,
      ok: true,
      message: 'Press release updated',
    });
    expect((await stored())[0]).toMatchObject({
      title: 'Sonida Senior Living completes refinancing',
      source: 'Sonida',
      summary: 'Twelve communities.',
    });

    expect(await edit({ title: '   ' })).toMatchObject({ status: 400, field: 'title', message: 'Enter a title' });
    expect(await edit({ source: 'W'.repeat(121) })).toMatchObject({
      status: 400,
      field: 'source',
      message: 'Source: at most 120 characters',
    });
    expect(await edit({ summary: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      field: 'summary',
      message: 'Summary: at most 1000 characters',
    });
    expect((await stored())[0]!.title).toBe('Sonida Senior Living completes refinancing');
  });

  it('deletes a release; a second delete, or an id that is not one, is a 4xx', async () => {
    const { id } = await oneRelease();
    expect(await post(permissive, { intent: 'delete-press-release', id })).toMatchObject({
      status: 200,
      message: 'Press release deleted',
    });
    expect(await stored()).toEqual([]);
    expect(await post(permissive, { intent: 'delete-press-release', id })).toMatchObject({
      status: 404,
      ok: false,
      message: ADMIN_TEXT.pressReleaseNotFound,
    });
    expect(await post(permissive, { intent: 'set-press-release-active', id: 'not-an-id', value: 'true' })).toMatchObject({
      status: 400,
      ok: false,
    });
    expect(await post(permissive, { intent: 'set-press-release-active', id, value: 'maybe' })).toMatchObject({
      status: 400,
      ok: false,
    });
  });
});

describe('press releases in the edition', () => {
  it('a release added on the screen and put in the newsletter is in the next daily edition', async () => {
    await seedArticles(database.db, [
      { title: 'Operators report record move-ins', publishedAt: new Date(MONDAY_MORNING.getTime() - 3 * 3_600_000) },
    ]);
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'operator@sunbelt.test', isActive: true, confirmedAt: MONDAY_MORNING });
    expect((await add(permissive, server.url('/press/globenewswire.html'))).ok).toBe(true);
    const [release] = await stored();
    // Added releases wait for the admin's choice: not in the newsletter yet.
    expect(release!.includedInNewsletter).toBe(false);
    expect((await post(permissive, { intent: 'set-press-release-newsletter', id: release!.id, value: 'true' })).ok).toBe(true);

    const summary = await permissive.editions.sendTodaysEdition();
    expect(summary).toMatchObject({ kind: 'daily', successful: 1 });
    const [mail] = mailer.sent.filter((m) => m.to === 'operator@sunbelt.test');
    expect(mail!.text).toContain('Sonida Senior Living Completes Refinancing of Community Portfolio');
    expect(mail!.text).toContain('GlobeNewswire');
    expect(mail!.html).toContain(server.url('/press/globenewswire.html'));
  });
});
