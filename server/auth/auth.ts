/**
 * Sign-in with better-auth: e-mail and password, sessions in the database, HttpOnly SameSite
 * cookies, rate-limited sign-in. Roles are ours (user_roles), checked in ./roles.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { logger } from '~/server/logger';
import type { Mailer } from '~/server/newsletter/mailer';
import { renderAccountVerification } from '~/server/newsletter/templates/render';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy';
import { account, session, twoFactor, user, verification } from '~/server/db/schema';

/** Sign-in attempts allowed per client address and window (seconds), shared by all instances (gateway.ts). */
export const SIGN_IN_LIMIT = { window: 60, max: 5 };
/** Sign-ups allowed per client address and window (seconds). */
export const SIGN_UP_LIMIT = { window: 60, max: 5 };

/** better-auth's endpoints that set a new password (`newPassword` in the body). */
const PASSWORD_CHANGES = new Set(['/change-password', '/reset-password']);

/** The configured secret, or one generated on first start and kept (owner-only) in DATA_DIR. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function createAuth(config: Config, db: Db, secret: string, mailer: Mailer) {
  return betterAuth({
    appName: 'Senior Housing Journal',
    baseURL: config.publicUrl,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } }),
    emailAndPassword: { enabled: true, autoSignIn: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    // Readers are signed in at once (the spec's "registered and now logged in"); the e-mailed link
    // proves the address, which `admin grant` requires before giving any role.
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user: account, url }) => {
        const mail = await renderAccountVerification({ verifyUrl: url, siteUrl: config.publicUrl });
        await mailer.send({ to: account.email, ...mail });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    trustedOrigins: config.publicOrigins,
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': SIGN_IN_LIMIT, '/sign-up/email': SIGN_UP_LIMIT },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The HTTP layer sets X-Forwarded-For to the client address it trusts (see http/app.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    telemetry: { enabled: false },
    hooks: {
      // The password policy (password-policy.ts) for every way a password is set.
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown };
        const password =
          ctx.path === '/sign-up/email' ? body.password : PASSWORD_CHANGES.has(ctx.path) ? body.newPassword : undefined;
        if (typeof password !== 'string') return;
        const problem = passwordProblem(password, typeof body.email === 'string' ? body.email : undefined);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem });
      }),
    },
    // One log stream: better-auth's messages go through pino with everything else.
    logger: {
      log: (level, message) => logger[level]({ component: 'auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface SignedInUser {
  id: string;
  email: string;
}

/** The signed-in user of a request, or null. */
export async function currentUser(auth: Auth, headers: Headers): Promise<SignedInUser | null> {
  const result = await auth.api.getSession({ headers });
  return result ? { id: result.user.id, email: result.user.email } : null;
}
