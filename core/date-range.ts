/** The search filter's date range (the spec's all, today, week, month) as the start of the range. */
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

export const DATE_RANGES = ['all', 'today', 'week', 'month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: 'Any time',
  today: 'Today',
  week: 'Past week',
  month: 'Past month',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value);
}

const zoneParts = dateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Midnight of `now`'s calendar day in New York (the journal's "today", decision 0024). */
export function startOfJournalDay(now: Date): Date {
  const parts = Object.fromEntries(zoneParts.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const sinceMidnightMs = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return new Date(Math.floor(now.getTime() / 1000) * 1000 - sinceMidnightMs);
}

/** Earliest publication in the range; null for all (the reader window applies). */
export function dateRangeStart(range: DateRange, now: Date): Date | null {
  if (range === 'today') return startOfJournalDay(now);
  if (range === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  if (range === 'month') return new Date(now.getTime() - 30 * DAY_MS);
  return null;
}
