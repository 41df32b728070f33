/**
 * Subscribing with double opt-in, confirming, changing preferences, unsubscribing, and inviting a
 * friend. Every public entry point validates its input, is rate-limited, and changes nothing on
 * bad input. Only confirmed, active subscribers receive editions.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { NEWSLETTER_TEXT } from '~/core/messages';
import { mailboxKey, type Preferences } from '~/core/newsletter';
import { inviteSchema, preferencesSchema, subscribeSchema } from '~/core/newsletter-input';
import type { Db } from '~/server/db/client';
import { escapeLike } from '~/server/db/like';
import { newsletterInvitations, newsletterSubscribers } from '~/server/db/schema';
import { HOUR_MS, type RateLimit, type RateLimiter } from '~/server/limits/rate-limiter';
import { logger } from '~/server/logger';
import type { Mailer } from './mailer';
import type { MailIdentity } from './templates/identity';
import { renderConfirmation, renderFriendInvite } from './templates/render';
import { createToken, verifyToken } from './tokens';

/** A friend's address is invited at most once in this many days. */
export const INVITE_REPEAT_DAYS = 30;

export type SubscriptionResult = { ok: true; message: string } | { ok: false; status: 400 | 429 | 503; message: string };

/** The limiters of the public forms; the composition root (server/services.ts) builds them. */
export interface SubscriptionLimits {
  subscribeByClient: RateLimiter;
  subscribeByEmail: RateLimiter;
  inviteByClient: RateLimiter;
  invitesOverall: RateLimiter;
}

/**
 * Per client address and per e-mail address, so the form cannot be used to flood an inbox; and
 * however many clients ask, the journal sends at most 200 invitations an hour in all. The limits
 * are kept in the database, shared by every instance.
 */
export const SUBSCRIPTION_LIMITS: Record<keyof SubscriptionLimits, RateLimit> = {
  subscribeByClient: { max: 10, windowMs: HOUR_MS },
  subscribeByEmail: { max: 3, windowMs: HOUR_MS },
  inviteByClient: { max: 5, windowMs: HOUR_MS },
  invitesOverall: { max: 200, windowMs: HOUR_MS },
};

export type LinkPurpose = 'unsubscribe' | 'preferences' | 'confirm';

/** Everything the subscription service depends on, handed over when it is built. */
export interface SubscriptionDeps {
  db: Db;
  mailer: Mailer;
  limits: SubscriptionLimits;
  /** Signs subscriber links (the same secret as sessions). */
  secret: string;
  publicUrl: string;
  /** The name and support address the mails carry (the admins' settings). */
  mailIdentity: () => Promise<MailIdentity>;
  now: () => Date;
}

export interface Subscriptions {
  /** A signed link to a subscriber's confirm, preferences or unsubscribe page. */
  subscriberLink(purpose: LinkPurpose, subscriberId: string, data?: string): string;
  /** Double opt-in: mails a confirmation link; nothing changes for the reader until it is clicked. */
  subscribe(input: unknown, clientKey: string): Promise<SubscriptionResult>;
  /** What a confirmation link would do, without doing it (the page asks before confirming). */
  readConfirmation(token: string): Promise<ConfirmationCheck>;
  /** Confirms (or re-activates) a subscription from the e-mailed link, applying the chosen preferences. */
  confirmSubscription(token: string): Promise<LinkResult>;
  /** One-click unsubscribe: works from any e-mail ever sent, needs no login, may be repeated. */
  unsubscribe(token: string): Promise<LinkResult>;
  readSubscriberByToken(token: string): Promise<SubscriberView | null>;
  updatePreferences(token: string, input: unknown): Promise<SubscriptionResult>;
  /** Send Newsletter to a Friend: fixed invitations only (see inviteFriends below). */
  inviteFriends(input: unknown, clientKey: string): Promise<SubscriptionResult>;
}

export function createSubscriptions(deps: SubscriptionDeps): Subscriptions {
  return {
    subscriberLink: (purpose, subscriberId, data) => subscriberLink(deps, purpose, subscriberId, data),
    subscribe: (input, clientKey) => subscribe(deps, input, clientKey),
    readConfirmation: (token) => readConfirmation(deps, token),
    confirmSubscription: (token) => confirmSubscription(deps, token),
    unsubscribe: (token) => unsubscribe(deps, token),
    readSubscriberByToken: (token) => readSubscriberByToken(deps, token),
    updatePreferences: (token, input) => updatePreferences(deps, token, input),
    inviteFriends: (input, clientKey) => inviteFriends(deps, input, clientKey),
  };
}

function subscriberLink(deps: SubscriptionDeps, purpose: LinkPurpose, subscriberId: string, data?: string): string {
  const token = createToken(deps.secret, purpose, subscriberId, deps.now(), data);
  return `${deps.publicUrl}/newsletter/${purpose}?token=${encodeURIComponent(token)}`;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function subscribe(deps: SubscriptionDeps, input: unknown, clientKey: string): Promise<SubscriptionResult> {
  const parsed = subscribeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  const email = normaliseEmail(parsed.data.email);
  // Per mailbox, so sub-address tags (a+1@x, a+2@x) do not multiply the limit.
  if (!(await deps.limits.subscribeByClient.take(clientKey)) || !(await deps.limits.subscribeByEmail.take(mailboxKey(email)))) {
    return { ok: false, status: 429, message: NEWSLETTER_TEXT.rateLimited };
  }
  const { db } = deps;
  const findId = async () =>
    (
      await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
        .limit(1)
    )[0]?.id;
  // A new address waits, inactive, for its confirmation; a known one keeps its state until then.
  // If two requests race for a new address, the loser finds the winner's row.
  let id = await findId();
  if (!id) {
    await db
      .insert(newsletterSubscribers)
      .values({ email, isActive: false, preferences: parsed.data.preferences })
      .onConflictDoNothing();
    id = await findId();
  }
  if (!id) return { ok: false, status: 503, message: NEWSLETTER_TEXT.mailFailed };

  const confirmUrl = subscriberLink(deps, 'confirm', id, JSON.stringify(parsed.data.preferences));
  try {
    const mail = await renderConfirmation(
      {
        confirmUrl,
        preferencesUrl: subscriberLink(deps, 'preferences', id),
        preferences: parsed.data.preferences,
        siteUrl: deps.publicUrl,
      },
      await deps.mailIdentity(),
    );
    await deps.mailer.send({ to: email, ...mail });
  } catch (error) {
    logger.error({ err: error }, 'confirmation e-mail failed');
    return { ok: false, status: 503, message: NEWSLETTER_TEXT.mailFailed };
  }
  return { ok: true, message: NEWSLETTER_TEXT.confirmationSent };
}

/** Why a link does not work: 'superseded' is a confirmation sent before the latest unsubscribe. */
export type LinkFailure = 'invalid' | 'expired' | 'unknown' | 'superseded';

export type LinkResult = { ok: true; email: string } | { ok: false; reason: LinkFailure };

export type ConfirmationCheck = { ok: true; email: string; preferences: Preferences | null } | { ok: false; reason: LinkFailure };

/**
 * A confirmation link sent before the subscriber last unsubscribed must not subscribe them again:
 * an old e-mail (or someone who saw it) would undo their choice.
 */
function confirmationSuperseded(issuedAt: Date | null, unsubscribedAt: Date | null): boolean {
  return unsubscribedAt !== null && (issuedAt === null || issuedAt.getTime() < unsubscribedAt.getTime());
}

async function readConfirmation(deps: SubscriptionDeps, token: string): Promise<ConfirmationCheck> {
  const check = verifyToken(deps.secret, 'confirm', token, deps.now());
  if (!check.ok) return check;
  const [row] = await deps.db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  if (!row) return { ok: false, reason: 'unknown' };
  if (confirmationSuperseded(check.issuedAt, row.unsubscribedAt)) return { ok: false, reason: 'superseded' };
  const preferences = preferencesSchema.safeParse(JSON.parse(check.data ?? 'null'));
  return { ok: true, email: row.email, preferences: preferences.success ? preferences.data : null };
}

async function confirmSubscription(deps: SubscriptionDeps, token: string): Promise<LinkResult> {
  const check = verifyToken(deps.secret, 'confirm', token, deps.now());
  if (!check.ok) return check;
  const parsedPreferences = preferencesSchema.safeParse(JSON.parse(check.data ?? 'null'));
  const now = deps.now();
  const [row] = await deps.db
    .update(newsletterSubscribers)
    .set({
      isActive: true,
      unsubscribedAt: null,
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      ...(parsedPreferences.success ? { preferences: parsedPreferences.data } : {}),
    })
    .where(
      and(
        eq(newsletterSubscribers.id, check.subscriberId),
        // In the same statement, so an unsubscribe that lands meanwhile still wins.
        check.issuedAt
          ? sql`(${newsletterSubscribers.unsubscribedAt} IS NULL OR ${newsletterSubscribers.unsubscribedAt} <= ${check.issuedAt.toISOString()}::timestamptz)`
          : sql`${newsletterSubscribers.unsubscribedAt} IS NULL`,
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (row) return { ok: true, email: row.email };
  const [known] = await deps.db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  return { ok: false, reason: known ? 'superseded' : 'unknown' };
}

async function unsubscribe(deps: SubscriptionDeps, token: string): Promise<LinkResult> {
  const check = verifyToken(deps.secret, 'unsubscribe', token, deps.now());
  if (!check.ok) return check;
  const [row] = await deps.db
    .update(newsletterSubscribers)
    .set({
      isActive: false,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${deps.now().toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.id, check.subscriberId))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false, reason: 'unknown' };
}

export interface SubscriberView {
  email: string;
  isActive: boolean;
  /** False until the confirmation link is clicked: its preferences are applied then, so none are changed before. */
  confirmed: boolean;
  preferences: Preferences;
}

async function readSubscriberByToken(deps: SubscriptionDeps, token: string): Promise<SubscriberView | null> {
  const check = verifyToken(deps.secret, 'preferences', token, deps.now());
  if (!check.ok) return null;
  const [row] = await deps.db
    .select({
      email: newsletterSubscribers.email,
      isActive: newsletterSubscribers.isActive,
      confirmedAt: newsletterSubscribers.confirmedAt,
      preferences: newsletterSubscribers.preferences,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  if (!row) return null;
  const { confirmedAt, ...view } = row;
  return { ...view, confirmed: confirmedAt !== null };
}

async function updatePreferences(deps: SubscriptionDeps, token: string, input: unknown): Promise<SubscriptionResult> {
  const check = verifyToken(deps.secret, 'preferences', token, deps.now());
  if (!check.ok) return { ok: false, status: 400, message: NEWSLETTER_TEXT.linkNotValid };
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: NEWSLETTER_TEXT.choosePreferences };
  // Unconfirmed: the confirmation link carries the form's choices and would overwrite these.
  const [saved] = await deps.db
    .update(newsletterSubscribers)
    .set({ preferences: parsed.data })
    .where(and(eq(newsletterSubscribers.id, check.subscriberId), isNotNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (!saved) return { ok: false, status: 400, message: NEWSLETTER_TEXT.confirmBeforePreferences };
  return { ok: true, message: NEWSLETTER_TEXT.preferencesSaved };
}

/**
 * Send Newsletter to a Friend: one fixed invitation per friend address (at most 3 per request, each
 * address at most once in 30 days, already-subscribed addresses skipped silently), so the form can
 * never be used to send arbitrary mail. The answer is the same whoever was skipped.
 */
async function inviteFriends(deps: SubscriptionDeps, input: unknown, clientKey: string): Promise<SubscriptionResult> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  if (!(await deps.limits.inviteByClient.take(clientKey)))
    return { ok: false, status: 429, message: NEWSLETTER_TEXT.rateLimited };

  const { db } = deps;
  const since = new Date(deps.now().getTime() - INVITE_REPEAT_DAYS * 86_400_000);
  const mail = await renderFriendInvite(
    {
      landingUrl: `${deps.publicUrl}/newsletter`,
      note: parsed.data.note?.trim() || undefined,
      siteUrl: deps.publicUrl,
    },
    await deps.mailIdentity(),
  );
  // Who asked, kept only as a keyed hash: enough to tell one sender's invitations apart, no address.
  const sender = createHmac('sha256', `invitation-sender:${deps.secret}`).update(clientKey).digest('base64url').slice(0, 22);
  const mailboxes = new Map(parsed.data.emails.map((email) => [mailboxKey(email), normaliseEmail(email)]));
  let refusedByCap = false;
  for (const [mailbox, address] of mailboxes) {
    if ((await invitedRecently(db, mailbox, since)) || (await knownToTheJournal(db, mailbox, address))) continue;
    // The journal-wide cap counts e-mails, not requests (a request names up to 3 addresses).
    if (!(await deps.limits.invitesOverall.take('all'))) {
      refusedByCap = true;
      break;
    }
    try {
      await deps.mailer.send({ to: address, ...mail });
      // Stamped by our clock, not the database's: the repeat check and the 30-day purge read it.
      await db.insert(newsletterInvitations).values({ email: mailbox, senderSession: sender, sentAt: deps.now() });
    } catch (error) {
      logger.warn({ err: error }, 'invitation e-mail failed');
    }
  }
  // The same answer whoever was skipped, so the form cannot tell who subscribes.
  return refusedByCap
    ? { ok: false, status: 429, message: NEWSLETTER_TEXT.rateLimited }
    : { ok: true, message: NEWSLETTER_TEXT.invitationsSent };
}

async function invitedRecently(db: Db, mailbox: string, since: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: newsletterInvitations.id })
    .from(newsletterInvitations)
    .where(and(eq(newsletterInvitations.email, mailbox), gte(newsletterInvitations.sentAt, since)))
    .limit(1);
  return recent !== undefined;
}

/**
 * Whether the journal knows this mailbox at all: a subscriber, a pending confirmation, or someone who
 * unsubscribed (whose choice an invitation must not override). Any of its tagged forms counts.
 */
async function knownToTheJournal(db: Db, mailbox: string, address: string): Promise<boolean> {
  const at = mailbox.lastIndexOf('@');
  const tagged = `${escapeLike(mailbox.slice(0, at))}+%${escapeLike(mailbox.slice(at))}`;
  const email = sql`lower(${newsletterSubscribers.email})`;
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(or(sql`${email} = ${mailbox}`, sql`${email} = ${address}`, sql`${email} LIKE ${tagged}`))
    .limit(1);
  return known !== undefined;
}

/** Invitations are kept only to refuse a second one within INVITE_REPEAT_DAYS; then they go. */
export async function pruneInvitations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INVITE_REPEAT_DAYS * 86_400_000);
  const deleted = await db
    .delete(newsletterInvitations)
    .where(lt(newsletterInvitations.sentAt, cutoff))
    .returning({ id: newsletterInvitations.id });
  return deleted.length;
}
