/**
 * Page views and the admin's Analytics screen: bounds on what a beacon may carry, the retention
 * window, the 30-day "recent" window and its days in New York time. Pure rules. The beacon's input
 * schema is in page-view-input.ts, so zod stays out of the pages' bundle.
 */
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

/** The spec's analytics 'recent' window. */
export const ANALYTICS_RECENT_DAYS = 30;
/** Page views are kept 13 months: a year's comparison plus a month, then pruned daily. */
export const PAGE_VIEW_RETENTION_MONTHS = 13;
/** Pages listed under "Top pages". */
export const TOP_PAGES_LIMIT = 10;

export const PAGE_PATH_MAX_CHARS = 512;
export const REFERRER_MAX_CHARS = 1024;
export const USER_AGENT_MAX_CHARS = 512;
export const SESSION_ID_MAX_CHARS = 64;

/** The key under which the browser keeps its page-view session id (the spec: session storage). */
export const SESSION_ID_STORAGE_KEY = 'journal.session-id';

/**
 * A prefetch or prerender asks for a page nobody may ever look at. Chromium sends
 * `Sec-Purpose: prefetch` (`prefetch;prerender`), older browsers `Purpose: prefetch`.
 */
export function isPrefetchRequest(purpose: string | null, secPurpose: string | null): boolean {
  return [purpose, secPurpose].some((value) => value !== null && /(^|[;,\s])prefetch\b/i.test(value));
}

/**
 * What is stored of a page address: the path only. Query strings carry searches ('?search=…'),
 * hashes carry nothing a count needs; neither goes into the table.
 */
export function pathOnly(address: string): string {
  return address.split(/[?#]/, 1)[0]!;
}

/** The referrer without its query and fragment (another site's search terms are not ours to keep). */
export function referrerWithoutQuery(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  return pathOnly(referrer) || null;
}

/** The oldest moment a page view is kept at `now`: 13 calendar months back (UTC). */
export function pageViewRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PAGE_VIEW_RETENTION_MONTHS);
  // 31 March minus 13 months is 28/29 February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** The start of the rolling 30-day window the cards count in. */
export function recentWindowStart(now: Date): Date {
  return new Date(now.getTime() - ANALYTICS_RECENT_DAYS * 24 * 60 * 60 * 1000);
}

const dayFormat = dateTimeFormat('en-CA', {
  timeZone: JOURNAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The New York calendar date of an instant, as 'YYYY-MM-DD'. */
export function journalDay(at: Date): string {
  return dayFormat.format(at);
}

/**
 * The last `count` New York calendar days ending with today, oldest first, as 'YYYY-MM-DD'.
 * Stepping by calendar date (noon UTC of each date) keeps the list right across a change of
 * daylight-saving time, when a New York day is 23 or 25 hours long.
 */
export function lastJournalDays(now: Date, count: number = ANALYTICS_RECENT_DAYS): string[] {
  const [year, month, day] = journalDay(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1, day - (count - 1 - i), 12));
    return date.toISOString().slice(0, 10);
  });
}

export interface DayCount {
  /** 'YYYY-MM-DD', New York time. */
  day: string;
  count: number;
}

/** One bar per day of `days`: the counts found, zero for a day with none; days outside are dropped. */
export function dayBuckets(days: readonly string[], counted: readonly DayCount[]): DayCount[] {
  const byDay = new Map(counted.map((row) => [row.day, row.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const shortDay = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 25' for '2026-11-25' (the date is already a New York date). */
export function dayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

/** The Analytics screen's eight figures (the spec's cards), plus the open polls. */
export interface AnalyticsCounts {
  totalSubscribers: number;
  newSubscribers: number;
  polls: number;
  activePolls: number;
  pollResponses: number;
  averageRating: number | null;
  totalRatings: number;
  totalPageViews: number;
  recentPageViews: number;
}
