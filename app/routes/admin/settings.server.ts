import { ADMIN_TEXT } from '~/core/messages';
import { fieldErrors } from '~/core/forms';
import { SETTING_LABELS, type AppSettings } from '~/core/settings';
import { settingsSchema } from '~/core/settings-input';
import { listChanges } from '~/server/admin/audit-log';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const [settings, changes] = await Promise.all([services.settings.current(), listChanges(services.database.db, 'settings')]);
  return { settings, changes };
}

export type SettingsActionData =
  | { ok: true; message: string; changed: string[] }
  | { ok: false; message: string; fieldErrors: Partial<Record<keyof AppSettings, string>> };

export async function action({ request, context }: Route.ActionArgs): Promise<SettingsActionData> {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const parsed = settingsSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.keys(SETTING_LABELS).map((key) => [key, key])) as Record<string, keyof AppSettings>;
    return { ok: false, message: ADMIN_TEXT.settingsSaveFailedDetail, fieldErrors: fieldErrors(parsed.error, fields) };
  }
  const changed = await services.settings.save(parsed.data, admin);
  return { ok: true, message: ADMIN_TEXT.settingsSaved, changed: changed.map((key) => SETTING_LABELS[key]) };
}
