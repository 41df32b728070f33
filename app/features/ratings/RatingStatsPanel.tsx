import { Star } from '~/app/ui/icons';
import { Link } from 'react-router';
import { RATING_TEXT } from '~/core/messages';
import { formatAverageRating, RATING_MAX, starLabel, type DistributionRow } from '~/core/ratings';
import { buttonVariants } from '~/app/ui/button';
import { dateTimeFormat } from '~/core/intl';

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });

/** Average (one decimal) and total ratings, then the 5 → 1 distribution with percentage bars. */
export function RatingSummary({
  averageRating,
  totalRatings,
  distribution,
}: {
  averageRating: number | null;
  totalRatings: number;
  distribution: DistributionRow[];
}) {
  return (
    <section aria-labelledby="rating-summary" className="card flex flex-col gap-5 p-6">
      <h2 id="rating-summary" className="font-serif text-lg font-bold">
        App rating
      </h2>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted-foreground">Average rating</dt>
          <dd className="flex items-center gap-2 font-serif text-3xl font-bold">
            {formatAverageRating(averageRating)}
            <span className="text-base font-normal text-muted-foreground">out of {RATING_MAX}</span>
            <Star className="size-6 fill-current text-tan-600 dark:text-tan-300" aria-hidden="true" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Total ratings</dt>
          <dd className="font-serif text-3xl font-bold">{totalRatings.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {totalRatings === 0 && <p className="text-sm text-muted-foreground">{RATING_TEXT.noRatingsYet}</p>}
      <table className="w-full text-sm">
        <caption className="sr-only">Ratings by number of stars</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Stars</th>
            <th scope="col">Share</th>
            <th scope="col">Ratings</th>
          </tr>
        </thead>
        <tbody>
          {distribution.map((row) => (
            <tr key={row.stars}>
              <th scope="row" className="w-20 py-1.5 pr-3 text-left font-medium whitespace-nowrap">
                {starLabel(row.stars)}
              </th>
              <td className="py-1.5">
                <div className="flex items-center gap-3">
                  <div className="h-3 flex-1 overflow-hidden rounded-full bg-tan-100 dark:bg-night-700" aria-hidden="true">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${row.percentage}%` }} />
                  </div>
                  <span className="w-14 text-right tabular-nums">{row.percentage.toFixed(1)}%</span>
                </div>
              </td>
              <td className="w-16 py-1.5 pl-3 text-right text-muted-foreground tabular-nums">
                {row.count.toLocaleString('en-US')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export interface FeedbackListProps {
  entries: { id: string; rating: number; feedback: string; createdAt: string }[];
  total: number;
  page: number;
  pageCount: number;
}

/** The feedback that came with ratings, newest first, a page at a time (links, so they work without script). */
export function FeedbackList({ entries, total, page, pageCount }: FeedbackListProps) {
  return (
    <section aria-labelledby="rating-feedback" className="card p-6">
      <h2 id="rating-feedback" className="mb-3 font-serif text-lg font-bold">
        Feedback{' '}
        <span className="text-sm font-normal text-muted-foreground">({total.toLocaleString('en-US')}, newest first)</span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{RATING_TEXT.noFeedbackYet}</p>
      ) : (
        <ul className="divide-y divide-tan-200 dark:divide-night-700">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3">
              <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{starLabel(entry.rating)}</span>
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
              </p>
              <p className="text-sm break-words whitespace-pre-line">{entry.feedback}</p>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Feedback pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
