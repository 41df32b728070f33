import { z } from 'zod';
import { ADMIN_TEXT } from '~/core/messages';
import { listChanges } from '~/server/admin/audit-log';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { grantRole, listRoleAssignments, removeRoleAssignment, RoleError } from '~/server/auth/roles';
import { ROLES } from '~/server/db/schema';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/roles';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const { db } = services.database;
  const [assignments, changes] = await Promise.all([listRoleAssignments(db), listChanges(db, 'roles')]);
  return { assignments, changes, me: admin.id };
}

const assignSchema = z.object({
  intent: z.literal('assign'),
  email: z.string().trim().toLowerCase().min(1).max(254),
  role: z.enum(ROLES),
});
const removeSchema = z.object({ intent: z.literal('remove'), id: z.uuid() });

/** A toast's title and description: the spec's texts for each outcome. */
export interface RolesActionData {
  ok: boolean;
  intent: 'assign' | 'remove';
  title: string;
  description?: string;
}

const REFUSAL_TITLES = {
  'not-found': ADMIN_TEXT.roleUserNotFoundTitle,
  duplicate: ADMIN_TEXT.roleExistsTitle,
  unverified: ADMIN_TEXT.roleAssignFailed,
  'own-admin-role': ADMIN_TEXT.roleRemoveFailed,
} as const;

export async function action({ request, context }: Route.ActionArgs): Promise<RolesActionData> {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const form = Object.fromEntries(await readForm(request));
  const by = { actor: admin, now: services.now() };
  const { db } = services.database;

  if (form.intent === 'remove') {
    const parsed = removeSchema.safeParse(form);
    if (!parsed.success)
      return { ok: false, intent: 'remove', title: ADMIN_TEXT.roleRemoveFailed, description: ADMIN_TEXT.roleRemoveFailedDetail };
    try {
      await removeRoleAssignment(db, parsed.data.id, by);
      return { ok: true, intent: 'remove', title: ADMIN_TEXT.roleRemoved };
    } catch (error) {
      if (!(error instanceof RoleError)) throw error;
      return { ok: false, intent: 'remove', title: ADMIN_TEXT.roleRemoveFailed, description: error.message };
    }
  }

  const parsed = assignSchema.safeParse({ ...form, intent: 'assign' });
  if (!parsed.success)
    return { ok: false, intent: 'assign', title: ADMIN_TEXT.roleMissingTitle, description: ADMIN_TEXT.roleMissing };
  try {
    await grantRole(db, parsed.data.email, parsed.data.role, by);
    return { ok: true, intent: 'assign', title: ADMIN_TEXT.roleAssigned };
  } catch (error) {
    if (!(error instanceof RoleError)) throw error;
    return { ok: false, intent: 'assign', title: REFUSAL_TITLES[error.reason], description: error.message };
  }
}
