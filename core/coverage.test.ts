import { testArticle } from './article-fixtures';
import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import { mentionsCompany, TRACKED_COMPANIES } from './companies';
import { companyCoverage, coverage } from './coverage';
import { dateRangeStart, startOfJournalDay } from './date-range';

const NOW = new Date('2026-11-23T15:00:00Z'); // 10:00 in New York
const article = (i: number, hoursAgo: number, patch: Partial<Article> = {}): Article =>
  testArticle(i, NOW, { publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(), ...patch });

describe('company coverage', () => {
  it('recognises a company by name or by ticker after an exchange, not by a bare word', () => {
    const well = TRACKED_COMPANIES.find((c) => c.symbol === 'WELL')!;
    expect(mentionsCompany('WELLTOWER to buy campus', well)).toBe(true);
    expect(mentionsCompany('Shares of (NYSE: WELL) rose', well)).toBe(true);
    expect(mentionsCompany('Operators do well in Q3', well)).toBe(false);
  });

  it('counts mentions, most first, with each company’s latest story', () => {
    const result = companyCoverage([
      article(1, 1, { title: 'Ventas and Welltower bid' }),
      article(2, 5, { summary: 'Welltower closes deal' }),
    ]);
    expect(result.slice(0, 2).map((c) => [c.symbol, c.mentions, c.stories[0]?.id])).toEqual([
      ['WELL', 2, 'a1'],
      ['VTR', 1, 'a1'],
    ]);
    expect(result).toHaveLength(8);
    expect(result[7]).toMatchObject({ mentions: 0, stories: [] });
  });
});

describe('news analytics', () => {
  it('counts today (New York day) and the week, ranks categories and sources, and says so in insight lines', () => {
    const articles = [
      article(1, 2, { title: 'Welltower buys', source: 'Bisnow' }),
      article(2, 9, { source: 'Bisnow' }),
      article(3, 11),
      article(4, 24 * 8, { source: 'LeadingAge' }),
    ];
    const { analytics } = coverage(articles, { investment: 6, 'senior-living': 3, technology: 0, community: 1 }, 10, NOW);
    expect(analytics).toMatchObject({ sample: 4, today: 2, thisWeek: 3, total: 10, companiesTracked: 8 });
    expect(analytics.topCategories.map((c) => [c.label, c.count])).toEqual([
      ['Investment', 6],
      ['Senior Living', 3],
      ['Community', 1],
    ]);
    expect(analytics.topSource).toEqual({ source: 'Bisnow', count: 2 });
    expect(analytics.insights).toEqual([
      'Investment leads coverage with 6 stories (60% of the last 30 days).',
      '2 stories published today, 3 in the past week.',
      'Most active source: Bisnow, with 2 of the latest 4 stories.',
      'Welltower Inc. (WELL) is the most mentioned tracked company: 1 story.',
    ]);
  });
});

describe('date ranges', () => {
  it('start today at midnight in New York, a week or a month back, or not at all', () => {
    expect(startOfJournalDay(NOW).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(dateRangeStart('today', NOW)?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(dateRangeStart('week', NOW)?.toISOString()).toBe('2026-11-16T15:00:00.000Z');
    expect(dateRangeStart('month', NOW)?.toISOString()).toBe('2026-10-24T15:00:00.000Z');
    expect(dateRangeStart('all', NOW)).toBeNull();
  });

  it('start today at midnight on the days the clocks change', () => {
    // 1 November 2026: clocks go back at 02:00 EDT; midnight was 00:00 EDT (04:00Z).
    expect(startOfJournalDay(new Date('2026-11-01T15:00:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfJournalDay(new Date('2026-11-01T04:30:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfJournalDay(new Date('2026-11-01T03:59:59Z')).toISOString()).toBe('2026-10-31T04:00:00.000Z');
    // 8 March 2026: clocks go forward at 02:00 EST; midnight was 00:00 EST (05:00Z).
    expect(startOfJournalDay(new Date('2026-03-08T16:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfJournalDay(new Date('2026-03-08T05:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // The day after each change is an ordinary day again.
    expect(startOfJournalDay(new Date('2026-11-02T15:00:00Z')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfJournalDay(new Date('2026-03-09T15:00:00Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
