import { describe, expect, it } from 'vitest';
import { mentionsCompany, PROFILES_AS_OF, TRACKED_COMPANIES, TRACKED_SYMBOLS, trackedCompany } from './companies';
import {
  coversAllTracked,
  weeklyMoves,
  describeMove,
  formatMarketCap,
  formatPrice,
  formatSigned,
  marketInsights,
  marketSummary,
  sampleQuotes,
  sparklinePoints,
  trackedQuotes,
  type PriceMove,
  type Quote,
} from './markets';

const quote = (symbol: string, price: number, change: number, changePercent: number): Quote => ({
  symbol,
  name: `${symbol} Inc.`,
  price,
  change,
  changePercent,
});

describe('the tracked companies', () => {
  it('are the spec’s eight, with Healthpeak under DOC and a dated profile each', () => {
    expect(TRACKED_SYMBOLS).toEqual(['WELL', 'VTR', 'DOC', 'OHI', 'NHI', 'SBRA', 'CTRE', 'LTC']);
    expect(trackedCompany('DOC')!.profile.note).toMatch(/PEAK was retired/);
    expect(PROFILES_AS_OF).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const { profile } of TRACKED_COMPANIES) {
      expect(profile.investorRelationsUrl).toMatch(/^https:\/\//);
      expect(profile.founded).toBeGreaterThan(1900);
      expect(profile.description.length).toBeGreaterThan(40);
    }
  });

  it('recognise a story that names Healthpeak by its old ticker', () => {
    const doc = trackedCompany('DOC')!;
    expect(mentionsCompany('Shares (NYSE: PEAK) fell', doc)).toBe(true);
    expect(mentionsCompany('Shares (NYSE: DOC) rose', doc)).toBe(true);
    expect(mentionsCompany('A doc of the deal', doc)).toBe(false);
  });
});

describe('quotes', () => {
  it('are listed in the tracked order with only the public fields', () => {
    const moves = new Map(
      TRACKED_SYMBOLS.map((s, i) => [s, { price: 10 + i, change: 1, changePercent: 2, tradingDay: '2026-11-24' }]),
    );
    const quotes = trackedQuotes(moves);
    expect(quotes.map((q) => q.symbol)).toEqual(TRACKED_SYMBOLS);
    expect(quotes[0]).toEqual({ symbol: 'WELL', name: 'Welltower Inc.', price: 10, change: 1, changePercent: 2 });
  });

  it('count only when every symbol has a positive price', () => {
    const full = new Map<string, PriceMove>(sampleQuotes().map((q) => [q.symbol, q]));
    expect(coversAllTracked(full)).toBe(true);
    expect(coversAllTracked(new Map([...full].slice(1)))).toBe(false);
    expect(coversAllTracked(new Map([...full, ['LTC', { price: 0, change: 0, changePercent: 0 }]]))).toBe(false);
  });
});

describe('the market summary', () => {
  const quotes = [quote('A', 10, 1, 10), quote('B', 20, -1, -5), quote('C', 30, 0, 0), quote('D', 40, 2, 5)];

  it('averages the moves and prices, counts gainers and losers, and ranks the top 3', () => {
    const summary = marketSummary(quotes)!;
    expect(summary.averageChangePercent).toBeCloseTo(2.5);
    expect(summary.averagePrice).toBe(25);
    expect([summary.gainers, summary.losers, summary.unchanged]).toEqual([2, 1, 1]);
    expect(summary.topPerformers.map((q) => q.symbol)).toEqual(['A', 'D', 'C']);
  });

  it('is nothing without quotes', () => {
    expect(marketSummary([])).toBeNull();
  });

  it('says in words how the sector moved and who led', () => {
    expect(marketInsights(marketSummary(quotes)!)).toEqual([
      'Senior-housing REITs traded mostly higher: 2 up, 1 down, an average move of +2.50%.',
      'Best performer: A Inc. (A), up 10.00%.',
    ]);
    expect(marketInsights(marketSummary([quote('X', 5, -1, -2)])!)[0]).toMatch(/mostly lower: 0 up, 1 down.*-2\.00%/);
  });
});

describe('figures as shown', () => {
  it('sign moves and tell them in words, so colour is never the only cue', () => {
    expect(formatSigned(1.125)).toBe('+1.13');
    expect(formatSigned(-0.4)).toBe('-0.40');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(describeMove(0.74)).toBe('up 0.74%');
    expect(describeMove(-0.641)).toBe('down 0.64%');
    expect(describeMove(0.001)).toBe('unchanged');
  });

  it('write prices in dollars and market caps in billions or millions', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatMarketCap(95_213)).toBe('$95.2B');
    expect(formatMarketCap(840)).toBe('$840.0M');
  });
});

describe('the sparkline', () => {
  it('draws nothing until two closes exist', () => {
    expect(sparklinePoints([], 100, 20)).toBe('');
    expect(sparklinePoints([5], 100, 20)).toBe('');
  });

  it('spans the box, highest close at the top', () => {
    expect(sparklinePoints([1, 3, 2], 102, 22)).toBe('1.0,21.0 51.0,1.0 101.0,11.0');
  });

  it('draws a flat history as a level line in the middle', () => {
    expect(sparklinePoints([4, 4], 10, 20)).toBe('1.0,10.0 9.0,10.0');
  });
});

describe('weeklyMoves', () => {
  const close = (symbol: string, tradingDay: string, value: number) => ({ symbol, tradingDay, close: value });

  it('compares the latest close with the last one at least seven days before it', () => {
    const closes = {
      WELL: [close('WELL', '2026-11-13', 100), close('WELL', '2026-11-16', 104), close('WELL', '2026-11-20', 110)],
      VTR: [close('VTR', '2026-11-12', 80), close('VTR', '2026-11-20', 78)],
      // Only this week: no base to compare with, so nothing is said.
      OHI: [close('OHI', '2026-11-18', 40), close('OHI', '2026-11-20', 41)],
    };
    expect(weeklyMoves(closes, '2026-11-23')).toEqual([
      { symbol: 'WELL', name: 'Welltower Inc.', close: 110, changePercent: 10 },
      { symbol: 'VTR', name: 'Ventas Inc.', close: 78, changePercent: -2.5 },
    ]);
  });

  it('ignores closes after the edition’s day', () => {
    const closes = {
      WELL: [close('WELL', '2026-11-13', 100), close('WELL', '2026-11-20', 90), close('WELL', '2026-11-27', 200)],
    };
    expect(weeklyMoves(closes, '2026-11-23')).toEqual([
      { symbol: 'WELL', name: 'Welltower Inc.', close: 90, changePercent: -10 },
    ]);
  });
});
