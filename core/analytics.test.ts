import { describe, expect, it } from 'vitest';
import {
  dayBuckets,
  dayLabel,
  isPrefetchRequest,
  journalDay,
  lastJournalDays,
  pageViewRetentionCutoff,
  pathOnly,
  referrerWithoutQuery,
} from './analytics';
import { pageViewSchema } from './page-view-input';

describe('days in New York time', () => {
  it('puts 03:00 UTC on the previous New York day', () => {
    expect(journalDay(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(journalDay(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });

  it('lists the last 30 days ending today, oldest first', () => {
    const days = lastJournalDays(new Date('2026-11-25T15:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-27');
    expect(days.at(-1)).toBe('2026-11-25');
  });

  it('counts each calendar day once across the end of daylight-saving time (Nov 1, 2026)', () => {
    const days = lastJournalDays(new Date('2026-11-03T12:00:00Z'), 5);
    expect(days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('fills days without rows with zero and drops rows outside the window', () => {
    const buckets = dayBuckets(
      ['2026-11-23', '2026-11-24', '2026-11-25'],
      [
        { day: '2026-11-24', count: 7 },
        { day: '2026-10-01', count: 99 },
      ],
    );
    expect(buckets).toEqual([
      { day: '2026-11-23', count: 0 },
      { day: '2026-11-24', count: 7 },
      { day: '2026-11-25', count: 0 },
    ]);
  });

  it('labels a day as a short date', () => {
    expect(dayLabel('2026-11-05')).toBe('Nov 5');
  });
});

describe('page-view retention', () => {
  it('keeps 13 calendar months', () => {
    expect(pageViewRetentionCutoff(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2025-10-25T10:00:00.000Z');
  });

  it('ends a month that has no such day on its last day', () => {
    expect(pageViewRetentionCutoff(new Date('2027-03-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('what a page view keeps', () => {
  it('stores the path without its query or fragment', () => {
    expect(pathOnly('/?search=memory%20care#top')).toBe('/');
    expect(referrerWithoutQuery('https://www.google.com/search?q=welltower')).toBe('https://www.google.com/search');
    expect(referrerWithoutQuery('')).toBeNull();
  });

  it('recognises prefetches and prerenders by Purpose or Sec-Purpose', () => {
    expect(isPrefetchRequest('prefetch', null)).toBe(true);
    expect(isPrefetchRequest(null, 'prefetch;prerender')).toBe(true);
    expect(isPrefetchRequest(null, null)).toBe(false);
  });

  it('takes our own paths only, of bounded length', () => {
    expect(pageViewSchema.safeParse({ path: '/newsletter', session: 'a1-b2' }).success).toBe(true);
    expect(pageViewSchema.safeParse({ path: '//evil.example/x', session: 'a1' }).error?.issues[0]?.path).toEqual(['path']);
    expect(pageViewSchema.safeParse({ path: `/${'a'.repeat(600)}`, session: 'a1' }).error?.issues[0]?.path).toEqual(['path']);
    expect(pageViewSchema.safeParse({ path: '/', session: 'x'.repeat(65) }).error?.issues[0]?.path).toEqual(['session']);
    expect(pageViewSchema.safeParse({ path: '/', session: 'a', referrer: 'javascript:alert(1)' }).success).toBe(false);
  });
});
