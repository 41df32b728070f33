/**
 * The suppression list: addresses nothing is mailed to, from any path (editions, confirmations,
 * account mails, invitations). A hard bounce at delivery suppresses the address at once, as Listmonk
 * does; so does a provider's bounce or complaint notification (POST /api/v1/newsletter/events). An
 * admin can lift a suppression on the Subscribers screen.
 *
 * The guard sits in the mailer (`withSuppressions`), so a new path that sends mail cannot forget it.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditActor } from '~/core/audit';
import { recordChange } from '~/server/admin/audit-log';
import type { Db } from '~/server/db/client';
import { mailSuppressions, type SuppressionReason } from '~/server/db/schema';
import { logger } from '~/server/logger';
import { MailError, type Clearance, type Mailer } from './mailer';

const DETAIL_MAX = 300;
/** Events per webhook call: a provider batches, but a request stays small. */
export const EVENTS_PER_CALL_MAX = 100;

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  detail: string;
  createdAt: Date;
}

export interface SuppressionList {
  /** Suppresses an address (again: the first reason stays). */
  suppress(email: string, reason: SuppressionReason, detail: string): Promise<void>;
  find(email: string): Promise<Suppression | null>;
  /** Which of these addresses are suppressed (lower-cased address → reason), in one query. */
  findAmong(emails: readonly string[]): Promise<Map<string, SuppressionReason>>;
  list(limit?: number): Promise<Suppression[]>;
  /** An admin's decision to mail the address again; false when it was not suppressed. */
  lift(email: string, actor: AuditActor): Promise<boolean>;
}

const key = (email: string) => email.trim().toLowerCase();

export function createSuppressionList({ db, now }: { db: Db; now: () => Date }): SuppressionList {
  return {
    async suppress(email, reason, detail) {
      await db
        .insert(mailSuppressions)
        .values({ email: key(email), reason, detail: detail.slice(0, DETAIL_MAX), createdAt: now() })
        .onConflictDoNothing({ target: mailSuppressions.email });
    },
    async find(email) {
      const [row] = await db
        .select()
        .from(mailSuppressions)
        .where(eq(mailSuppressions.email, key(email)));
      return row ?? null;
    },
    async findAmong(emails) {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: mailSuppressions.email, reason: mailSuppressions.reason })
        .from(mailSuppressions)
        .where(inArray(mailSuppressions.email, emails.map(key)));
      return new Map(rows.map((row) => [row.email, row.reason]));
    },
    async list(limit = 200) {
      return db.select().from(mailSuppressions).orderBy(desc(mailSuppressions.createdAt)).limit(limit);
    },
    async lift(email, actor) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(mailSuppressions)
          .where(eq(mailSuppressions.email, key(email)))
          .returning();
        const [row] = removed;
        if (!row) return false;
        await recordChange(
          tx,
          actor,
          { area: 'subscribers', action: 'lifted the suppression of', subject: row.email, detail: { reason: row.reason } },
          now(),
        );
        return true;
      });
    },
  };
}

/** SQL: the address column is not on the suppression list (for the edition audience). */
export const notSuppressed = (email: unknown) =>
  sql`NOT EXISTS (SELECT 1 FROM ${mailSuppressions} WHERE ${mailSuppressions.email} = lower(${email}))`;

/**
 * Replies that say the mailbox itself is bad (RFC 5321 550/551/553, RFC 3463 5.1.x and 5.2.1): a
 * hard bounce. Other 5xx replies (a message refused for its size or content, a policy block of the
 * sending server) say nothing about the reader's address and do not suppress it.
 */
export function isHardBounce(message: string): boolean {
  return /^SMTP (550|551|553)\b/.test(message) || /\b5\.(1\.\d{1,3}|2\.1)\b/.test(message);
}

/**
 * How long a batch's clearance stands in for a lookup. An edition batch is sent within seconds; a
 * suppression that arrives meanwhile (a provider's complaint) applies from the next batch. A hard
 * bounce needs no lookup: the bouncing address is the one being sent to.
 */
export const CLEARANCE_MAX_AGE_MS = 30_000;

/**
 * The mailer every service uses: refuses suppressed addresses, and suppresses hard bounces. Each
 * message's address is looked up, or covered by a fresh clearance of its batch (one query for
 * many: on the embedded database the per-message lookup halved an edition's speed).
 */
export function withSuppressions(inner: Mailer, suppressions: SuppressionList): Mailer {
  const reasonFor = async (to: string, clearance?: Clearance): Promise<string | null> => {
    const address = key(to);
    if (clearance && clearance.checked.has(address) && Date.now() - clearance.checkedAt < CLEARANCE_MAX_AGE_MS) {
      return clearance.suppressed.get(address) ?? null;
    }
    return (await suppressions.find(to))?.reason ?? null;
  };
  return {
    kind: inner.kind,
    close: () => inner.close(),
    async clearance(addresses) {
      const checkedAt = Date.now();
      return { checked: new Set(addresses.map(key)), suppressed: await suppressions.findAmong(addresses), checkedAt };
    },
    async send(mail, clearance) {
      const suppressed = await reasonFor(mail.to, clearance);
      if (suppressed) throw new MailError(`Not sent: the address is suppressed (${suppressed})`, true);
      try {
        return await inner.send(mail);
      } catch (error) {
        if (error instanceof MailError && error.permanent && isHardBounce(error.message)) {
          await suppressions.suppress(mail.to, 'bounce', error.message);
          logger.warn({ component: 'mail' }, 'a hard bounce: the address is now suppressed');
        }
        throw error;
      }
    },
  };
}

/**
 * A provider's notification, in one documented shape (docs/decisions/0099-bounces-and-complaints.md):
 * `{ "events": [{ "type": "bounce", "email", "permanent": true, "detail"? } | { "type": "complaint", "email", "detail"? }] }`.
 * Soft bounces (`permanent: false`) are accepted and ignored: the delivery retries handle them.
 */
const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bounce'),
    email: z.email(),
    permanent: z.boolean().default(true),
    detail: z.string().max(2000).optional(),
  }),
  z.object({ type: z.literal('complaint'), email: z.email(), detail: z.string().max(2000).optional() }),
]);
export const providerEventsSchema = z.object({
  events: z.array(eventSchema).min(1, 'No events').max(EVENTS_PER_CALL_MAX, `At most ${EVENTS_PER_CALL_MAX} events per call`),
});
export type ProviderEvents = z.infer<typeof providerEventsSchema>;

/** Applies a provider's events; answers how many addresses they suppressed and how many were ignored. */
export async function applyProviderEvents(
  suppressions: SuppressionList,
  { events }: ProviderEvents,
): Promise<{ suppressed: number; ignored: number }> {
  let suppressed = 0;
  for (const event of events) {
    if (event.type === 'bounce' && !event.permanent) continue;
    const reason: SuppressionReason = event.type;
    await suppressions.suppress(event.email, reason, event.detail ?? `${event.type} reported by the mail provider`);
    suppressed++;
  }
  return { suppressed, ignored: events.length - suppressed };
}
