import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CONFIRMED_LANDING } from '~/core/account';
import { ACCOUNT_TEXT, EMAIL_TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { user } from '~/server/db/schema';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { runOperation } from '~/server/operations';
import { createServices, type AppServices } from '~/server/services';
import { ACCOUNT_MAIL_LIMIT, SIGN_IN_LIMIT } from './auth';
import { checkAdmin, grantRole, RoleError } from './roles';

const ORIGIN = 'http://localhost:3000';
const mailer = capturingMailer();
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  // As behind one reverse proxy: X-Forwarded-For's last entry is the client.
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), TRUSTED_PROXY_HOPS: '1' }), database, { mailer });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

/** Follows the newest confirmation link mailed to `email`; returns that response (it signs in). */
async function followConfirmation(email: string): Promise<Response> {
  const verify = mailer.linkTo(email, '/api/auth/verify-email');
  return app.request(`${verify.pathname}${verify.search}`);
}

/** Registers `email` and follows its confirmation link, as its owner would; returns the session cookie. */
async function confirmedReader(email: string, forwardedFor: string): Promise<string> {
  const signUp = await post(
    'sign-up/email',
    { email, password: 'a long password', name: 'reader' },
    { 'X-Forwarded-For': forwardedFor },
  );
  expect(signUp.status).toBe(200);
  return sessionCookie(await followConfirmation(email)).split(';')[0]!;
}

describe('sign-up and sign-in', () => {
  it('registers without signing in; the e-mailed link confirms the address and signs the reader in', async () => {
    const response = await post('sign-up/email', {
      email: 'reader@operator.test',
      password: 'correct horse',
      name: 'reader',
      callbackURL: ACCOUNT_CONFIRMED_LANDING,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);

    const landing = await followConfirmation('reader@operator.test');
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe(ACCOUNT_CONFIRMED_LANDING);
    const cookie = sessionCookie(landing);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await app.request('/api/auth/get-session', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(((await session.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({
      email: 'reader@operator.test',
      emailVerified: true,
    });
  });

  it('answers a registered address exactly as a new one, mails its owner and changes nothing', async () => {
    const shape = async (response: Response) => {
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      return {
        status: response.status,
        cookies: response.headers.getSetCookie(),
        token: body.token,
        fields: Object.keys(body.user).sort(),
      };
    };
    const known = await post(
      'sign-up/email',
      { email: 'reader@operator.test', password: 'another password', name: 'x' },
      { 'X-Forwarded-For': '10.9.0.1' },
    );
    const fresh = await post(
      'sign-up/email',
      { email: 'newcomer@operator.test', password: 'another password', name: 'x' },
      { 'X-Forwarded-For': '10.9.0.2' },
    );
    expect(await shape(known)).toEqual(await shape(fresh));

    const notice = mailer.sent.filter((mail) => mail.to === 'reader@operator.test').at(-1)!;
    expect(notice.subject).toBe(EMAIL_TEXT.accountExistsSubject(SITE.name));
    expect(notice.text).not.toContain('verify-email');
    // The owner's password still works; the stranger's does not.
    const owner = await post(
      'sign-in/email',
      { email: 'reader@operator.test', password: 'correct horse' },
      { 'X-Forwarded-For': '10.9.0.3' },
    );
    expect(owner.status).toBe(200);
    const stranger = await post(
      'sign-in/email',
      { email: 'reader@operator.test', password: 'another password' },
      { 'X-Forwarded-For': '10.9.0.3' },
    );
    expect(stranger.status).toBe(401);
  });

  it(`mails one mailbox at most ${ACCOUNT_MAIL_LIMIT.max} account e-mails an hour`, async () => {
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.max + 2; i++) {
      const response = await post(
        'sign-up/email',
        { email: 'reader@operator.test', password: 'another password', name: 'x' },
        { 'X-Forwarded-For': `10.8.0.${i}` },
      );
      expect(response.status).toBe(200);
    }
    // The confirmation and the earlier notice count too: the limit is per mailbox, not per request.
    expect(mailer.sent.filter((mail) => mail.to === 'reader@operator.test')).toHaveLength(ACCOUNT_MAIL_LIMIT.max);
  });

  it('refuses a wrong password with a message and sets no session', async () => {
    const response = await post(
      'sign-in/email',
      { email: 'reader@operator.test', password: 'wrong password' },
      { 'X-Forwarded-For': '10.1.1.1' },
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/invalid/i);
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('refuses a common password at sign-up with a clear message and creates no account', async () => {
    for (const password of ['12345678', 'password']) {
      const response = await post(
        'sign-up/email',
        { email: 'weak@operator.test', password, name: 'weak' },
        { 'X-Forwarded-For': '10.4.4.4' },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(ACCOUNT_TEXT.passwordTooCommon);
    }
    expect(await database.db.select().from(user).where(eq(user.email, 'weak@operator.test'))).toEqual([]);
  });

  it(`limits sign-in to ${SIGN_IN_LIMIT.max} attempts a minute per address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i++) {
      const response = await post(
        'sign-in/email',
        { email: 'reader@operator.test', password: `guess ${i}` },
        { 'X-Forwarded-For': '10.9.9.9' },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
  it('shares the sign-in limit between two instances on one database', async () => {
    // A second instance of its own (own better-auth, own memory) on the same database.
    const other = createHttpApp({
      services: createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), TRUSTED_PROXY_HOPS: '1' }), database),
      jobs: { enabled: false, running: () => false },
    });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT.max; i++) {
      const instance = i % 2 === 0 ? app : other;
      const response = await instance.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': '10.7.7.7' },
        body: JSON.stringify({ email: 'reader@operator.test', password: `guess ${i}` }),
      });
      statuses.push(response.status);
    }
    // Each instance saw at most 3 attempts: only a shared count refuses the sixth.
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('client addresses', () => {
  it('do not come from a client-sent X-Forwarded-For when no proxy is trusted', async () => {
    const direct = createHttpApp({
      services: createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database),
      jobs: { enabled: false, running: () => false },
    });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 1; i++) {
      const response = await direct.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': `10.7.0.${i}` },
        body: JSON.stringify({ email: 'reader@operator.test', password: `rotating ${i}` }),
      });
      statuses.push(response.status);
    }
    // Rotating the header does not give a fresh rate-limit bucket.
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('admin role', () => {
  it('is checked on the server: signed out, signed in without role, and admin', async () => {
    expect(await checkAdmin(services.auth, database.db, new Headers())).toEqual({ status: 'signed-out' });

    const signUp = await post('sign-up/email', { email: 'editor@journal.test', password: 'a long password', name: 'editor' });
    expect(signUp.status).toBe(200);

    // Whoever registered the address first gets no role until the owner's inbox confirms it.
    await expect(
      runOperation('admin', ['grant', 'editor@journal.test', 'admin'], { ...services, log: () => undefined }),
    ).rejects.toThrow('editor@journal.test has not confirmed their e-mail address yet');
    const headers = new Headers({ Cookie: sessionCookie(await followConfirmation('editor@journal.test')).split(';')[0]! });
    expect((await checkAdmin(services.auth, database.db, headers)).status).toBe('forbidden');

    const answer = await runOperation('admin', ['grant', 'editor@journal.test', 'admin'], { ...services, log: () => undefined });
    expect(answer).toBe('Granted admin to editor@journal.test.');
    expect((await checkAdmin(services.auth, database.db, headers)).status).toBe('admin');

    await runOperation('admin', ['revoke', 'editor@journal.test', 'admin'], { ...services, log: () => undefined });
    expect((await checkAdmin(services.auth, database.db, headers)).status).toBe('forbidden');
  });

  it('refuses unknown users, duplicates and bad roles with clear messages', async () => {
    await expect(grantRole(database.db, 'nobody@journal.test', 'admin')).rejects.toThrow(
      new RoleError('No user found with email: nobody@journal.test', 'not-found'),
    );
    await grantRole(database.db, 'editor@journal.test', 'moderator');
    await expect(grantRole(database.db, 'editor@journal.test', 'moderator')).rejects.toThrow(
      'User already has the moderator role',
    );
    await expect(
      runOperation('admin', ['grant', 'editor@journal.test', 'owner'], { ...services, log: () => undefined }),
    ).rejects.toThrow("Unknown role 'owner'");
  });
});

/** Every admin endpoint, so none can be added without the gate being proven. */
const ADMIN_ENDPOINTS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/v1/admin/feeds'],
  ['POST', '/api/v1/admin/newsletter/send'],
  ['GET', '/api/v1/admin/newsletter/history'],
  ['GET', '/api/v1/admin/newsletter/outbox'],
  ['GET', '/api/v1/admin/newsletter/outbox/2026-11-23T07-00-00-000Z-abcdef12.eml'],
];

describe('admin API', () => {
  let readerCookie: string | undefined;
  /** One signed-in reader without any role (sign-ups are rate-limited per address too). */
  async function nonAdminCookie(): Promise<string> {
    readerCookie ??= await confirmedReader('plain.reader@journal.test', '10.2.2.2');
    return readerCookie;
  }

  it.each(ADMIN_ENDPOINTS)('%s %s answers 401 signed out and 403 without the admin role', async (method, path) => {
    expect((await app.request(path, { method })).status).toBe(401);
    const cookie = await nonAdminCookie();
    const forbidden = await app.request(path, { method, headers: { Cookie: cookie } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Admin privileges required' });
  });

  it('answers 401 signed out, 403 without the admin role, and the feed health for an admin', async () => {
    expect((await app.request('/api/v1/admin/feeds')).status).toBe(401);

    const cookie = await confirmedReader('ops@journal.test', '10.3.3.3');
    const forbidden = await app.request('/api/v1/admin/feeds', { headers: { Cookie: cookie } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Admin privileges required' });

    await grantRole(database.db, 'ops@journal.test', 'admin');
    const allowed = await app.request('/api/v1/admin/feeds', { headers: { Cookie: cookie } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    expect(await allowed.json()).toEqual({ feeds: [] });
  });
});
