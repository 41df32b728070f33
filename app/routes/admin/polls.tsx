import { POLL_TEXT } from '~/core/messages';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import { ManagedPolls, PollStatsTiles } from '~/app/features/polls/ManagedPolls';
import { PollDraftForm } from '~/app/features/polls/PollDraftForm';
import type { Route } from './+types/polls';
export { loader, action } from './polls.server';

export default function AdminPolls({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Polls</h1>
      <PollStatsTiles stats={loaderData.stats} />
      <section aria-labelledby="new-poll" className="card p-6">
        <h2 id="new-poll" className="mb-4 font-serif text-lg font-bold">
          Create a poll
        </h2>
        <PollDraftForm />
      </section>
      <section aria-labelledby="all-polls" className="flex flex-col gap-3">
        <h2 id="all-polls" className="font-serif text-lg font-bold">
          All polls
        </h2>
        <ManagedPolls polls={loaderData.polls} />
      </section>
      <ChangeLog title="Changes to the polls" changes={loaderData.changes} empty={POLL_TEXT.noPollChangesYet} />
    </div>
  );
}
