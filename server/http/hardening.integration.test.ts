import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { appRatings, newsletterInvitations, newsletterSendLogs } from '~/server/db/schema';
import { NUL_REFUSED } from '~/core/text';
import { createHttpApp, MALFORMED_PATH, SERVER_BUSY } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { JSON_REQUIRED } from './json-only';
import { createPageCache } from './page-cache';
import { CROSS_SITE_REFUSED } from './same-origin';

const OURS = 'https://journal.test';
let database: TestDatabase;
let app: ReturnType<typeof createHttpApp>;
let services: AppServices;
const mailer = capturingMailer();
const sent = mailer.sent;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS });
  services = createServices(config, database, { mailer });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());

let editorCookie: string | undefined;
/** One admin, registered on first use. */
async function adminCookie(): Promise<string> {
  if (editorCookie) return editorCookie;
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OURS },
    body: JSON.stringify({ email: 'editor@journal.test', password: 'a long passphrase', name: 'editor' }),
  });
  // Following the e-mailed link confirms the address and signs the editor in.
  const verify = mailer.linkTo('editor@journal.test', '/api/auth/verify-email');
  const confirmed = await app.request(`${verify.pathname}${verify.search}`);
  expect(confirmed.status).toBe(302);
  await grantRole(database.db, 'editor@journal.test', 'admin');
  sent.length = 0;
  editorCookie = confirmed.headers.getSetCookie()[0]!.split(';')[0]!;
  return editorCookie;
}

describe('the shared copies of anonymous pages', () => {
  it("are dropped by an admin's change, and not by a refused one", async () => {
    const cookie = await adminCookie();
    const store = () =>
      services.pageCache.serve(
        new Request(`${OURS}/industry-polls`),
        async () =>
          new Response('<p>polls</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60' } }),
      );
    const send = (origin: string) =>
      app.request('/api/v1/admin/newsletter/send', {
        method: 'POST',
        headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
      });
    await store();
    expect((await send('https://evil.net')).status).toBe(403);
    expect(services.pageCache.stats().entries).toBe(1);
    expect((await send(OURS)).status).toBeLessThan(400);
    expect(services.pageCache.stats().entries).toBe(0);
    // The send it asked for is logged; later tests count the log from empty.
    await database.db.delete(newsletterSendLogs);
  });
});

describe('cross-site request forgery', () => {
  it("refuses another site's post of the admin's send-now with the admin's cookie, and sends nothing", async () => {
    const cookie = await adminCookie();
    const forged = await app.request('/api/v1/admin/newsletter/send', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.net', 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: CROSS_SITE_REFUSED });
    expect(await database.db.select().from(newsletterSendLogs)).toEqual([]);

    const own = await app.request('/api/v1/admin/newsletter/send', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: OURS, 'Content-Type': 'application/json' },
    });
    expect(own.status).not.toBe(403);
  });

  it("refuses another site's invitation post made from a visitor's browser, and mails nobody", async () => {
    const body = JSON.stringify({ emails: ['colleague@operator.test'] });
    const forgeries: Record<string, string>[] = [
      { Origin: 'https://evil.net' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ];
    for (const headers of forgeries) {
      const response = await app.request('/api/v1/newsletter/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(403);
    }
    expect(sent).toEqual([]);
    expect(await database.db.select().from(newsletterInvitations)).toEqual([]);
  });

  it('refuses any content type but JSON on the JSON endpoints, even from our own origin', async () => {
    const cookie = await adminCookie();
    const send = await app.request('/api/v1/admin/newsletter/send', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: OURS, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(send.status).toBe(415);
    expect(await send.json()).toEqual({ error: JSON_REQUIRED });
    for (const path of ['/api/v1/newsletter/subscribe', '/api/v1/newsletter/invite']) {
      const form = await app.request(path, {
        method: 'POST',
        headers: { Origin: OURS, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=reader%40operator.test&emails=colleague%40operator.test',
      });
      expect(form.status, path).toBe(415);
    }
    expect(sent).toEqual([]);
  });

  it('refuses a JSON body with a NUL in any string with 400, before anything is stored', async () => {
    // PostgreSQL stores no NUL in text: a rating's feedback with one was a 500 (found by a fuzz).
    const bodies: [string, string][] = [
      ['/api/v1/ratings', '{"rating":5,"feedback":"good\\u0000app"}'],
      ['/api/v1/search/semantic', '{"query":"memory care","category":"\\u0000"}'],
      ['/api/v1/newsletter/invite', '{"emails":["colleague@operator.test"],"\\u0000note":"hi"}'],
      // Nested deeper than a recursive walk could follow (about 20 KB, under the body limit).
      ['/api/v1/ratings', `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)},"feedback":"\\u0000"}`],
    ];
    for (const [path, body] of bodies) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: OURS },
        body,
      });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: NUL_REFUSED });
    }
    expect(await database.db.select().from(appRatings)).toEqual([]);
    // Better Auth's endpoints do not pass jsonOnly: its own hook refuses the NUL.
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OURS },
      body: '{"email":"nul@operator.test","password":"a long passphrase","name":"a\\u0000b"}',
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ message: NUL_REFUSED });
    expect(sent).toEqual([]);
    // An escaped backslash before "u0000" is text, not a NUL: the rating is taken.
    const literal = await app.request('/api/v1/ratings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OURS },
      body: '{"rating":5,"feedback":"a backslash: \\\\u0000"}',
    });
    expect(literal.status).toBe(201);
  });

  it('refuses a page address with a broken percent-encoding with 400, before rendering', async () => {
    const rendered: string[] = [];
    const pages = createHttpApp({
      services,
      renderPage: async (request) => {
        rendered.push(new URL(request.url).pathname);
        return new Response('a page', { headers: { 'Content-Type': 'text/html' } });
      },
      jobs: { enabled: false, running: () => false },
    });
    for (const path of ['/%', '/%%', '/admin/%', '/newsletter/%E0%A4%A']) {
      const response = await pages.request(path, { headers: { Cookie: 'reader=1' } });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe(MALFORMED_PATH);
    }
    expect(rendered).toEqual([]);
    const fine = await pages.request('/newsletter/editions/caf%C3%A9', { headers: { Cookie: 'reader=1' } });
    expect(fine.status).toBe(200);
    expect(rendered).toEqual(['/newsletter/editions/caf%C3%A9']);
  });

  it('lets a mail provider post a one-click unsubscribe with no Origin (RFC 8058)', async () => {
    const response = await app.request('/api/v1/newsletter/unsubscribe?token=not-a-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // Past the origin check: the token itself is what is refused.
    expect(response.status).toBe(400);
  });
});

describe('origins without PUBLIC_URL', () => {
  it('accept a newcomer registering from localhost, 127.0.0.1 or [::1] on the served port, and no other', async () => {
    const local = createHttpApp({
      services: createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PORT: '3000' }), database, { mailer }),
      jobs: { enabled: false, running: () => false },
    });
    const register = (origin: string, email: string) =>
      local.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email, password: 'a long passphrase', name: 'reader' }),
      });
    expect((await register('http://127.0.0.1:3000', 'one@journal.test')).status).toBe(200);
    expect((await register('http://[::1]:3000', 'two@journal.test')).status).toBe(200);
    expect((await register('http://localhost:3000', 'three@journal.test')).status).toBe(200);
    expect((await register('http://127.0.0.1:4000', 'four@journal.test')).status).toBe(403);
  });
});

describe('caching of server-rendered pages', () => {
  const render = (response: () => Response) =>
    createHttpApp({ services, renderPage: async () => response(), jobs: { enabled: false, running: () => false } });

  it('keeps admin pages, e-mailed link pages and signed-in pages out of every cache', async () => {
    const pages = render(() => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    for (const path of ['/admin/newsletter', '/admin/newsletter.data', '/newsletter/preferences?token=t']) {
      expect((await pages.request(path)).headers.get('cache-control'), path).toBe('private, no-store');
    }
    const signedIn = await pages.request('/', { headers: { Cookie: 'better-auth.session_token=abc' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets shared caches keep anonymous pages briefly, varying on the cookie', async () => {
    const pages = render(() => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    const home = await pages.request('/');
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(home.headers.get('vary')).toMatch(/Cookie/);
  });

  it('adds to a redirect, whose headers are immutable, without failing', async () => {
    const pages = render(() => Response.redirect('https://journal.test/admin/newsletter', 302));
    const redirect = await pages.request('/admin');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('health probes under load', () => {
  it('renders at most REQUEST_CONCURRENCY pages and API calls at once, and answers /healthz meanwhile', async () => {
    const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS, REQUEST_CONCURRENCY: '2' });
    let rendering = 0;
    let mostAtOnce = 0;
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const loaded = createHttpApp({
      services: { ...services, config },
      renderPage: async () => {
        rendering += 1;
        mostAtOnce = Math.max(mostAtOnce, rendering);
        await held;
        rendering -= 1;
        return new Response('<!doctype html><title>page</title>', { headers: { 'Content-Type': 'text/html' } });
      },
      jobs: { enabled: false, running: () => false },
    });
    // As in production, the health monitor has its first result before the load arrives.
    expect((await loaded.request('/healthz')).status).toBe(200);

    const pages = Array.from({ length: 10 }, (_, i) => loaded.request(`/page-${i}`));
    const api = loaded.request('/api/v1/articles?limit=1');
    await new Promise((resolve) => setImmediate(resolve));
    // Every slot is taken and nine requests wait: the probe does not.
    const probe = await loaded.request('/healthz');
    expect(probe.status).toBe(200);
    expect(await probe.json()).toMatchObject({ status: 'ok' });
    expect(rendering).toBe(2);

    finish();
    expect((await Promise.all(pages)).map((page) => page.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await api).status).toBe(200);
    expect(mostAtOnce).toBe(2);
  });

  it('answers 503 with Retry-After when more requests wait than the queue allows', async () => {
    const config = loadConfig({
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: OURS,
      REQUEST_CONCURRENCY: '1',
      REQUEST_QUEUE_LIMIT: '1',
    });
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const busy = createHttpApp({
      // A cache of its own: a page stored by an earlier test would be served without taking a turn.
      services: { ...services, config, pageCache: createPageCache() },
      renderPage: async () => {
        await held;
        return new Response('page');
      },
      jobs: { enabled: false, running: () => false },
    });
    const running = busy.request('/');
    const waiting = busy.request('/about');
    const refused = await busy.request('/api/v1/articles');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ error: SERVER_BUSY });
    finish();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });
});
