/**
 * The admin's subscriber list: counts, a searchable page of 50 (fast at 100,000 rows through the
 * subscribed_at and trigram indexes), activating, deactivating and deleting, each written to the
 * audit log in the same transaction, and the CSV export read in batches.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { cleanSearchText } from '~/core/text';
import {
  SUBSCRIBER_SEARCH_MAX,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberStatus,
  type SubscriberCounts,
  type SubscriberRow,
} from '~/core/subscribers';
import type { Db } from '~/server/db/client';
import { escapeLike } from '~/server/db/like';
import { auditLog, newsletterSubscribers } from '~/server/db/schema';
import { recordChange } from './audit-log';

type Row = typeof newsletterSubscribers.$inferSelect;

const toSubscriberRow = (row: Row): SubscriberRow => ({
  id: row.id,
  email: row.email,
  status: subscriberStatus(row),
  preferences: row.preferences,
  subscribedAt: row.subscribedAt.toISOString(),
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

export async function subscriberCounts(db: Db): Promise<SubscriberCounts> {
  const s = newsletterSubscribers;
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${s.isActive} and ${s.confirmedAt} is not null then 1 end`),
      pending: count(sql`case when ${s.confirmedAt} is null and (${s.isActive} or ${s.unsubscribedAt} is null) then 1 end`),
    })
    .from(s);
  const { total, active, pending } = row!;
  return { total, active, pending, unsubscribed: total - active - pending };
}

function searchCondition(search: string): SQL | undefined {
  // Text from a URL never reaches SQL with a NUL in it (PostgreSQL refuses it: a 500 otherwise).
  const term = cleanSearchText(search).toLowerCase().slice(0, SUBSCRIBER_SEARCH_MAX);
  return term ? sql`lower(${newsletterSubscribers.email}) like ${`%${escapeLike(term)}%`}` : undefined;
}

export interface SubscriberPage {
  rows: SubscriberRow[];
  /** Subscribers matching the search. */
  matching: number;
  page: number;
}

/** One page (from 1) of the list, newest first; a page past the end gives the last one. */
export async function listSubscribers(
  db: Db,
  { search = '', page = 1 }: { search?: string; page?: number },
): Promise<SubscriberPage> {
  const where = searchCondition(search);
  const [{ matching } = { matching: 0 }] = await db.select({ matching: count() }).from(newsletterSubscribers).where(where);
  const last = Math.max(1, Math.ceil(matching / SUBSCRIBERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((current - 1) * SUBSCRIBERS_PAGE_SIZE);
  return { rows: rows.map(toSubscriberRow), matching, page: current };
}

export type SubscriberChange =
  { ok: true; email: string } | { ok: false; reason: 'not-found' | 'self-unsubscribed' | 'unconfirmed'; message: string };

/**
 * A reader who unsubscribed themselves is never re-activated by an admin: mailing them again
 * needs their own new confirmation (consent the journal can prove). Only an admin's own
 * deactivation can be undone here; it is the one with an audit entry at the same instant.
 */
async function deactivatedByAdmin(db: Db, row: Row): Promise<boolean> {
  if (!row.unsubscribedAt) return true;
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.area, 'subscribers'),
        eq(auditLog.action, 'deactivated'),
        sql`${auditLog.detail}->>'id' = ${row.id}`,
        eq(auditLog.createdAt, row.unsubscribedAt),
      ),
    )
    .limit(1);
  return entry !== undefined;
}

/**
 * The spec's Deactivate (is_active false, the unsubscribe time recorded; for a reader who has not
 * confirmed yet, their pending link stops working) and Activate (the reverse), which only ever
 * restores a confirmed reader an admin deactivated: mailing needs the reader's own consent.
 */
export async function setSubscriberActive(
  db: Db,
  actor: AuditActor,
  id: string,
  active: boolean,
  now: Date,
): Promise<SubscriberChange> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  if (!row) return { ok: false, reason: 'not-found', message: 'No such subscriber' };
  const status = subscriberStatus(row);
  if (status === (active ? 'active' : 'unsubscribed')) return { ok: true, email: row.email };
  if (active && !row.confirmedAt) {
    return {
      ok: false,
      reason: 'unconfirmed',
      message: `${row.email} has never confirmed their address; only their confirmation e-mail can activate them.`,
    };
  }
  if (active && !(await deactivatedByAdmin(db, row))) {
    return {
      ok: false,
      reason: 'self-unsubscribed',
      message: `${row.email} unsubscribed themselves; only they can subscribe again, through the confirmation e-mail.`,
    };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ isActive: active, unsubscribedAt: active ? null : now })
      .where(eq(newsletterSubscribers.id, id));
    await recordChange(
      tx,
      actor,
      { area: 'subscribers', action: active ? 'activated' : 'deactivated', subject: row.email, detail: { id } },
      now,
    );
  });
  return { ok: true, email: row.email };
}

export async function deleteSubscriber(db: Db, actor: AuditActor, id: string, now: Date): Promise<SubscriberChange> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!deleted) return { ok: false as const, reason: 'not-found' as const, message: 'No such subscriber' };
    await recordChange(tx, actor, { area: 'subscribers', action: 'deleted', subject: deleted.email, detail: { id } }, now);
    return { ok: true as const, email: deleted.email };
  });
}

const EXPORT_BATCH = 2_000;

/** Every subscriber matching the search, newest first, read in batches (keyset paging). */
export async function* exportSubscribers(db: Db, search = ''): AsyncGenerator<SubscriberRow> {
  const s = newsletterSubscribers;
  const where = searchCondition(search);
  // The cursor keeps the database's own text of the time: a JS Date would drop its microseconds
  // and skip rows stored within the same millisecond (a bulk import).
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${s.subscribedAt}, ${s.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: { row: Row; at: string }[] = await db
      .select({ row: s, at: sql<string>`${s.subscribedAt}::text` })
      .from(s)
      .where(and(where, keyset))
      .orderBy(desc(s.subscribedAt), desc(s.id))
      .limit(EXPORT_BATCH);
    for (const { row } of rows) yield toSubscriberRow(row);
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.row.id };
  }
}
