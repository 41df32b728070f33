import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import type { AccountFormOutcome } from '~/core/account';
import { ACCOUNT_TEXT } from '~/core/messages';
import { SIGN_IN_LIMIT } from '~/server/auth/auth';
import { loadConfig } from '~/server/config';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { action } from './account.server';
import type { Route } from './+types/account';

const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
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
  it('registers, signs in at once and hands back better-auth’s HttpOnly, SameSite session cookie', async () => {
    const { outcome, status, cookies } = await post({
      intent: 'register',
      email: 'reader@operator.test',
      password: 'correct horse',
    });
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ intent: 'register', ok: true });
    const cookie = sessionCookie(cookies);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await services.auth.api.getSession({ headers: new Headers({ Cookie: cookie!.split(';')[0]! }) });
    expect(session?.user.email).toBe('reader@operator.test');
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
