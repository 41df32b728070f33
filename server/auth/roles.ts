/**
 * Roles (user, moderator, admin) live in user_roles and are checked on the server for every
 * admin page, action and API. A failed check counts as "not admin".
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { recordChange } from '~/server/admin/audit-log';
import type { Db } from '~/server/db/client';
import { user, userRoles, type Role } from '~/server/db/schema';
import { logger } from '~/server/logger';
import { currentUser, type Auth, type SignedInUser } from './auth';

export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error({ err: error }, 'role check failed');
    return false;
  }
}

export type AdminCheck =
  { status: 'admin'; user: SignedInUser } | { status: 'signed-out' } | { status: 'forbidden'; user: SignedInUser };

export async function checkAdmin(auth: Auth, db: Db, headers: Headers): Promise<AdminCheck> {
  const signedIn = await currentUser(auth, headers);
  if (!signedIn) return { status: 'signed-out' };
  return (await hasRole(db, signedIn.id, 'admin'))
    ? { status: 'admin', user: signedIn }
    : { status: 'forbidden', user: signedIn };
}

export type RoleRefusal = 'not-found' | 'unverified' | 'duplicate' | 'own-admin-role';

export class RoleError extends Error {
  constructor(
    message: string,
    readonly reason: RoleRefusal,
  ) {
    super(message);
  }
}

/** Who granted or removed a role from the admin screen, for the audit log. */
export interface RoleChangeBy {
  actor: AuditActor;
  now: Date;
}

/**
 * Grants a role by e-mail; refuses unknown users, unconfirmed addresses and duplicates with the
 * spec's messages. From the admin screen (`by`), the grant and its audit entry are one transaction.
 */
export async function grantRole(db: Db, email: string, role: Role, by?: RoleChangeBy): Promise<void> {
  const [found] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) throw new RoleError(`No user found with email: ${email}`, 'not-found');
  // Whoever registers an address first must not get the rights meant for its owner.
  if (!found.emailVerified) {
    throw new RoleError(
      `${email} has not confirmed their e-mail address yet: ask them to click the link in the confirmation e-mail, then grant again.`,
      'unverified',
    );
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userRoles)
      .values({ userId: found.id, role })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (inserted.length === 0) throw new RoleError(`User already has the ${role} role`, 'duplicate');
    if (by)
      await recordChange(
        tx,
        by.actor,
        { area: 'roles', action: `assigned the ${role} role to`, subject: email.trim().toLowerCase() },
        by.now,
      );
  });
}

export async function revokeRole(db: Db, email: string, role: Role): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  if (!found) throw new RoleError(`No user found with email: ${email}`, 'not-found');
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, found.id), eq(userRoles.role, role)))
    .returning({ id: userRoles.id });
  return deleted.length > 0;
}

export interface RoleAssignment {
  id: string;
  userId: string;
  /** 'Unknown' when the account is gone (the spec's wording). */
  email: string;
  role: Role;
  createdAt: string;
}

/** Assignments with their holder's e-mail ('Unknown' when the account is gone), newest first. */
async function assignments(db: Pick<Db, 'select'>, id?: string): Promise<RoleAssignment[]> {
  const rows = await db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      role: userRoles.role,
      createdAt: userRoles.createdAt,
      email: user.email,
    })
    .from(userRoles)
    .leftJoin(user, eq(user.id, userRoles.userId))
    .where(id === undefined ? undefined : eq(userRoles.id, id))
    .orderBy(desc(userRoles.createdAt), desc(userRoles.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    email: row.email ?? 'Unknown',
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function listRoleAssignments(db: Db): Promise<RoleAssignment[]> {
  return assignments(db);
}

/**
 * Removes one assignment from the admin screen. An admin may not remove their own admin role: the
 * last admin could otherwise lock everyone out, and nobody loses the screen by a slip.
 */
export async function removeRoleAssignment(db: Db, id: string, by: RoleChangeBy): Promise<RoleAssignment> {
  return db.transaction(async (tx) => {
    const [row] = await assignments(tx, id);
    if (!row) throw new RoleError('That role assignment no longer exists', 'not-found');
    if (row.userId === by.actor.id && row.role === 'admin') {
      throw new RoleError('You cannot remove your own admin role: ask another admin to do it.', 'own-admin-role');
    }
    await tx.delete(userRoles).where(eq(userRoles.id, id));
    await recordChange(tx, by.actor, { area: 'roles', action: `removed the ${row.role} role from`, subject: row.email }, by.now);
    return row;
  });
}
