/**
 * The admin audit log: every change an admin makes (roles, settings, subscribers, polls, feeds) is
 * written in the same transaction as the change itself, so the log never claims what did not
 * happen nor misses what did.
 */
import { desc, eq } from 'drizzle-orm';
import type { AuditActor, AuditArea, AuditEntry } from '~/core/audit';
import type { Db } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';

/** A database or a transaction on it. */
type Writer = Pick<Db, 'insert'>;

export interface AuditRecord {
  area: AuditArea;
  action: string;
  subject: string;
  detail?: Record<string, unknown>;
}

export async function recordChange(db: Writer, actor: AuditActor, record: AuditRecord, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    area: record.area,
    action: record.action,
    subject: record.subject,
    detail: record.detail ?? null,
    actorId: actor.id,
    actorEmail: actor.email,
    createdAt: at,
  });
}

/** The newest changes of one area, newest first. */
export async function listChanges(db: Db, area: AuditArea, limit = 20): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.area, area))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    area: row.area as AuditArea,
    action: row.action,
    subject: row.subject,
    detail: row.detail ?? null,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}
