import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { ACCOUNT_CONFIRMED_LANDING, type AccountFormOutcome } from '~/core/account';
import { ACCOUNT_TEXT } from '~/core/messages';
import { SIGN_IN_LIMIT } from '~/server/auth/auth';
import { loadConfig } from '~/server/config';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { action } from './account.server';
import type { Route } from './+types/account';

const ORIGIN = 'http://localhost:3000';
const mailer = capturingMailer();
let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, { mailer });
});
afterAll(() => database.destroy());

/** Posts a form to the /account action as the HTTP layer would, from a given client address. */
async function post(fields: Record<string, string>, { client = '10.0.0.1', cookie = '' } = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, client);
  const request = new Request(`${ORIGIN}/account`, {
    method: 'POST',
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const result = (await action({
    request,
    context,
    params: {},
  } as unknown as Route.ActionArgs)) as DataWithResponseInit<AccountFormOutcome>;
  const headers = new Headers(result.init?.headers);
  return { outcome: result.data, status: result.init?.status ?? 200, cookies: headers.getSetCookie() };
}

const sessionCookie = (cookies: string[]) =>
  cookies.find((c) => c.startsWith('better-auth.session_token=') && !c.includes('Max-Age=0'));

describe('the /account action', () => {
  it('registers without signing in and says to check the inbox', async () => {
    const { outcome, status, cookies } = await post({
      intent: 'register',
      email: 'reader@operator.test',
      password: 'correct horse',
    });
    expect(status).toBe(200);
    expect(outcome).toEqual({
      intent: 'register',
      ok: true,
      message: ACCOUNT_TEXT.checkInboxDescription('reader@operator.test'),
    });
    expect(sessionCookie(cookies)).toBeUndefined();
    // The link lands on the front page, which greets the new reader.
    expect(mailer.linkTo('reader@operator.test', '/api/auth/verify-email').searchParams.get('callbackURL')).toBe(
      ACCOUNT_CONFIRMED_LANDING,
    );
  });

  it('answers a registered address with the very same words', async () => {
    const again = await post(
      { intent: 'register', email: 'reader@operator.test', password: 'another password' },
      { client: '10.0.0.2' },
    );
    expect(again.status).toBe(200);
    expect(again.outcome).toEqual({
      intent: 'register',
      ok: true,
      message: ACCOUNT_TEXT.checkInboxDescription('reader@operator.test'),
    });
    expect(sessionCookie(again.cookies)).toBeUndefined();
  });

  it('refuses to sign in before the address is confirmed, and mails a new link', async () => {
    const sentBefore = mailer.sent.length;
    const { outcome, status, cookies } = await post(
      { intent: 'login', email: 'reader@operator.test', password: 'correct horse' },
      { client: '10.0.0.3' },
    );
    expect(status).toBe(403);
    expect(outcome).toEqual({ intent: 'login', ok: false, message: ACCOUNT_TEXT.confirmFirst });
    expect(sessionCookie(cookies)).toBeUndefined();
    expect(mailer.sent.length).toBe(sentBefore + 1);
    const verify = mailer.linkTo('reader@operator.test', '/api/auth/verify-email');
    const confirmed = await services.auth.handler(new Request(new URL(`${verify.pathname}${verify.search}`, ORIGIN)));
    expect(confirmed.status).toBe(302);
  });

  it('refuses a wrong password with better-auth’s message and sets no session', async () => {
    const { outcome, status, cookies } = await post({ intent: 'login', email: 'reader@operator.test', password: 'wrong' });
    expect(status).toBe(401);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/invalid email or password/i);
    expect(sessionCookie(cookies)).toBeUndefined();
  });

  it('answers a missing password with a field error without asking better-auth', async () => {
    const { outcome, status } = await post(
      { intent: 'login', email: 'reader@operator.test', password: '' },
      { client: '10.0.0.99' },
    );
    expect(status).toBe(400);
    expect(outcome).toMatchObject({ ok: false, fieldErrors: { password: ACCOUNT_TEXT.passwordRequired } });
  });

  it(`keeps better-auth’s limit of ${SIGN_IN_LIMIT.max} sign-ins a minute per client address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 1; i++) {
      statuses.push(
        (await post({ intent: 'login', email: 'reader@operator.test', password: `guess ${i}` }, { client: '10.2.2.2' })).status,
      );
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back by the first one's attempts.
    expect(
      (await post({ intent: 'login', email: 'reader@operator.test', password: 'wrong' }, { client: '10.3.3.3' })).status,
    ).toBe(401);
  });

  it('signs in and out again, clearing the session cookie', async () => {
    const signedIn = await post(
      { intent: 'login', email: 'reader@operator.test', password: 'correct horse' },
      { client: '10.4.4.4' },
    );
    expect(signedIn.outcome).toMatchObject({ intent: 'login', ok: true });
    const cookie = sessionCookie(signedIn.cookies)!.split(';')[0]!;
    const signedOut = await post({ intent: 'logout' }, { cookie, client: '10.4.4.4' });
    expect(signedOut.outcome).toMatchObject({ intent: 'logout', ok: true });
    expect(signedOut.cookies.some((c) => c.startsWith('better-auth.session_token=') && /Max-Age=0/i.test(c))).toBe(true);
  });
});
