/**
 * The admin audit log as screens show it: who changed what, on which subject, when. Each admin
 * screen lists the changes of its own area.
 */
export const AUDIT_AREAS = ['roles', 'settings', 'subscribers', 'polls', 'feeds', 'press-releases'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export interface AuditEntry {
  id: number;
  area: AuditArea;
  /** A past-tense verb phrase, printed between the actor and the subject ("disabled", "removed the admin role from"). */
  action: string;
  subject: string;
  detail: Record<string, unknown> | null;
  actorEmail: string;
  createdAt: string;
}

/** Who made the change: the signed-in admin. */
export interface AuditActor {
  id: string;
  email: string;
}
