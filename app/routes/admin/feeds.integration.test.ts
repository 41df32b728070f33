/**
 * /admin/feeds: "Try a feed" and the feed list, through the route's loader and action as the HTTP
 * layer calls them, with a real admin session, on PGlite and PostgreSQL, against the local feed
 * server on 127.0.0.1. Loopback is reachable for admin-typed addresses only through
 * FEEDS_ALLOW_PRIVATE_ADDRESSES=true.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { auditLog, feeds } from '~/server/db/schema';
import { DEFAULT_FETCH_LIMITS } from '~/server/news/fetch-feed';
import { createServices, type AppServices } from '~/server/services';
import { signedInAccount, routeArgs } from '~/tests/support/admin-routes';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startFeedServer, type FeedServer } from '~/tests/support/feed-server';
import { action, loader, type FeedsActionData } from './feeds.server';
import type { Route } from './+types/feeds';

const LIMITS = { ...DEFAULT_FETCH_LIMITS, timeoutMs: 2_000, retryDelaysMs: [10] };
let database: TestDatabase;
let server: FeedServer;
let tmp: string;
let strict: AppServices;
let permissive: AppServices;
let adminCookie: string;
let readerCookie: string;

function servicesWith(env: Record<string, string>): AppServices {
  return createServices(
    loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: tmp, FEEDS_CONFIG: path.join(tmp, 'feeds.json'), ...env }),
    database,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startFeedServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-admin-feeds-'));
  fs.writeFileSync(
    path.join(tmp, 'feeds.json'),
    JSON.stringify([
      { key: 'shn', name: 'Senior Housing News', url: server.url('/seniorhousingnews.xml'), defaultCategory: 'senior-housing' },
      { key: 'mck', name: 'McKnight’s', url: server.url('/mcknights.xml') },
    ]),
  );
  strict = servicesWith({});
  permissive = servicesWith({ FEEDS_ALLOW_PRIVATE_ADDRESSES: 'true' });
  adminCookie = await signedInAccount(strict, database.db, 'editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
  readerCookie = await signedInAccount(strict, database.db, 'reader@journal.test');
});
afterAll(async () => {
  await server.close();
  await database.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const args = (services: AppServices, cookie: string, body?: Record<string, string>) =>
  routeArgs<Route.ActionArgs & Route.LoaderArgs>(services, '/admin/feeds', cookie, body);

const post = (services: AppServices, body: Record<string, string>, cookie = adminCookie) =>
  action(args(services, cookie, body)) as Promise<FeedsActionData>;

describe('/admin/feeds: the gate', () => {
  it('refuses a signed-in reader without the admin role, for the page and the form', async () => {
    await expect(loader(args(strict, readerCookie))).rejects.toMatchObject({ init: { status: 403 } });
    await expect(post(strict, { intent: 'preview', url: 'https://feeds.argentum.org/rss' }, readerCookie)).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('/admin/feeds: Try a feed', () => {
  it('refuses a loopback address by default, without fetching it', async () => {
    const before = server.hits('/real-world/rss-relative-links.xml');
    const result = await post(strict, { intent: 'preview', url: server.url('/real-world/rss-relative-links.xml') });
    expect(result).toMatchObject({ intent: 'preview', ok: true, preview: { format: null, items: [] } });
    expect(result.intent === 'preview' && 'preview' in result && result.preview.error).toMatch(
      /^Refused: 127\.0\.0\.1 is a private or loopback address \(127\.0\.0\.1\); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true/,
    );
    expect(server.hits('/real-world/rss-relative-links.xml')).toBe(before);
  });

  it('previews a loopback feed when the operator allows private addresses, storing nothing', async () => {
    const result = await post(permissive, { intent: 'preview', url: server.url('/real-world/rss-relative-links.xml') });
    if (!('preview' in result)) throw new Error(JSON.stringify(result));
    expect(result.preview).toMatchObject({ format: 'rss', error: null });
    expect(result.preview.items.map((i) => i.url)).toEqual([
      'https://www.argentum.org/news/2026/11/workforce-training-funding/',
      'https://www.argentum.org/news/2026/11/occupancy-climbs-primary-markets.html',
    ]);
    expect(result.preview.dropped).toHaveLength(1);
    expect(await database.db.select().from(feeds)).toEqual([]);
  });

  it.each([
    [{ intent: 'preview', url: '' }, 'Enter the address of a feed'],
    [{ intent: 'preview', url: 'file:///etc/passwd' }, 'Enter an http:// or https:// address'],
    [{ intent: 'preview', url: 'not a url' }, 'Enter an http:// or https:// address'],
  ])('answers %j with a field error', async (body, message) => {
    expect(await post(strict, body)).toEqual({ intent: 'preview', ok: false, field: 'url', message });
  });
});

describe('/admin/feeds: the feed list', () => {
  it('adds a feed, recording who added it; refuses a used key and a loopback address by default', async () => {
    const input = {
      intent: 'add',
      key: 'argentum-news',
      name: 'Argentum News',
      url: server.url('/real-world/rss-relative-links.xml'),
    };
    const refused = await post(strict, input);
    expect(refused).toMatchObject({
      intent: 'add',
      ok: false,
      field: 'url',
      message: expect.stringMatching(/^Refused: 127\.0\.0\.1/),
    });

    expect(await post(permissive, { ...input, defaultCategory: 'senior-living' })).toEqual({
      intent: 'add',
      ok: true,
      message: "Feed 'Argentum News' added; it is fetched with the next refresh",
    });
    expect(await post(permissive, { ...input, key: 'shn' })).toMatchObject({ ok: false, field: 'key' });
    expect(await post(permissive, { ...input, key: 'Bad Key!' })).toMatchObject({ ok: false, field: 'key' });

    const [row] = await database.db.select().from(feeds).where(eq(feeds.key, 'argentum-news'));
    expect(row).toMatchObject({ name: 'Argentum News', defaultCategory: 'senior-living', enabled: true });
    expect(row!.addedBy).not.toBeNull();
    const changes = await database.db.select().from(auditLog);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      area: 'feeds',
      subject: 'argentum-news',
      action: 'added',
      actorEmail: 'editor@journal.test',
    });

    const page = await loader(args(permissive, adminCookie));
    expect(page.feeds.map((f) => [f.key, f.origin, f.enabled])).toEqual([
      ['shn', 'configured', true],
      ['mck', 'configured', true],
      ['argentum-news', 'admin', true],
    ]);
    expect(page.changes[0]).toMatchObject({ subject: 'argentum-news', action: 'added', actorEmail: 'editor@journal.test' });
  });

  it('fetches admin-added feeds; a disabled feed is not fetched until it is re-enabled', async () => {
    expect(await post(strict, { intent: 'disable', key: 'mck' })).toEqual({
      intent: 'disable',
      ok: true,
      message: "Feed 'McKnight’s' disabled",
    });
    const mckBefore = server.hits('/mcknights.xml');
    const report = await permissive.feeds.refresh({ force: true, limits: LIMITS });
    expect(report.feeds.map((f) => f.key).sort()).toEqual(['argentum-news', 'shn']);
    expect(server.hits('/mcknights.xml')).toBe(mckBefore);
    expect(report.feeds.find((f) => f.key === 'argentum-news')).toMatchObject({ outcome: 'updated', itemsSeen: 3, skipped: 1 });

    expect(await post(strict, { intent: 'enable', key: 'mck' })).toMatchObject({
      ok: true,
      message: "Feed 'McKnight’s' re-enabled",
    });
    const again = await permissive.feeds.refresh({ force: true, limits: LIMITS });
    expect(again.feeds.map((f) => f.key).sort()).toEqual(['argentum-news', 'mck', 'shn']);

    const actions = (await database.db.select().from(auditLog).orderBy(auditLog.id)).map((c) => [c.subject, c.action]);
    expect(actions).toEqual([
      ['argentum-news', 'added'],
      ['mck', 'disabled'],
      ['mck', 're-enabled'],
    ]);
    expect(await post(strict, { intent: 'disable', key: 'nosuchfeed' })).toMatchObject({ ok: false, field: 'key' });
  });

  it('checks an admin-added feed’s address at every refresh unless private addresses are allowed', async () => {
    const report = await strict.feeds.refresh({ force: true, limits: LIMITS });
    const added = report.feeds.find((f) => f.key === 'argentum-news');
    expect(added).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/^Refused: 127\.0\.0\.1 is a private or loopback address/),
    });
    // The operator's own configured feeds are not checked: they are the operator's choice.
    expect(report.feeds.find((f) => f.key === 'shn')!.outcome).not.toBe('failed');
  });
});
