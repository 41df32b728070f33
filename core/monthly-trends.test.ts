import { describe, expect, it } from 'vitest';
import type { Category } from './categories';
import { monthLabel, monthlyTrends, monthStart, nextMonth, percentChange, previousMonth } from './monthly-trends';

const story = (category: Category, title: string, summary = '') => ({ category, title, summary });

describe('months', () => {
  it('steps across years and names them', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(monthLabel('2026-10')).toBe('October 2026');
  });

  it('starts at midnight New York time, whatever the offset', () => {
    expect(monthStart('2026-11').toISOString()).toBe('2026-11-01T04:00:00.000Z'); // EDT until Nov 1, 2 AM
    expect(monthStart('2026-12').toISOString()).toBe('2026-12-01T05:00:00.000Z'); // EST
    expect(monthStart('2026-07').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});

describe('monthlyTrends', () => {
  const october = [
    story('investment', 'Welltower buys 12 communities from Brookdale'),
    story('investment', 'Ventas raises guidance', 'NYSE: WELL peers rally'),
    story('investment', 'Omega Healthcare refinances'),
    story('senior-living', 'Atria Senior Living opens in Austin'),
    story('regulations', 'CMS staffing rule delayed'),
  ];

  it('counts stories per category against the month before, most first', () => {
    const trends = monthlyTrends('2026-10', october, { investment: 2, regulations: 4, technology: 1 });
    expect(trends).toMatchObject({
      month: '2026-10',
      monthLabel: 'October 2026',
      previousMonthLabel: 'September 2026',
      stories: 5,
      previousStories: 7,
      changePercent: -29,
    });
    expect(trends.categories.map((c) => [c.category, c.stories, c.previous, c.changePercent])).toEqual([
      ['investment', 3, 2, 50],
      // On equal counts, the category that was bigger the month before first.
      ['regulations', 1, 4, -75],
      ['senior-living', 1, 0, null],
      ['technology', 0, 1, -100],
    ]);
  });

  it('names the most-mentioned REITs (by name or ticker) and operators', () => {
    const trends = monthlyTrends('2026-10', october, {});
    expect(trends.reits).toEqual([
      { name: 'Welltower Inc.', symbol: 'WELL', stories: 2 },
      { name: 'Omega Healthcare Investors', symbol: 'OHI', stories: 1 },
      { name: 'Ventas Inc.', symbol: 'VTR', stories: 1 },
    ]);
    expect(trends.operators).toEqual([
      { name: 'Atria Senior Living', symbol: null, stories: 1 },
      { name: 'Brookdale Senior Living', symbol: null, stories: 1 },
    ]);
  });

  it('says nothing of a change from a month with no stories', () => {
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
    expect(monthlyTrends('2026-10', [], {}).categories).toEqual([]);
  });
});
