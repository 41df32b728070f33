import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBookmark, createCollection, EMPTY_READING_LISTS, READ_LATER_ID, type ReadingLists } from '~/core/reading-lists';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { loadConfig } from '~/server/config';
import { readingLists } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createServices } from '~/server/services';
import { JSON_REQUIRED } from './json-only';
import { SIGN_IN_REQUIRED } from './reading-list-api';

const OURS = 'https://journal.test';
const NOW = new Date('2026-11-23T15:00:00Z');
let database: TestDatabase;
let app: ReturnType<typeof createHttpApp>;
const mailer = capturingMailer();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS });
  const services = createServices(config, database, { mailer });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());

/** Registers a reader and follows the e-mailed link, which confirms the address and signs them in. */
async function signUp(email: string): Promise<string> {
  const response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OURS },
    body: JSON.stringify({ email, password: 'a long passphrase', name: email }),
  });
  expect(response.status).toBe(200);
  const verify = mailer.linkTo(email, '/api/auth/verify-email');
  const confirmed = await app.request(`${verify.pathname}${verify.search}`);
  return confirmed.headers.getSetCookie()[0]!.split(';')[0]!;
}

const article = (id: string) => ({
  id,
  title: `Story ${id}`,
  summary: 'Summary',
  source: 'Argentum',
  category: 'senior-living' as const,
  url: `https://example.org/${id}`,
});

const send = (cookie: string, path: string, init: { method: string; body?: unknown; type?: string }) =>
  app.request(`/api/v1/reading-list${path}`, {
    method: init.method,
    headers: {
      Cookie: cookie,
      Origin: OURS,
      ...(init.body !== undefined ? { 'Content-Type': init.type ?? 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });

/** Sign-ups are limited to 5 a minute per client: tests share readers where they can. */
let firstReader = '';

const read = async (response: Response) => (await response.json()) as ReadingLists & { updatedAt: string | null };

describe('/api/v1/reading-list', () => {
  it('answers 401 to a visitor who is not signed in, and is never cached', async () => {
    const response = await app.request('/api/v1/reading-list');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: SIGN_IN_REQUIRED });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('starts a signed-in reader with Read Later only', async () => {
    const cookie = (firstReader = await signUp('first@reader.test'));
    const response = await app.request('/api/v1/reading-list', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await read(response)).toEqual({ ...EMPTY_READING_LISTS, updatedAt: null });
  });

  it('merges a device’s lists in, so another device signed in as the same reader finds them', async () => {
    const phone = await signUp('traveller@reader.test');
    const created = createCollection(EMPTY_READING_LISTS, { name: 'Deals' }, NOW);
    if (!created.ok) throw new Error('collection');
    const local = addBookmark(created.lists, article('a'), { collectionIds: [created.collection.id] }, NOW);
    const merged = await send(phone, '/merge', { method: 'POST', body: local });
    expect(merged.status).toBe(200);

    const laptop = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OURS },
      body: JSON.stringify({ email: 'traveller@reader.test', password: 'a long passphrase' }),
    });
    const laptopCookie = laptop.headers.getSetCookie()[0]!.split(';')[0]!;
    // The laptop had its own bookmark of the same article (Read Later) and another one.
    const laptopLists = addBookmark(
      addBookmark(EMPTY_READING_LISTS, article('a'), {}, new Date(NOW.getTime() + 1000)),
      article('b'),
      {},
      NOW,
    );
    const both = await read(await send(laptopCookie, '/merge', { method: 'POST', body: laptopLists }));
    expect(both.collections.map((c) => c.name)).toEqual(['Read Later', 'Deals']);
    expect(both.bookmarks.map((b) => b.article.id).sort()).toEqual(['a', 'b']);
    expect(both.bookmarks.find((b) => b.article.id === 'a')!.collectionIds.sort()).toEqual(
      [created.collection.id, READ_LATER_ID].sort(),
    );

    // Deleting the collection on one device strips it from the bookmarks everywhere.
    const afterDelete = await read(await send(phone, `/collections/${created.collection.id}`, { method: 'DELETE' }));
    expect(afterDelete.collections.map((c) => c.id)).toEqual([READ_LATER_ID]);
    expect(afterDelete.bookmarks.find((b) => b.article.id === 'a')!.collectionIds).toEqual([READ_LATER_ID]);

    const afterRemove = await read(await send(laptopCookie, '/bookmarks/a', { method: 'DELETE' }));
    expect(afterRemove.bookmarks.map((b) => b.article.id)).toEqual(['b']);
    const again = await read(await app.request('/api/v1/reading-list', { headers: { Cookie: phone } }));
    expect(again.bookmarks.map((b) => b.article.id)).toEqual(['b']);
  });

  it('keeps each reader’s lists apart', async () => {
    const one = await signUp('one@reader.test');
    const two = await signUp('two@reader.test');
    await send(one, '/merge', { method: 'POST', body: addBookmark(EMPTY_READING_LISTS, article('mine'), {}, NOW) });
    expect((await read(await app.request('/api/v1/reading-list', { headers: { Cookie: two } }))).bookmarks).toEqual([]);
  });

  it('refuses bad input with a 4xx naming the field and changes nothing', async () => {
    const cookie = firstReader;
    const before = await database.db.select().from(readingLists);
    const cases: [unknown, string][] = [
      [{ bookmarks: 'all of them' }, 'bookmarks'],
      [
        {
          bookmarks: [
            {
              ...addBookmark(EMPTY_READING_LISTS, article('x'), {}, NOW).bookmarks[0],
              article: { ...article('x'), url: 'javascript:alert(1)' },
            },
          ],
        },
        'bookmarks.0.article.url',
      ],
      [
        { collections: [{ id: 'c', name: '   ', createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() }] },
        'collections.0.name',
      ],
      [{ bookmarks: Array.from({ length: 51 }, () => ({})) }, 'bookmarks'],
    ];
    for (const [body, field] of cases) {
      const response = await send(cookie, '/merge', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { field: string }).field).toBe(field);
    }
    const notJson = await send(cookie, '/merge', { method: 'POST', body: '{', type: 'application/json' });
    expect(notJson.status).toBe(400);
    const text = await send(cookie, '/merge', { method: 'POST', body: 'x', type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: JSON_REQUIRED });
    const readLater = await send(cookie, `/collections/${READ_LATER_ID}`, { method: 'DELETE' });
    expect(readLater.status).toBe(400);
    expect(await readLater.json()).toEqual({ error: 'Read Later cannot be deleted', field: 'id' });
    expect(await database.db.select().from(readingLists)).toEqual(before);
  });

  it('refuses a change from another site', async () => {
    const cookie = await signUp('target@reader.test');
    const response = await app.request('/api/v1/reading-list/bookmarks/a', {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: 'https://evil.net' },
    });
    expect(response.status).toBe(403);
  });
});
