/**
 * Roles (user, moderator, admin) live in user_roles and are checked on the server for every
 * admin page, action and API. A failed check counts as "not admin".
 */
import { and, eq } from 'drizzle-orm';
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

export class RoleError extends Error {}

/** Grants a role by e-mail; refuses unknown users and duplicates with the spec's messages. */
export async function grantRole(db: Db, email: string, role: Role): Promise<void> {
  const [found] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) throw new RoleError(`No user found with email: ${email}`);
  // Whoever registers an address first must not get the rights meant for its owner.
  if (!found.emailVerified) {
    throw new RoleError(
      `${email} has not confirmed their e-mail address yet: ask them to click the link in the confirmation e-mail, then grant again.`,
    );
  }
  const inserted = await db
    .insert(userRoles)
    .values({ userId: found.id, role })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  if (inserted.length === 0) throw new RoleError(`User already has the ${role} role`);
}

export async function revokeRole(db: Db, email: string, role: Role): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  if (!found) throw new RoleError(`No user found with email: ${email}`);
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, found.id), eq(userRoles.role, role)))
    .returning({ id: userRoles.id });
  return deleted.length > 0;
}
