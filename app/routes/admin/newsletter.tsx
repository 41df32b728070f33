import { Clock, FileText, Send } from '~/app/ui/icons';
import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { ADMIN_TEXT, sendResultMessage } from '~/core/messages';
import { EDITION_KINDS, isEditionKind, PREFERENCE_LABELS, SEND_HISTORY_LIMIT, type EditionKind } from '~/core/newsletter';
import { notify } from '~/app/ui/notify';
import { Button } from '~/app/ui/button';
import { useRevalidateEvery } from '~/app/ui/use-revalidate-every';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import { PressReleaseManager } from '~/app/features/admin/PressReleaseManager';
import type { Route } from './+types/newsletter';
import type { SendActionData } from './newsletter.server';
import { dateTimeFormat } from '~/core/intl';
export { loader, action } from './newsletter.server';

/** While the screen is open, the history refreshes itself so a finished send appears without a reload. */
const HISTORY_REFRESH_MS = 10_000;

const timeFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });

/** While a queued send is under way, the history is checked this often. */
const SENDING_REFRESH_MS = 2_000;

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<SendActionData>();
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<EditionKind>('daily');
  useRevalidateEvery(HISTORY_REFRESH_MS);

  // A queued send is done when its send log appears; until then the button stays busy.
  const requestedAt = fetcher.data?.queued ? fetcher.data.requestedAt : null;
  const finished = requestedAt ? loaderData.logs.find((log) => log.sentAt >= requestedAt) : undefined;
  const waiting = requestedAt !== null && !finished;
  const sending = fetcher.state !== 'idle' || waiting;

  useEffect(() => {
    const data = fetcher.data;
    if (!data || data.queued) return;
    notify(
      data.ok ? 'success' : 'error',
      data.ok ? { title: data.message } : { title: ADMIN_TEXT.sendFailedTitle, description: data.message },
    );
  }, [fetcher.data]);

  useEffect(() => {
    if (finished) notify(finished.skippedReason ? 'warning' : 'success', { title: sendResultMessage(finished) });
  }, [finished]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), SENDING_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, revalidator, loaderData.logs]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Newsletter</h1>
      <section aria-labelledby="send-now" className="card flex flex-col gap-3 p-6">
        <h2 id="send-now" className="font-serif text-lg font-bold">
          Send the newsletter
        </h2>
        <p className="flex items-center gap-2 text-sm text-soft-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {ADMIN_TEXT.scheduleNote} Sending now delivers today&apos;s edition of the chosen kind to every confirmed subscriber who
          chose it and has not received it yet; nobody gets it twice.
        </p>
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="send-kind" className="text-sm font-medium">
              Edition
            </label>
            <select
              id="send-kind"
              name="kind"
              value={kind}
              onChange={(event) => isEditionKind(event.target.value) && setKind(event.target.value)}
              className="h-10 rounded-md border border-input bg-cream-50 px-3 text-sm dark:bg-night-900 dark:text-cream-50"
            >
              {EDITION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PREFERENCE_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="sage" disabled={sending}>
            <Send aria-hidden="true" />
            {sending ? 'Sending…' : `Send ${PREFERENCE_LABELS[kind]} Newsletter Now`}
          </Button>
        </fetcher.Form>
      </section>

      <section aria-labelledby="send-history" className="card p-6">
        <h2 id="send-history" className="mb-3 font-serif text-lg font-bold">
          Send history <span className="text-sm font-normal text-muted-foreground">(last {SEND_HISTORY_LIMIT})</span>
        </h2>
        {loaderData.logs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noSendsYet}</p>
        ) : (
          // Focusable, so a keyboard can scroll the history once it outgrows its 300 px.
          <ul
            className="max-h-[300px] divide-y divide-tan-200 overflow-y-auto text-sm dark:divide-night-700"
            aria-label="Sends, newest first"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            {loaderData.logs.map((log) => (
              <li key={log.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex items-center gap-2">
                  <time dateTime={log.sentAt}>{timeFormat.format(new Date(log.sentAt))}</time>
                  <span className="rounded border border-input px-1.5 py-0.5 text-xs font-medium">
                    {isEditionKind(log.kind) ? PREFERENCE_LABELS[log.kind] : log.kind}
                  </span>
                </span>
                {log.skippedReason ? (
                  <span className="text-muted-foreground">{sendResultMessage(log)}</span>
                ) : (
                  <span>
                    <strong className="text-sage-800 dark:text-sage-200">{log.successful} sent</strong>
                    {log.failed > 0 && <strong className="ml-2 text-red-800 dark:text-red-200">{log.failed} failed</strong>}
                    <span className="ml-2 text-muted-foreground">of {log.totalSubscribers}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <PressReleaseManager releases={loaderData.pressReleases} />

      {loaderData.outbox && (
        <section aria-labelledby="outbox" className="card p-6">
          <h2 id="outbox" className="mb-1 font-serif text-lg font-bold">
            Outbox
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            No SMTP server is configured (SMTP_URL), so e-mails are kept here as .eml files instead of being sent.
          </p>
          {loaderData.outbox.length === 0 ? (
            <p className="text-sm text-muted-foreground">{ADMIN_TEXT.outboxEmpty}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {loaderData.outbox.map((message) => (
                <li key={message.name}>
                  <a
                    href={`/api/v1/admin/newsletter/outbox/${message.name}`}
                    className="inline-flex items-center gap-2 underline"
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    {message.name}
                  </a>
                  <span className="ml-2 text-xs text-muted-foreground">{Math.ceil(message.size / 1024)} KB</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <ChangeLog
        title="Changes to press releases"
        changes={loaderData.pressReleaseChanges}
        empty={ADMIN_TEXT.noPressReleaseChangesYet}
      />
    </div>
  );
}
