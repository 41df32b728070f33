import { ChevronLeft, ChevronRight, Download, Search, Trash2 } from '~/app/ui/icons';
import { useEffect, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { ADMIN_TEXT } from '~/core/messages';
import { preferencesLabel } from '~/core/newsletter';
import { pageCount, SUBSCRIBER_SEARCH_MAX, SUBSCRIBER_STATUS_LABELS, type SubscriberRow } from '~/core/subscribers';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { Button, buttonVariants } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { ConfirmDeleteDialog } from '~/app/ui/confirm-delete-dialog';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';
import { ChangeLog } from '~/app/features/admin/ChangeLog';
import type { Route } from './+types/subscribers';
import type { SubscriberActionData } from './subscribers.server';
import { dateTimeFormat } from '~/core/intl';
export { loader, action } from './subscribers.server';

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: JOURNAL_TIME_ZONE });

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="card p-4">
      <p className="text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}

/** Deactivate / Activate in place, and delete behind the spec's confirmation dialog. */
function SubscriberActions({ subscriber }: { subscriber: SubscriberRow }) {
  const fetcher = useFetcher<SubscriberActionData>();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.data) notify(fetcher.data.ok ? 'success' : 'error', { title: fetcher.data.message });
  }, [fetcher.data]);
  const active = subscriber.status !== 'unsubscribed';
  return (
    <div className="flex items-center justify-end gap-1">
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={subscriber.id} />
        <Button
          type="submit"
          name="intent"
          value={active ? 'deactivate' : 'activate'}
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`${active ? 'Deactivate' : 'Activate'} ${subscriber.email}`}
        >
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      </fetcher.Form>
      <Button variant="ghost" size="icon" onClick={() => setConfirming(true)} aria-label={`Delete ${subscriber.email}`}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ADMIN_TEXT.deleteSubscriberTitle}
        question={ADMIN_TEXT.deleteSubscriberQuestion}
        subject={subscriber.email}
        fetcher={fetcher}
        id={subscriber.id}
        intent="delete"
      />
    </div>
  );
}

const SUPPRESSION_LABELS = { bounce: 'Hard bounce', complaint: 'Complaint' } as const;

/** Addresses nothing is mailed to, each with why, and the admin's way to mail it again. */
function SuppressedAddresses({ rows }: { rows: Route.ComponentProps['loaderData']['suppressed'] }) {
  const fetcher = useFetcher<SubscriberActionData>();
  useEffect(() => {
    if (fetcher.data) notify(fetcher.data.ok ? 'success' : 'error', { title: fetcher.data.message });
  }, [fetcher.data]);
  return (
    <section aria-labelledby="suppressed" className="card flex flex-col gap-3 p-4 sm:p-6">
      <h2 id="suppressed" className="font-serif text-lg font-bold">
        Suppressed addresses
      </h2>
      <p className="text-sm text-soft-foreground">
        Nothing is mailed to these addresses, from any part of the journal. A hard bounce or a provider&apos;s bounce or complaint
        notice puts an address here.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noSuppressions}</p>
      ) : (
        <ul className="divide-y divide-tan-200 text-sm dark:divide-night-700">
          {rows.map((row) => (
            <li key={row.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex min-w-0 flex-col">
                <span className="break-all font-medium">{row.email}</span>
                <span className="text-muted-foreground">
                  {SUPPRESSION_LABELS[row.reason]} · {dateFormat.format(new Date(row.createdAt))}
                  {row.detail && ` · ${row.detail}`}
                </span>
              </span>
              <fetcher.Form method="post">
                <input type="hidden" name="email" value={row.email} />
                <Button
                  type="submit"
                  name="intent"
                  value="lift"
                  variant="outline"
                  size="sm"
                  disabled={fetcher.state !== 'idle'}
                  aria-label={`Lift the suppression of ${row.email}`}
                >
                  Lift
                </Button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { counts, rows, matching, page, search, changes, suppressed } = loaderData;
  const pages = pageCount(matching);
  const pageHref = (to: number) => `?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(to) })}`;
  const exportHref = `/api/v1/admin/subscribers/export${search ? `?${new URLSearchParams({ q: search })}` : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Subscribers</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Count label="Total" value={counts.total} />
        <Count label="Active" value={counts.active} />
        <Count label="Unsubscribed" value={counts.unsubscribed} />
        <Count label="Awaiting confirmation" value={counts.pending} />
      </div>

      <section aria-labelledby="subscriber-list" className="card flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="subscriber-list" className="font-serif text-lg font-bold">
            {search ? `${matching.toLocaleString('en-US')} matching “${search}”` : 'All subscribers'}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Form method="get" role="search" className="flex gap-2">
              <label htmlFor="subscriber-search" className="sr-only">
                Search subscribers by e-mail
              </label>
              <Input
                id="subscriber-search"
                type="search"
                name="q"
                defaultValue={search}
                maxLength={SUBSCRIBER_SEARCH_MAX}
                placeholder="Search by e-mail"
                className="w-56"
              />
              <Button type="submit" variant="outline" size="icon" aria-label="Search">
                <Search aria-hidden="true" />
              </Button>
            </Form>
            <a href={exportHref} className={buttonVariants({ variant: 'outline' })} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </div>
        </div>

        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{ADMIN_TEXT.noSubscribers}</p>
        ) : (
          <div className="relative -mx-4 overflow-x-auto sm:mx-0">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="px-4 py-2 font-semibold sm:px-2">
                    Email
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Preferences
                  </th>
                  <th scope="col" className="px-2 py-2 font-semibold">
                    Subscribed
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="break-all px-4 py-2 font-medium sm:px-2">{row.email}</td>
                    <td className="px-2 py-2">
                      <span
                        className={cn(
                          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                          row.status === 'active'
                            ? 'bg-category-investment text-category-investment-foreground'
                            : row.status === 'pending'
                              ? 'bg-category-senior-housing text-category-senior-housing-foreground'
                              : 'bg-category-unknown text-category-unknown-foreground',
                        )}
                      >
                        {SUBSCRIBER_STATUS_LABELS[row.status]}
                      </span>
                    </td>
                    <td className="px-2 py-2">{preferencesLabel(row.preferences)}</td>
                    <td className="whitespace-nowrap px-2 py-2">
                      <time dateTime={row.subscribedAt}>{dateFormat.format(new Date(row.subscribedAt))}</time>
                    </td>
                    <td className="px-2 py-2">
                      <SubscriberActions subscriber={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {pages > 1 && (
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
            {page > 1 ? (
              <Link to={pageHref(page - 1)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-muted-foreground">
              Page {page} of {pages.toLocaleString('en-US')}
            </span>
            {page < pages ? (
              <Link to={pageHref(page + 1)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                Next
                <ChevronRight aria-hidden="true" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>

      <SuppressedAddresses rows={suppressed} />

      <ChangeLog title="Changes to subscribers" changes={changes} empty={ADMIN_TEXT.noSubscriberChangesYet} />
    </div>
  );
}
