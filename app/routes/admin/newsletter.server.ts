import { data } from 'react-router';
import { ADMIN_TEXT, sendResultMessage } from '~/core/messages';
import { isEditionKind } from '~/core/newsletter';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { listOutbox } from '~/server/newsletter/mailer';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  return {
    logs: (await services.editions.sendHistory()).map((log) => ({ ...log, sentAt: log.sentAt.toISOString() })),
    outbox: services.mailer.kind === 'outbox' ? listOutbox(services.config, 20) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const kind = (await request.formData()).get('kind') ?? 'daily';
  if (!isEditionKind(kind))
    return data({ ok: false as const, queued: false as const, message: ADMIN_TEXT.unknownEditionKind }, 400);
  try {
    const sent = await services.editions.requestSendNow(kind);
    return sent.queued
      ? { ok: true as const, queued: true as const, requestedAt: services.now().toISOString(), message: ADMIN_TEXT.sendQueued }
      : { ok: true as const, queued: false as const, message: sendResultMessage(sent.summary) };
  } catch {
    return { ok: false as const, queued: false as const, message: ADMIN_TEXT.sendFailed };
  }
}
