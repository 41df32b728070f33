import { data } from 'react-router';
import type { PollAdminAnswer, PollAdminIntent } from '~/core/polls';
import { pollDraftFromForm } from '~/core/polls-input';
import { listChanges } from '~/server/admin/audit-log';
import { requireAdminPage } from '~/server/auth/admin-gate';
import type { PollChange } from '~/server/polls/polls';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/polls';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const { polls, database } = services;
  const [stats, managed, changes] = await Promise.all([polls.stats(), polls.managed(), listChanges(database.db, 'polls')]);
  return { stats, polls: managed, changes };
}

const INTENTS: readonly PollAdminIntent[] = ['create', 'update', 'open', 'close', 'delete'];

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get('intent'));
  if (!intent) throw data('Unknown form', { status: 400 });
  const pollId = String(form.get('pollId') ?? '');
  const { polls } = services;
  const change = await (() => {
    switch (intent) {
      case 'create':
        return polls.create(pollDraftFromForm(form), admin);
      case 'update':
        return polls.update(pollId, pollDraftFromForm(form), admin);
      case 'open':
      case 'close':
        return polls.setActive(pollId, intent === 'open', admin);
      case 'delete':
        return polls.remove(pollId, admin);
    }
  })();
  return answer(intent, pollId || undefined, change);
}

function answer(intent: PollAdminIntent, pollId: string | undefined, change: PollChange) {
  const result: PollAdminAnswer = change.ok
    ? { intent, ok: true, pollId }
    : { intent, ok: false, pollId, field: change.field, message: change.message };
  return data(result, { status: change.ok ? 200 : change.status });
}
