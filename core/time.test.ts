import { describe, it, expect } from 'vitest';
import {
  JOURNAL_TIME_ZONE,
  READER_WINDOW_DAYS,
  WORDS_PER_MINUTE,
  countWords,
  readerWindow,
  readerWindowStart,
  readingTimeMinutes,
  relativeTime,
} from './time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 10:00 in New York (EST, UTC-5). */
const NOW = new Date('2026-11-23T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('constants', () => {
  it('match the spec', () => {
    expect(JOURNAL_TIME_ZONE).toBe('America/New_York');
    expect(READER_WINDOW_DAYS).toBe(30);
    expect(WORDS_PER_MINUTE).toBe(200);
  });
});

describe('relativeTime', () => {
  it.each([
    ['0s', 0, 'Just now'],
    ['59m59s', 59 * MINUTE + 59 * SECOND, 'Just now'],
    ['59m59.999s', HOUR - 1, 'Just now'],
    ['exactly 1h', HOUR, '1h ago'],
    ['1h59m', HOUR + 59 * MINUTE, '1h ago'],
    ['2h', 2 * HOUR, '2h ago'],
    ['23h59m', 23 * HOUR + 59 * MINUTE, '23h ago'],
    ['23h59m59.999s', DAY - 1, '23h ago'],
    ['exactly 24h', DAY, 'Yesterday'],
    ['47h59m', 47 * HOUR + 59 * MINUTE, 'Yesterday'],
    ['47h59m59.999s', 2 * DAY - 1, 'Yesterday'],
    ['exactly 48h', 2 * DAY, 'Nov 21'],
    ['10 days', 10 * DAY, 'Nov 13'],
    ['a year', 365 * DAY, 'Nov 23'],
  ])('%s old → %s', (_label, ageMs, expected) => {
    expect(relativeTime(ago(ageMs), NOW)).toBe(expected);
  });

  it.each([
    ['1 second', SECOND],
    ['5 minutes', 5 * MINUTE],
    ['3 days', 3 * DAY],
  ])('a date %s in the future reads "Just now"', (_label, aheadMs) => {
    expect(relativeTime(ago(-aheadMs), NOW)).toBe('Just now');
  });

  it('accepts an ISO string as well as a Date', () => {
    expect(relativeTime('2026-11-23T12:00:00.000Z', NOW)).toBe('3h ago');
    expect(relativeTime('2026-11-20T15:00:00Z', NOW)).toBe('Nov 20');
  });

  it('shows the short date in the New York zone, not UTC', () => {
    // 03:00 UTC on Nov 21 is 22:00 on Nov 20 in New York.
    expect(relativeTime('2026-11-21T03:00:00Z', NOW)).toBe('Nov 20');
    // 04:30 UTC on Jul 10 is 00:30 on Jul 10 in New York (EDT, UTC-4).
    expect(relativeTime('2026-07-10T04:30:00Z', NOW)).toBe('Jul 10');
    // 03:30 UTC on Jul 10 is 23:30 on Jul 9 in New York.
    expect(relativeTime('2026-07-10T03:30:00Z', NOW)).toBe('Jul 9');
  });

  it('uses the current time when no "now" is given', () => {
    expect(relativeTime(new Date(Date.now() - 5 * MINUTE))).toBe('Just now');
    expect(relativeTime(new Date(Date.now() - 5 * HOUR - MINUTE))).toBe('5h ago');
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  two  words  ', 2],
    ['tabs\tand\nnew\r\nlines', 4],
    ['Senior housing occupancy rose to 87.5% in Q3.', 8],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('readingTimeMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it.each([
    [0, 1],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
    [1001, 6],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it('never claims 0 minutes for blank text', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes('  \n ')).toBe(1);
  });

  it('counts words across any whitespace', () => {
    expect(readingTimeMinutes(words(201).replaceAll(' ', '\n\t  '))).toBe(2);
  });
});

describe('readerWindow', () => {
  it('runs from now minus 29 days up to now', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const window = readerWindow(now);
    expect(window.start.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(window.end.getTime()).toBe(now.getTime());
    expect(now.getTime() - window.start.getTime()).toBe(29 * DAY);
  });

  it.each([
    ['2026-11-23T12:00:00.000Z', 'Oct 25 – Nov 23, 2026'],
    ['2026-03-31T16:00:00.000Z', 'Mar 2 – Mar 31, 2026'],
    // The start's year is left off, the end's year is shown.
    ['2027-01-10T17:00:00.000Z', 'Dec 12 – Jan 10, 2027'],
    // 03:00 UTC on Nov 23 is still Nov 22 in New York.
    ['2026-11-23T03:00:00.000Z', 'Oct 24 – Nov 22, 2026'],
  ])('at %s the label reads "%s"', (now, label) => {
    expect(readerWindow(new Date(now)).label).toBe(label);
  });

  it('uses the current time when no "now" is given', () => {
    const before = Date.now();
    const { start, end } = readerWindow();
    const after = Date.now();
    expect(end.getTime()).toBeGreaterThanOrEqual(before);
    expect(end.getTime()).toBeLessThanOrEqual(after);
    expect(end.getTime() - start.getTime()).toBe(29 * DAY);
  });
});

describe('readerWindowStart', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', '2026-10-25T00:00:00.000Z'],
    ['2026-11-23T00:00:00.000Z', '2026-10-25T00:00:00.000Z'],
    ['2026-11-23T23:59:59.999Z', '2026-10-25T00:00:00.000Z'],
    ['2027-01-10T17:00:00.000Z', '2026-12-12T00:00:00.000Z'],
  ])('at %s the archive boundary is %s', (now, start) => {
    expect(readerWindowStart(new Date(now)).toISOString()).toBe(start);
  });

  it('is never later than the window start, so no article of the window is cut off', () => {
    const now = new Date('2026-11-23T18:45:12.345Z');
    const boundary = readerWindowStart(now);
    expect(boundary.getTime()).toBeLessThanOrEqual(readerWindow(now).start.getTime());
    expect(readerWindow(now).start.getTime() - boundary.getTime()).toBeLessThan(DAY);
  });
});
