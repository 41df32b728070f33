import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { relativeTime } from '~/core/time';
import type { FeedHealth } from '~/core/feed-health';
import { ADMIN_TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';

/** A feed row: its health, and (on the management screen) where it comes from and whether it is fetched. */
export type FeedRow = FeedHealth & { origin?: 'configured' | 'admin'; enabled?: boolean };

interface FeedActionResult {
  intent: string;
  ok: boolean;
  message?: string;
}

/** Disable / Enable, posted to the route action; the outcome is a toast. */
function ToggleFeed({ feed }: { feed: FeedRow }) {
  const fetcher = useFetcher<FeedActionResult>();
  const enabled = feed.enabled !== false;
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.message || (data.intent !== 'enable' && data.intent !== 'disable')) return;
    notify(
      data.ok ? 'success' : 'error',
      data.ok ? { title: data.message } : { title: ADMIN_TEXT.feedActionFailedTitle, description: data.message },
    );
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={enabled ? 'disable' : 'enable'} />
      <input type="hidden" name="key" value={feed.key} />
      <Button type="submit" size="sm" variant={enabled ? 'outline' : 'sage'} disabled={fetcher.state !== 'idle'}>
        {enabled ? 'Disable' : 'Enable'}
        <span className="sr-only"> {feed.name}</span>
      </Button>
    </fetcher.Form>
  );
}

function status(feed: FeedRow): { label: string; healthy: boolean } {
  if (feed.enabled === false) return { label: 'Disabled', healthy: false };
  if (feed.consecutiveFailures === 0 && feed.lastSuccessAt !== null) return { label: 'OK', healthy: true };
  return { label: feed.lastAttemptAt ? `Failing ×${feed.consecutiveFailures}` : 'Not fetched yet', healthy: false };
}

/** Feed health for operators: last success, last error, what each feed delivered; admins switch feeds off and on. */
export function FeedHealthTable({ feeds, now, manage = false }: { feeds: FeedRow[]; now: Date; manage?: boolean }) {
  if (feeds.length === 0) {
    return <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noFeedsYet}</p>;
  }
  return (
    // w-0 + min-w-full: the table scrolls inside its card instead of widening the page on a phone.
    // relative: the sr-only texts in its cells are positioned, and would otherwise escape the
    // scroll box and widen the page.
    <div className="card relative w-0 min-w-full overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Feed health</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3">
              Feed
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Last success
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Items seen
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              New in last run
            </th>
            <th scope="col" className="px-4 py-3">
              Last error
            </th>
            {manage && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => {
            const { label, healthy } = status(feed);
            return (
              <tr key={feed.key} className="border-b border-tan-100 last:border-0 dark:border-night-700">
                <th scope="row" className="px-4 py-3 font-medium">
                  {feed.name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {feed.key}
                    {feed.origin === 'admin' && ' · added by an admin'}
                  </span>
                </th>
                <td className="px-4 py-3">
                  <span
                    className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
                      healthy
                        ? 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100'
                        : feed.enabled === false
                          ? 'bg-tan-100 text-brown-900 dark:bg-night-800 dark:text-cream-100'
                          : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
                    }`}
                  >
                    {label}
                  </span>
                  {feed.httpStatus !== null && <span className="ml-2 whitespace-nowrap text-xs">HTTP {feed.httpStatus}</span>}
                </td>
                <td className="px-4 py-3">{feed.lastSuccessAt ? relativeTime(feed.lastSuccessAt, now) : 'Never'}</td>
                <td className="px-4 py-3 text-right">{feed.itemsSeen}</td>
                <td className="px-4 py-3 text-right">{feed.itemsStored}</td>
                <td className="max-w-xs px-4 py-3 text-xs break-words text-red-800 dark:text-red-200">{feed.error ?? ''}</td>
                {manage && (
                  <td className="px-4 py-3">
                    <ToggleFeed feed={feed} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
