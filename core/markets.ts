/**
 * The market watch's facts: what a quote is, how long one is fresh, the sample quotes shown
 * (labelled as samples) when no provider answers, and the figures the Market Summary, the phone's
 * tabs and the company profiles derive from quotes. Which companies are tracked: core/companies.ts.
 */
import { TRACKED_COMPANIES, TRACKED_SYMBOLS } from './companies';
import { numberFormat } from './intl';

/** A quote is fresh for 2 minutes (the spec's stock cache and "updates every 2 min"). */
export const QUOTE_FRESH_MS = 2 * 60 * 1000;

/** What a provider tells about one symbol. */
export interface PriceMove {
  price: number;
  change: number;
  changePercent: number;
  /** The New York trading day (YYYY-MM-DD) the price belongs to, when the provider says. */
  tradingDay?: string;
}

export interface Quote extends PriceMove {
  symbol: string;
  name: string;
}

/** live: from a provider just now; cached: from a provider within the last minutes; fallback: samples. */
export type QuoteSource = 'live' | 'cached' | 'fallback';

export interface QuotesAnswer {
  quotes: Quote[];
  source: QuoteSource;
  /** When the figures were fetched (ISO 8601); for samples, when they were served. */
  lastUpdated: string;
}

/**
 * Sample figures for when no provider answers (no keys, providers down). Never shown as real: the
 * answer's source is 'fallback' and every screen labels them as sample data.
 */
export const SAMPLE_PRICE_MOVES: Readonly<Record<string, PriceMove>> = {
  WELL: { price: 152.4, change: 1.12, changePercent: 0.74 },
  VTR: { price: 63.85, change: -0.41, changePercent: -0.64 },
  DOC: { price: 18.9, change: 0.08, changePercent: 0.43 },
  OHI: { price: 38.2, change: 0.25, changePercent: 0.66 },
  NHI: { price: 74.1, change: -0.36, changePercent: -0.48 },
  SBRA: { price: 18.05, change: 0.11, changePercent: 0.61 },
  CTRE: { price: 31.6, change: -0.07, changePercent: -0.22 },
  LTC: { price: 35.3, change: 0.14, changePercent: 0.4 },
};

/** The tracked companies' quotes in the tracked order; `moves` must cover every tracked symbol. */
export function trackedQuotes(moves: ReadonlyMap<string, PriceMove> | Readonly<Record<string, PriceMove>>): Quote[] {
  const moveOf = (symbol: string) => (moves instanceof Map ? moves.get(symbol) : (moves as Record<string, PriceMove>)[symbol]);
  return TRACKED_COMPANIES.map(({ symbol, name }) => {
    const { price, change, changePercent } = moveOf(symbol)!;
    return { symbol, name, price, change, changePercent };
  });
}

/** The tracked companies with their sample figures, in the tracked order. */
export function sampleQuotes(): Quote[] {
  return trackedQuotes(SAMPLE_PRICE_MOVES);
}

/** True when `moves` has a usable figure for every tracked symbol (the spec uses nothing less). */
export function coversAllTracked(moves: ReadonlyMap<string, PriceMove>): boolean {
  return TRACKED_SYMBOLS.every((symbol) => {
    const move = moves.get(symbol);
    return move !== undefined && [move.price, move.change, move.changePercent].every(Number.isFinite) && move.price > 0;
  });
}

/** The Market Summary's figures, from one set of quotes. */
export interface MarketSummary {
  averageChangePercent: number;
  averagePrice: number;
  gainers: number;
  losers: number;
  unchanged: number;
  /** The best performers by change percent, best first. */
  topPerformers: Quote[];
}

export const TOP_PERFORMERS = 3;

export function marketSummary(quotes: readonly Quote[]): MarketSummary | null {
  if (quotes.length === 0) return null;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    averageChangePercent: mean(quotes.map((q) => q.changePercent)),
    averagePrice: mean(quotes.map((q) => q.price)),
    gainers: quotes.filter((q) => q.change > 0).length,
    losers: quotes.filter((q) => q.change < 0).length,
    unchanged: quotes.filter((q) => q.change === 0).length,
    topPerformers: [...quotes]
      .sort((a, b) => b.changePercent - a.changePercent || a.symbol.localeCompare(b.symbol))
      .slice(0, TOP_PERFORMERS),
  };
}

export type Direction = 'up' | 'down' | 'flat';

export function direction(change: number): Direction {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

const usd = numberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function formatPrice(price: number): string {
  return usd.format(price);
}

/** "+1.12", "-0.41", "0.00": the sign is part of the figure. */
export function formatSigned(value: number, digits = 2): string {
  const text = Math.abs(value).toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : `${value > 0 ? '+' : '-'}${text}`;
}

/** The move in words, so it is not told by colour alone: "up 0.74%", "down 0.64%", "unchanged". */
export function describeMove(changePercent: number): string {
  const size = `${Math.abs(changePercent).toFixed(2)}%`;
  const d = direction(Number(changePercent.toFixed(2)));
  return d === 'up' ? `up ${size}` : d === 'down' ? `down ${size}` : 'unchanged';
}

/** A market capitalisation given in millions of dollars, as "$95.2B" or "$840.0M". */
export function formatMarketCap(millions: number): string {
  return millions >= 1000 ? `$${(millions / 1000).toFixed(1)}B` : `$${millions.toFixed(1)}M`;
}

/** Key insight lines about the sector's day, generated from the summary. */
export function marketInsights(summary: MarketSummary): string[] {
  const lines: string[] = [];
  const { gainers, losers, averageChangePercent } = summary;
  const mood = gainers > losers ? 'mostly higher' : losers > gainers ? 'mostly lower' : 'mixed';
  lines.push(
    `Senior-housing REITs traded ${mood}: ${gainers} up, ${losers} down, an average move of ${formatSigned(averageChangePercent)}%.`,
  );
  const best = summary.topPerformers[0];
  if (best) lines.push(`Best performer: ${best.name} (${best.symbol}), ${describeMove(best.changePercent)}.`);
  return lines;
}

/** One recorded close of a tracked symbol (the daily history the profiles draw). */
export interface ClosingPrice {
  symbol: string;
  /** The trading day, YYYY-MM-DD in New York. */
  tradingDay: string;
  close: number;
}

/** How many days of closes a profile's sparkline shows. */
export const HISTORY_DAYS = 30;

/** What the company profiles draw from our own records: closes and the latest market caps. */
export interface MarketHistory {
  /** Per symbol, oldest first, the last HISTORY_DAYS recorded closes (absent: none yet). */
  closes: Record<string, ClosingPrice[]>;
  /** Per symbol, the latest market capitalisation a provider gave, in millions of US dollars. */
  marketCaps: Record<string, { millions: number; tradingDay: string }>;
}

/**
 * SVG polyline points for a sparkline of `closes` (oldest first) in a width × height box, with a
 * pixel of padding so the stroke is not clipped. Fewer than two closes draw nothing.
 */
export function sparklinePoints(closes: readonly number[], width: number, height: number): string {
  if (closes.length < 2) return '';
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const span = high - low || 1;
  const pad = 1;
  return closes
    .map((close, i) => {
      const x = pad + (i / (closes.length - 1)) * (width - 2 * pad);
      const y = high === low ? height / 2 : pad + ((high - close) / span) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * Each tracked REIT's move over the week to `day` (YYYY-MM-DD), from recorded closes (oldest first):
 * the latest close on or before `day` against the latest close at least seven calendar days before
 * it. A symbol without both closes is left out; the weekly edition says nothing rather than guess.
 */
export function weeklyMoves(closes: Readonly<Record<string, readonly ClosingPrice[]>>, day: string): WeeklyMove[] {
  const moves: WeeklyMove[] = [];
  for (const company of TRACKED_COMPANIES) {
    const history = (closes[company.symbol] ?? []).filter((c) => c.tradingDay <= day);
    const latest = history.at(-1);
    if (!latest) continue;
    const weekBefore = new Date(`${latest.tradingDay}T12:00:00Z`);
    weekBefore.setUTCDate(weekBefore.getUTCDate() - 7);
    const base = history.filter((c) => c.tradingDay <= weekBefore.toISOString().slice(0, 10)).at(-1);
    if (!base || base.close <= 0) continue;
    moves.push({
      symbol: company.symbol,
      name: company.name,
      close: latest.close,
      changePercent: Math.round(((latest.close - base.close) / base.close) * 10_000) / 100,
    });
  }
  return moves.sort((a, b) => b.changePercent - a.changePercent);
}

export interface WeeklyMove {
  symbol: string;
  name: string;
  close: number;
  /** Percent, two decimals. */
  changePercent: number;
}
