import { z } from 'zod';
import { ADMIN_TEXT } from '~/core/messages';
import { SUBSCRIBER_SEARCH_MAX } from '~/core/subscribers';
import { listChanges } from '~/server/admin/audit-log';
import { deleteSubscriber, listSubscribers, setSubscriberActive, subscriberCounts } from '~/server/admin/subscribers';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/subscribers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const params = new URL(request.url).searchParams;
  const search = (params.get('q') ?? '').slice(0, SUBSCRIBER_SEARCH_MAX);
  const page = Number.parseInt(params.get('page') ?? '1', 10) || 1;
  const { db } = services.database;
  const [counts, list, changes, suppressed] = await Promise.all([
    subscriberCounts(db),
    listSubscribers(db, { search, page }),
    listChanges(db, 'subscribers'),
    services.suppressions.list(),
  ]);
  return {
    counts,
    ...list,
    search,
    changes,
    suppressed: suppressed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['activate', 'deactivate', 'delete']), id: z.uuid('No such subscriber') }),
  z.object({ intent: z.literal('lift'), email: z.string().trim().min(3).max(320) }),
]);

export type SubscriberActionData = { ok: boolean; intent: 'activate' | 'deactivate' | 'delete' | 'lift'; message: string };

export async function action({ request, context }: Route.ActionArgs): Promise<SubscriberActionData> {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return { ok: false, intent: 'deactivate', message: ADMIN_TEXT.subscriberUpdateFailed };
  if (parsed.data.intent === 'lift') {
    const lifted = await services.suppressions.lift(parsed.data.email, admin);
    return lifted
      ? { ok: true, intent: 'lift', message: ADMIN_TEXT.suppressionLifted }
      : { ok: false, intent: 'lift', message: ADMIN_TEXT.suppressionNotFound };
  }
  const { intent, id } = parsed.data;
  const { db } = services.database;
  if (intent === 'delete') {
    const result = await deleteSubscriber(db, admin, id, services.now());
    return result.ok
      ? { ok: true, intent, message: ADMIN_TEXT.subscriberDeleted }
      : { ok: false, intent, message: `${ADMIN_TEXT.subscriberDeleteFailed}: ${result.message}` };
  }
  const result = await setSubscriberActive(db, admin, id, intent === 'activate', services.now());
  if (!result.ok) return { ok: false, intent, message: `${ADMIN_TEXT.subscriberUpdateFailed}: ${result.message}` };
  return { ok: true, intent, message: intent === 'activate' ? ADMIN_TEXT.subscriberActivated : ADMIN_TEXT.subscriberDeactivated };
}
