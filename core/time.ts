/**
 * Reader-facing time rules: relative time, reading time and the 30-day window of the header card.
 * Dates are stored in UTC; they are shown in the journal's home zone (America/New_York) so the
 * server-rendered HTML and the hydrated page agree.
 */
import { dateTimeFormat } from './intl';

export const JOURNAL_TIME_ZONE = 'America/New_York';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Days covered by the reader window: today minus 29 days up to today. */
export const READER_WINDOW_DAYS = 30;

/** Reading speed used for the "N min read" label. */
export const WORDS_PER_MINUTE = 200;

const shortDate = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: JOURNAL_TIME_ZONE,
});
const shortDateWithYear = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: JOURNAL_TIME_ZONE,
});

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * Under 1 h 'Just now', under 24 h 'Nh ago', under 48 h 'Yesterday', otherwise a short date.
 * Future dates (a feed's clock ahead of ours) read as 'Just now'.
 */
export function relativeTime(published: Date | string, now: Date = new Date()): string {
  const ageMs = now.getTime() - toDate(published).getTime();
  if (ageMs < HOUR_MS) return 'Just now';
  if (ageMs < DAY_MS) return `${Math.floor(ageMs / HOUR_MS)}h ago`;
  if (ageMs < 2 * DAY_MS) return 'Yesterday';
  return shortDate.format(toDate(published));
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/**
 * Words / 200 rounded up. A card never claims "0 min read": even a headline-only item takes a
 * moment, so the floor is one minute.
 */
export function readingTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

export interface DateWindow {
  start: Date;
  end: Date;
  /** e.g. "Oct 25 – Nov 23, 2026" */
  label: string;
}

/** The header card's window: today minus 29 days up to today. */
export function readerWindow(now: Date = new Date()): DateWindow {
  const start = new Date(now.getTime() - (READER_WINDOW_DAYS - 1) * DAY_MS);
  return {
    start,
    end: now,
    label: `${shortDate.format(start)} – ${shortDateWithYear.format(now)}`,
  };
}

/** Start of the archive boundary used by queries: articles older than this leave the reader window. */
export function readerWindowStart(now: Date = new Date()): Date {
  const { start } = readerWindow(now);
  const startOfDay = new Date(start);
  startOfDay.setUTCHours(0, 0, 0, 0);
  return startOfDay;
}
