/**
 * Subscribing with double opt-in, confirming, changing preferences, unsubscribing, and inviting a
 * friend. Every public entry point validates its input, is rate-limited, and changes nothing on
 * bad input. Only confirmed, active subscribers receive editions.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { NEWSLETTER_TEXT } from '~/core/messages';
import { inviteSchema, preferencesSchema, subscribeSchema, type Preferences } from '~/core/newsletter';
import { newsletterInvitations, newsletterSubscribers } from '~/server/db/schema';
import { RateLimiter } from '~/server/http/rate-limit';
import { logger } from '~/server/logger';
import type { AppServices } from '~/server/services';
import { renderConfirmation, renderFriendInvite } from './templates/render';
import { createToken, verifyToken } from './tokens';

/** A friend's address is invited at most once in this many days. */
export const INVITE_REPEAT_DAYS = 30;

export type SubscriptionResult = { ok: true; message: string } | { ok: false; status: 400 | 429 | 503; message: string };

/** The catalogue's newsletter texts (core/messages), under the name this module's callers know. */
export const SUBSCRIPTION_TEXT = NEWSLETTER_TEXT;

// Per client address and per e-mail address: the form cannot be used to flood an inbox.
const subscribeByClient = new RateLimiter(10, 60 * 60 * 1000);
const subscribeByEmail = new RateLimiter(3, 60 * 60 * 1000);
const inviteByClient = new RateLimiter(5, 60 * 60 * 1000);
/** However many clients ask, the journal sends at most this many invitations an hour. */
const invitesOverall = new RateLimiter(200, 60 * 60 * 1000);

export function subscriberLink(
  services: AppServices,
  purpose: 'unsubscribe' | 'preferences' | 'confirm',
  subscriberId: string,
  data?: string,
): string {
  const token = createToken(services.secret, purpose, subscriberId, services.now(), data);
  return `${services.config.publicUrl}/newsletter/${purpose}?token=${encodeURIComponent(token)}`;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function subscribe(services: AppServices, input: unknown, clientKey: string): Promise<SubscriptionResult> {
  const parsed = subscribeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  const email = normaliseEmail(parsed.data.email);
  if (!subscribeByClient.take(clientKey) || !subscribeByEmail.take(email)) {
    return { ok: false, status: 429, message: SUBSCRIPTION_TEXT.rateLimited };
  }
  const { db } = services.database;
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
  if (!id) return { ok: false, status: 503, message: SUBSCRIPTION_TEXT.mailFailed };

  const confirmUrl = subscriberLink(services, 'confirm', id, JSON.stringify(parsed.data.preferences));
  try {
    const mail = await renderConfirmation({
      confirmUrl,
      preferences: parsed.data.preferences,
      siteUrl: services.config.publicUrl,
    });
    await services.mailer.send({ to: email, ...mail });
  } catch (error) {
    logger.error({ err: error }, 'confirmation e-mail failed');
    return { ok: false, status: 503, message: SUBSCRIPTION_TEXT.mailFailed };
  }
  return { ok: true, message: SUBSCRIPTION_TEXT.confirmationSent };
}

export type LinkResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' | 'unknown' };

export type ConfirmationCheck =
  { ok: true; email: string; preferences: Preferences | null } | { ok: false; reason: 'invalid' | 'expired' | 'unknown' };

/** What a confirmation link would do, without doing it (the page asks before confirming). */
export async function readConfirmation(services: AppServices, token: string): Promise<ConfirmationCheck> {
  const check = verifyToken(services.secret, 'confirm', token, services.now());
  if (!check.ok) return check;
  const [row] = await services.database.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  if (!row) return { ok: false, reason: 'unknown' };
  const preferences = preferencesSchema.safeParse(JSON.parse(check.data ?? 'null'));
  return { ok: true, email: row.email, preferences: preferences.success ? preferences.data : null };
}

/** Confirms (or re-activates) a subscription from the e-mailed link, applying the chosen preferences. */
export async function confirmSubscription(services: AppServices, token: string): Promise<LinkResult> {
  const check = verifyToken(services.secret, 'confirm', token, services.now());
  if (!check.ok) return check;
  const parsedPreferences = preferencesSchema.safeParse(JSON.parse(check.data ?? 'null'));
  const now = services.now();
  const [row] = await services.database.db
    .update(newsletterSubscribers)
    .set({
      isActive: true,
      unsubscribedAt: null,
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      ...(parsedPreferences.success ? { preferences: parsedPreferences.data } : {}),
    })
    .where(eq(newsletterSubscribers.id, check.subscriberId))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false, reason: 'unknown' };
}

/** One-click unsubscribe: works from any e-mail ever sent, needs no login, may be repeated. */
export async function unsubscribe(services: AppServices, token: string): Promise<LinkResult> {
  const check = verifyToken(services.secret, 'unsubscribe', token, services.now());
  if (!check.ok) return check;
  const [row] = await services.database.db
    .update(newsletterSubscribers)
    .set({
      isActive: false,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${services.now().toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.id, check.subscriberId))
    .returning({ email: newsletterSubscribers.email });
  return row ? { ok: true, email: row.email } : { ok: false, reason: 'unknown' };
}

export interface SubscriberView {
  email: string;
  isActive: boolean;
  preferences: Preferences;
}

export async function readSubscriberByToken(services: AppServices, token: string): Promise<SubscriberView | null> {
  const check = verifyToken(services.secret, 'preferences', token, services.now());
  if (!check.ok) return null;
  const [row] = await services.database.db
    .select({
      email: newsletterSubscribers.email,
      isActive: newsletterSubscribers.isActive,
      preferences: newsletterSubscribers.preferences,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  return row ?? null;
}

export async function updatePreferences(services: AppServices, token: string, input: unknown): Promise<SubscriptionResult> {
  const check = verifyToken(services.secret, 'preferences', token, services.now());
  if (!check.ok) return { ok: false, status: 400, message: SUBSCRIPTION_TEXT.linkNotValid };
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: SUBSCRIPTION_TEXT.choosePreferences };
  await services.database.db
    .update(newsletterSubscribers)
    .set({ preferences: parsed.data })
    .where(eq(newsletterSubscribers.id, check.subscriberId));
  return { ok: true, message: SUBSCRIPTION_TEXT.preferencesSaved };
}

/**
 * Send Newsletter to a Friend: one fixed invitation per friend address (at most 3 per request, each
 * address at most once in 30 days, already-subscribed addresses skipped silently), so the form can
 * never be used to send arbitrary mail. The answer is the same whoever was skipped.
 */
export async function inviteFriends(services: AppServices, input: unknown, clientKey: string): Promise<SubscriptionResult> {
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]!.message };
  if (!inviteByClient.take(clientKey) || !invitesOverall.take('all'))
    return { ok: false, status: 429, message: SUBSCRIPTION_TEXT.rateLimited };

  const { db } = services.database;
  const since = new Date(services.now().getTime() - INVITE_REPEAT_DAYS * 86_400_000);
  const mail = await renderFriendInvite({
    landingUrl: `${services.config.publicUrl}/newsletter`,
    note: parsed.data.note?.trim() || undefined,
    siteUrl: services.config.publicUrl,
  });
  for (const email of new Set(parsed.data.emails.map(normaliseEmail))) {
    const [recent] = await db
      .select({ id: newsletterInvitations.id })
      .from(newsletterInvitations)
      .where(and(eq(newsletterInvitations.email, email), gte(newsletterInvitations.sentAt, since)))
      .limit(1);
    const [subscribed] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(and(sql`lower(${newsletterSubscribers.email}) = ${email}`, eq(newsletterSubscribers.isActive, true)))
      .limit(1);
    if (recent || subscribed) continue;
    try {
      await services.mailer.send({ to: email, ...mail });
      await db.insert(newsletterInvitations).values({ email, senderSession: clientKey });
    } catch (error) {
      logger.warn({ err: error }, 'invitation e-mail failed');
    }
  }
  return { ok: true, message: SUBSCRIPTION_TEXT.invitationsSent };
}
