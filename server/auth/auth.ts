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
import { mailboxKey, type RenderedEmail } from '~/core/newsletter';
import { SITE } from '~/core/site';
import { containsNul, NUL_REFUSED } from '~/core/text';
import type { RateLimiter } from '~/server/limits/rate-limiter';
import type { MailIdentity } from '~/server/newsletter/templates/identity';
import { renderAccountExists, renderAccountVerification } from '~/server/newsletter/templates/render';
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

/** Account e-mails (confirmations, "you already have an account") allowed per mailbox and hour. */
export const ACCOUNT_MAIL_LIMIT = { window: 60 * 60, max: 3 };

/**
 * better-auth on our database and mailer. Sign-up answers the same for every address: a new one
 * gets a confirmation link, a registered one a notice to its owner (AccountExistsEmail), and nobody
 * is signed in until the link is followed, which signs the reader in. So a stranger cannot learn
 * whether an address has an account (issue 9, finding 10; decision 0090). `accountMail` caps the
 * mails per mailbox, so sign-up and sign-in cannot be used to flood someone's inbox.
 */
export function createAuth(
  config: Config,
  db: Db,
  secret: string,
  mailer: Mailer,
  accountMail: RateLimiter,
  mailIdentity: () => Promise<MailIdentity>,
) {
  const sendAccountMail = async (to: string, render: () => Promise<RenderedEmail>) => {
    if (!(await accountMail.take(mailboxKey(to)))) {
      logger.warn({ component: 'auth' }, 'account e-mail not sent: this mailbox has had its share for the hour');
      return;
    }
    try {
      await mailer.send({ to, ...(await render()) });
    } catch (error) {
      // Sign-up and sign-in answer the same whether or not the mail left (a suppressed address, an
      // SMTP failure): the failure is logged, never shown, so it tells nobody about the address.
      logger.error({ component: 'auth', err: error }, 'account e-mail could not be sent');
    }
  };
  return betterAuth({
    appName: SITE.name,
    baseURL: config.publicUrl,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // No session before the address is confirmed; better-auth then answers a known address as it
      // answers a new one, and calls onExistingUserSignUp instead of creating anything.
      requireEmailVerification: true,
      onExistingUserSignUp: ({ user: existing }) =>
        sendAccountMail(existing.email, async () => renderAccountExists({ siteUrl: config.publicUrl }, await mailIdentity())),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password to an unconfirmed account sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user: created, url }) =>
        sendAccountMail(created.email, async () =>
          renderAccountVerification({ verifyUrl: url, siteUrl: config.publicUrl }, await mailIdentity()),
        ),
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
      // A NUL anywhere in the body (PostgreSQL stores none: decision 0114), then the password policy
      // (password-policy.ts) for every way a password is set.
      before: createAuthMiddleware(async (ctx) => {
        if (containsNul(ctx.body) || containsNul(ctx.query)) throw new APIError('BAD_REQUEST', { message: NUL_REFUSED });
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
