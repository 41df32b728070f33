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

/** Time since midnight on New York's wall clock at `at`, ms (whole seconds). */
function wallClockSinceMidnightMs(at: Date): number {
  const parts = Object.fromEntries(zoneParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
}

/**
 * Midnight of `now`'s calendar day in New York (the journal's "today", decision 0024). On the days
 * the clocks change, the wall clock's hours since midnight are one more or one fewer than the hours
 * that passed: the first guess then lands at 23:00 or 01:00, and is moved by that hour.
 */
export function startOfJournalDay(now: Date): Date {
  const guess = Math.floor(now.getTime() / 1000) * 1000 - wallClockSinceMidnightMs(now);
  const off = wallClockSinceMidnightMs(new Date(guess));
  if (off === 0) return new Date(guess);
  // 23:00 of the day before: an hour short; 01:00: an hour too far.
  return new Date(off > 12 * 3_600_000 ? guess + (24 * 3_600_000 - off) : guess - off);
}

/** Earliest publication in the range; null for all (the reader list then keeps to its window, the AI search to none). */
export function dateRangeStart(range: DateRange, now: Date): Date | null {
  if (range === 'today') return startOfJournalDay(now);
  if (range === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  if (range === 'month') return new Date(now.getTime() - 30 * DAY_MS);
  return null;
}
