import { X } from '~/app/ui/icons';
import { Form, Link, useNavigate } from 'react-router';
import type { CategoryFilter } from '~/core/categories';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from '~/core/date-range';
import { TEXT } from '~/core/messages';
import { buttonVariants } from '~/app/ui/button';
import { readerQueryString, type ReaderQuery } from './reader-query';

const SELECT =
  'h-11 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm md:h-9 md:w-auto focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The search filter's date range (any time, today, past week, past month) and source, as URL
 * parameters (a GET form, so they work without JavaScript), and Clear filters.
 */
export function SearchFilters({ query, sources, filtered }: { query: ReaderQuery; sources: string[]; filtered: boolean }) {
  const navigate = useNavigate();
  const go = (patch: Partial<ReaderQuery>) =>
    void navigate(readerQueryString({ ...query, show: undefined, tab: undefined, ...patch }) || '/', {
      preventScrollReset: true,
    });
  return (
    <Form
      method="get"
      className="grid grid-cols-2 items-end gap-3 text-sm md:flex md:flex-wrap md:items-center"
      aria-label="Filters"
    >
      {query.category !== 'all' && <input type="hidden" name="category" value={query.category as CategoryFilter} />}
      {query.search && <input type="hidden" name="search" value={query.search} />}
      <label className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
        <span className="text-muted-foreground">Date</span>
        <select
          name="range"
          value={query.range}
          className={SELECT}
          onChange={(event) => go({ range: event.target.value as DateRange })}
        >
          {DATE_RANGES.map((range) => (
            <option key={range} value={range}>
              {DATE_RANGE_LABELS[range]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 md:flex-row md:items-center md:gap-2">
        <span className="text-muted-foreground">Source</span>
        <select name="source" value={query.source} className={SELECT} onChange={(event) => go({ source: event.target.value })}>
          <option value="">All sources</option>
          {[...new Set([...sources, ...(query.source ? [query.source] : [])])].map((source) => (
            <option key={source} value={source}>
              {source}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Apply
        </button>
      </noscript>
      {filtered && (
        <Link
          to="/"
          preventScrollReset
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'col-span-2 h-11 justify-self-start md:h-9' })}
        >
          <X aria-hidden="true" />
          {TEXT.clearFilters}
        </Link>
      )}
    </Form>
  );
}
