/**
 * The market watch's facts: which senior-housing REITs the journal tracks, what a quote is, how
 * long one is fresh, and the sample quotes shown (labelled as samples) when no provider answers.
 */

export interface TrackedCompany {
  symbol: string;
  name: string;
}

/**
 * The spec's eight REITs. Healthpeak has traded as DOC since its 2024 merger with Physicians Realty
 * Trust (the ticker PEAK was retired), so DOC is what providers know.
 */
export const TRACKED_COMPANIES: readonly TrackedCompany[] = [
  { symbol: 'WELL', name: 'Welltower Inc.' },
  { symbol: 'VTR', name: 'Ventas Inc.' },
  { symbol: 'DOC', name: 'Healthpeak Properties' },
  { symbol: 'OHI', name: 'Omega Healthcare Investors' },
  { symbol: 'NHI', name: 'National Health Investors' },
  { symbol: 'SBRA', name: 'Sabra Health Care REIT' },
  { symbol: 'CTRE', name: 'CareTrust REIT' },
  { symbol: 'LTC', name: 'LTC Properties Inc.' },
];

export const TRACKED_SYMBOLS: readonly string[] = TRACKED_COMPANIES.map((company) => company.symbol);

/** A quote is fresh for 2 minutes (the spec's stock cache and "updates every 2 min"). */
export const QUOTE_FRESH_MS = 2 * 60 * 1000;

/** What a provider tells about one symbol. */
export interface PriceMove {
  price: number;
  change: number;
  changePercent: number;
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

/** The tracked companies with their sample figures, in the tracked order. */
export function sampleQuotes(): Quote[] {
  return TRACKED_COMPANIES.map((company) => ({ ...company, ...SAMPLE_PRICE_MOVES[company.symbol]! }));
}

/** True when `moves` has a usable figure for every tracked symbol (the spec uses nothing less). */
export function coversAllTracked(moves: ReadonlyMap<string, PriceMove>): boolean {
  return TRACKED_SYMBOLS.every((symbol) => {
    const move = moves.get(symbol);
    return move !== undefined && [move.price, move.change, move.changePercent].every(Number.isFinite) && move.price > 0;
  });
}
