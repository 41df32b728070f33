import { Lock, LockOpen, Pencil, Trash2 } from '~/app/ui/icons';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { POLL_TEXT } from '~/core/messages';
import type { ManagedPoll, PollAdminAnswer } from '~/core/polls';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { usePollAdminToast } from './admin-toasts';
import { PollDraftForm } from './PollDraftForm';
import { PollResultsList } from './PollResultsList';
import { dateTimeFormat } from '~/core/intl';

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: JOURNAL_TIME_ZONE });

/** Every poll, newest first: its state and results, and what an admin can do to it. */
export function ManagedPolls({ polls }: { polls: ManagedPoll[] }) {
  if (polls.length === 0) return <p className="text-sm text-muted-foreground">{POLL_TEXT.noPollsYet}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {polls.map((poll) => (
        <li key={poll.id}>
          <ManagedPollItem poll={poll} />
        </li>
      ))}
    </ul>
  );
}

function ManagedPollItem({ poll }: { poll: ManagedPoll }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<PollAdminAnswer>();
  usePollAdminToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const headingId = `poll-${poll.id}`;

  const remove = () => {
    setConfirming(false);
    void fetcher.submit({ intent: 'delete', pollId: poll.id }, { method: 'post' });
  };

  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-serif text-lg font-bold leading-snug">
            {poll.question}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <span
              className={`rounded-full px-2 py-0.5 font-semibold ${poll.active ? 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100' : 'bg-tan-100 text-brown-900 dark:bg-night-700 dark:text-cream-100'}`}
            >
              {poll.active ? 'Active' : 'Closed'}
            </span>
            <span>Created {dateFormat.format(new Date(poll.createdAt))}</span>
            <span>
              {poll.results.total} {poll.results.total === 1 ? 'response' : 'responses'}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> poll: {poll.question}</span>
          </Button>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={poll.active ? 'close' : 'open'} />
            <input type="hidden" name="pollId" value={poll.id} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {poll.active ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
              {poll.active ? 'Close' : 'Reopen'}
              <span className="sr-only"> poll: {poll.question}</span>
            </Button>
          </fetcher.Form>
          <Dialog open={confirming} onOpenChange={setConfirming}>
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> poll: {poll.question}</span>
            </Button>
            <DialogContent>
              <DialogTitle>Delete Poll</DialogTitle>
              <DialogDescription className="mt-2">
                Are you sure you want to delete this poll and its {poll.results.total}{' '}
                {poll.results.total === 1 ? 'response' : 'responses'}? This action cannot be undone.
              </DialogDescription>
              <p className="mt-3 text-sm font-medium">{poll.question}</p>
              <div className="mt-5 flex justify-end gap-2">
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button variant="destructive" onClick={remove}>
                  Delete poll
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        </div>
      </div>
      {editing ? (
        <PollDraftForm
          poll={{ id: poll.id, question: poll.question, options: poll.options, votes: poll.results.total }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <PollResultsList results={poll.results} compact />
      )}
    </article>
  );
}

/** The screen's three counts. */
export function PollStatsTiles({ stats }: { stats: { totalPolls: number; activePolls: number; totalResponses: number } }) {
  const tiles = [
    { label: 'Total Polls', value: stats.totalPolls },
    { label: 'Active Polls', value: stats.activePolls },
    { label: 'Total Responses', value: stats.totalResponses },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="card flex flex-col-reverse gap-1 p-4 sm:p-5">
          <dt className="text-xs text-muted-foreground sm:text-sm">{tile.label}</dt>
          <dd className="font-serif text-3xl font-bold tabular-nums">{tile.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
