import { relativeTime } from '~/core/time';
import type { FeedHealth } from '~/core/feed-health';
import { ADMIN_TEXT } from '~/core/messages';

/** Feed health for operators: last success, last error, and what each feed delivered. */
export function FeedHealthTable({ feeds, now }: { feeds: FeedHealth[]; now: Date }) {
  if (feeds.length === 0) {
    return <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noFeedsYet}</p>;
  }
  return (
    <div className="card overflow-x-auto">
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
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => {
            const healthy = feed.consecutiveFailures === 0 && feed.lastSuccessAt !== null;
            return (
              <tr key={feed.key} className="border-b border-tan-100 last:border-0 dark:border-night-700">
                <th scope="row" className="px-4 py-3 font-medium">
                  {feed.name}
                  <span className="block text-xs font-normal text-muted-foreground">{feed.key}</span>
                </th>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      healthy
                        ? 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100'
                        : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
                    }`}
                  >
                    {healthy ? 'OK' : feed.lastAttemptAt ? `Failing ×${feed.consecutiveFailures}` : 'Not fetched yet'}
                  </span>
                  {feed.httpStatus !== null && <span className="ml-2 text-xs">HTTP {feed.httpStatus}</span>}
                </td>
                <td className="px-4 py-3">{feed.lastSuccessAt ? relativeTime(feed.lastSuccessAt, now) : 'Never'}</td>
                <td className="px-4 py-3 text-right">{feed.itemsSeen}</td>
                <td className="px-4 py-3 text-right">{feed.itemsStored}</td>
                <td className="max-w-xs px-4 py-3 text-xs break-words text-red-800 dark:text-red-200">{feed.error ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
