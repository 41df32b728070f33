import { data } from 'react-router';
import { z } from 'zod';
import type { AuditActor } from '~/core/audit';
import { ADMIN_TEXT, PRESS_RELEASE_TEXT, sendResultMessage } from '~/core/messages';
import { isEditionKind } from '~/core/newsletter';
import {
  isPressReleaseIntent,
  PRESS_RELEASE_FIELDS,
  PRESS_RELEASE_MAX,
  type PressReleaseActionData,
  type PressReleaseField,
  type PressReleaseIntent,
} from '~/core/press-releases';
import { cleanSearchText } from '~/core/text';
import { listChanges } from '~/server/admin/audit-log';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { listOutbox } from '~/server/newsletter/mailer';
import type { PressReleaseResult } from '~/server/newsletter/press-releases';
import { servicesContext } from '~/app/context.server';
import type { AppServices } from '~/server/services';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  return {
    logs: (await services.editions.sendHistory()).map((log) => ({ ...log, sentAt: log.sentAt.toISOString() })),
    outbox: services.mailer.kind === 'outbox' ? listOutbox(services.config, 20) : null,
    pressReleases: await services.pressReleases.list(),
    pressReleaseChanges: await listChanges(services.database.db, 'press-releases'),
  };
}

export type SendActionData =
  { ok: true; queued: true; requestedAt: string; message: string } | { ok: boolean; queued: false; message: string };

/** Text an admin typed: no control characters, white space folded, at most `max` characters. */
const typedText = (label: string, max: number) =>
  z
    .string()
    .transform(cleanSearchText)
    .pipe(z.string().max(max, PRESS_RELEASE_TEXT.tooLong(label, max)));

const pressReleaseId = z.uuid(ADMIN_TEXT.pressReleaseNotFound);
const switchValue = z.enum(['true', 'false'], ADMIN_TEXT.pressReleaseUpdateFailed).transform((value) => value === 'true');

const pressReleaseSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add-press-release'),
    // The spec's rule: empty after trimming is 'Please enter a valid URL'; then http(s) only.
    url: z
      .string()
      .trim()
      .min(1, ADMIN_TEXT.pressReleaseUrlRequired)
      .max(PRESS_RELEASE_MAX.url, ADMIN_TEXT.pressReleaseUrlInvalid)
      .pipe(z.url({ protocol: /^https?$/, message: ADMIN_TEXT.pressReleaseUrlInvalid })),
  }),
  z.object({
    intent: z.enum(['set-press-release-active', 'set-press-release-newsletter']),
    id: pressReleaseId,
    value: switchValue,
  }),
  z.object({
    intent: z.literal('edit-press-release'),
    id: pressReleaseId,
    title: typedText('Title', PRESS_RELEASE_MAX.title).pipe(z.string().min(1, ADMIN_TEXT.pressReleaseTitleRequired)),
    source: typedText('Source', PRESS_RELEASE_MAX.source).pipe(z.string().min(1, ADMIN_TEXT.pressReleaseSourceRequired)),
    summary: typedText('Summary', PRESS_RELEASE_MAX.summary),
  }),
  z.object({ intent: z.literal('delete-press-release'), id: pressReleaseId }),
]);

async function pressReleaseAction(
  services: AppServices,
  admin: AuditActor,
  form: Record<string, FormDataEntryValue>,
  intent: PressReleaseIntent,
) {
  const parsed = pressReleaseSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    return data<PressReleaseActionData>(
      {
        intent,
        ok: false,
        message: issue.message,
        ...(PRESS_RELEASE_FIELDS.includes(field as PressReleaseField) ? { field: field as PressReleaseField } : {}),
      },
      400,
    );
  }
  const input = parsed.data;
  const store = services.pressReleases;
  let result: PressReleaseResult;
  if (input.intent === 'add-press-release') result = await store.add(input.url, admin);
  else if (input.intent === 'edit-press-release') result = await store.edit(input.id, input, admin);
  else if (input.intent === 'delete-press-release') result = await store.remove(input.id, admin);
  else {
    const flag = input.intent === 'set-press-release-active' ? 'isActive' : 'includedInNewsletter';
    result = await store.setFlag(input.id, flag, input.value, admin);
  }
  if (result.ok) return data<PressReleaseActionData>({ intent, ok: true, message: result.message });
  return data<PressReleaseActionData>(
    { intent, ok: false, message: result.message, ...(result.field ? { field: result.field } : {}) },
    result.status,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const form = Object.fromEntries(await readForm(request));
  if (isPressReleaseIntent(form.intent)) return pressReleaseAction(services, admin, form, form.intent);
  const kind = form.kind ?? 'daily';
  if (!isEditionKind(kind))
    return data<SendActionData>({ ok: false, queued: false, message: ADMIN_TEXT.unknownEditionKind }, 400);
  try {
    const sent = await services.editions.requestSendNow(kind);
    return sent.queued
      ? { ok: true as const, queued: true as const, requestedAt: services.now().toISOString(), message: ADMIN_TEXT.sendQueued }
      : { ok: true as const, queued: false as const, message: sendResultMessage(sent.summary) };
  } catch {
    return { ok: false as const, queued: false as const, message: ADMIN_TEXT.sendFailed };
  }
}
