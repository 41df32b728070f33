/**
 * The quote service behind the market watch. Providers are asked in order (Finnhub, then Alpha
 * Vantage) and an answer is used only when it covers every tracked symbol; otherwise the labelled
 * sample quotes are served. Quotes are cached for 2 minutes in the database, so every instance
 * shares them, and a provider round is claimed through the shared rate-limit table (one round per
 * 2 minutes across all instances) and coalesced within an instance: a burst of readers costs one
 * round, at most one call per symbol and provider.
 */
import { and, desc, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { TRACKED_SYMBOLS } from '~/core/companies';
import { startOfJournalDay } from '~/core/date-range';
import {
  coversAllTracked,
  HISTORY_DAYS,
  QUOTE_FRESH_MS,
  sampleQuotes,
  trackedQuotes,
  type MarketHistory,
  type PriceMove,
  type QuotesAnswer,
} from '~/core/markets';
import { isWeekdayInNewYork, newYorkDate } from '~/core/newsletter';
import type { Db } from '~/server/db/client';
import { marketCloses, marketQuotes } from '~/server/db/schema';
import type { RateLimiter } from '~/server/limits/rate-limiter';
import { logger } from '~/server/logger';
import { ProviderError, type QuoteProvider } from './providers';

export interface QuoteService {
  /** The tracked companies' quotes: live, from the shared cache, or the labelled samples. */
  current(): Promise<QuotesAnswer>;
  /**
   * The stored quotes whatever their age, or the samples; never asks a provider, so a page can
   * render with it at once (the browser then asks current() when they are older than 2 minutes).
   */
  peek(): Promise<QuotesAnswer>;
  /**
   * Whether a provider is configured. Without one, current() answers what peek() did: the samples
   * or the stored quotes, so a page has nothing to ask for.
   */
  readonly updates: boolean;
  /** The daily job: stores each symbol's closing quote once its trading day has closed. */
  recordCloses(): Promise<CloseReport>;
  /** The recorded closes of the last HISTORY_DAYS trading days and the latest market caps. */
  history(): Promise<MarketHistory>;
}

export interface CloseReport {
  /** Closes stored by this run. */
  recorded: number;
  /** Why nothing was stored, when nothing was. */
  skipped?: string;
}

/** US exchanges close at 4:00 PM New York time. */
const CLOSE_HOUR = 16;

export interface QuoteServiceOptions {
  db: Db;
  /** In the order they are tried; empty without API keys (then samples are served). */
  providers: QuoteProvider[];
  /** Grants one provider round per QUOTE_FRESH_MS across all instances. */
  rounds: RateLimiter;
  now: () => Date;
}

interface CachedQuotes {
  moves: Map<string, PriceMove>;
  /** The oldest fetch time among the rows. */
  fetchedAt: Date;
  provider: string;
}

/** Whether a price fetched at `fetchedAt` for `tradingDay` is that day's close. */
function isClosingPrice(tradingDay: string, fetchedAt: Date): boolean {
  const fetchedDay = newYorkDate(fetchedAt);
  if (fetchedDay > tradingDay) return true;
  if (fetchedDay < tradingDay) return false;
  return fetchedAt.getTime() >= startOfJournalDay(fetchedAt).getTime() + CLOSE_HOUR * 3_600_000;
}

export function createQuoteService({ db, providers, rounds, now }: QuoteServiceOptions): QuoteService {
  const updates = providers.length > 0;
  /** The round in progress in this instance, shared by everyone who asks meanwhile. */
  let round: Promise<QuotesAnswer> | null = null;
  /** Until when a provider asked us (HTTP 429 Retry-After) to leave it alone. */
  const restingUntil = new Map<string, number>();

  const readCache = async (): Promise<CachedQuotes | null> => {
    const rows = await db
      .select()
      .from(marketQuotes)
      .where(inArray(marketQuotes.symbol, [...TRACKED_SYMBOLS]));
    const moves = new Map<string, PriceMove>(
      rows.map((row) => [
        row.symbol,
        {
          price: row.price,
          change: row.change,
          changePercent: row.changePercent,
          ...(row.tradingDay ? { tradingDay: row.tradingDay } : {}),
        },
      ]),
    );
    if (!coversAllTracked(moves)) return null;
    return {
      moves,
      fetchedAt: new Date(Math.min(...rows.map((row) => row.fetchedAt.getTime()))),
      provider: rows[0]!.provider,
    };
  };

  const answer = (moves: Map<string, PriceMove>, source: 'live' | 'cached', fetchedAt: Date): QuotesAnswer => ({
    quotes: trackedQuotes(moves),
    source,
    lastUpdated: fetchedAt.toISOString(),
  });

  const samples = (): QuotesAnswer => ({ quotes: sampleQuotes(), source: 'fallback', lastUpdated: now().toISOString() });

  const askProviders = async (): Promise<{ moves: Map<string, PriceMove>; provider: string } | null> => {
    for (const provider of providers) {
      if ((restingUntil.get(provider.name) ?? 0) > now().getTime()) continue;
      try {
        const moves = await provider.fetchMoves(TRACKED_SYMBOLS);
        if (coversAllTracked(moves)) return { moves, provider: provider.name };
        logger.warn(
          { provider: provider.name, covered: moves.size, of: TRACKED_SYMBOLS.length },
          'quote provider answered for some symbols only',
        );
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.retryAfterSeconds) restingUntil.set(provider.name, now().getTime() + error.retryAfterSeconds * 1000);
        logger.warn({ provider: provider.name, reason: error.message }, 'quote provider failed');
      }
    }
    return null;
  };

  const refresh = async (stale: CachedQuotes | null): Promise<QuotesAnswer> => {
    // Another instance (or an earlier round here) asked the providers within the last 2 minutes.
    if (!updates || !(await rounds.take('providers'))) {
      return stale ? answer(stale.moves, 'cached', stale.fetchedAt) : samples();
    }
    const fresh = await askProviders();
    if (!fresh) return stale ? answer(stale.moves, 'cached', stale.fetchedAt) : samples();
    const fetchedAt = now();
    await db.transaction(async (tx) => {
      for (const [symbol, move] of fresh.moves) {
        const row = { symbol, ...move, tradingDay: move.tradingDay ?? null, provider: fresh.provider, fetchedAt };
        await tx.insert(marketQuotes).values(row).onConflictDoUpdate({ target: marketQuotes.symbol, set: row });
      }
    });
    return answer(fresh.moves, 'live', fetchedAt);
  };

  const current = async (): Promise<QuotesAnswer> => {
    const cached = await readCache();
    if (cached && now().getTime() - cached.fetchedAt.getTime() < QUOTE_FRESH_MS) {
      return answer(cached.moves, 'cached', cached.fetchedAt);
    }
    round ??= refresh(cached).finally(() => {
      round = null;
    });
    return round;
  };

  /** Market caps from the first provider that gives them; none (logged) when all fail. */
  const marketCaps = async (symbols: string[]): Promise<Map<string, number>> => {
    for (const provider of providers) {
      if (!provider.fetchMarketCaps || (restingUntil.get(provider.name) ?? 0) > now().getTime()) continue;
      try {
        return await provider.fetchMarketCaps(symbols);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        logger.warn({ provider: provider.name, reason: error.message }, 'market caps not available');
      }
    }
    return new Map();
  };

  return {
    current,
    updates,

    async peek() {
      const cached = await readCache();
      return cached ? answer(cached.moves, 'cached', cached.fetchedAt) : samples();
    },

    async recordCloses() {
      if (!updates) return { recorded: 0, skipped: 'no quote provider is configured' };
      const today = newYorkDate(now());
      const done = await db
        .select({ symbol: marketCloses.symbol })
        .from(marketCloses)
        .where(and(sql`${marketCloses.tradingDay} = ${today}`, inArray(marketCloses.symbol, [...TRACKED_SYMBOLS])));
      if (done.length === TRACKED_SYMBOLS.length) return { recorded: 0, skipped: `the closes of ${today} are recorded` };

      const fresh = await current();
      const cached = fresh.source === 'fallback' ? null : await readCache();
      if (!cached) return { recorded: 0, skipped: 'no provider quotes' };
      const closes = [...cached.moves].flatMap(([symbol, move]) => {
        // Without the provider's word, the day of the fetch, if the market opened that day.
        const tradingDay = move.tradingDay ?? (isWeekdayInNewYork(cached.fetchedAt) ? newYorkDate(cached.fetchedAt) : null);
        if (!tradingDay || !isClosingPrice(tradingDay, cached.fetchedAt)) return [];
        return [{ symbol, tradingDay, close: move.price, changePercent: move.changePercent }];
      });
      if (closes.length === 0) return { recorded: 0, skipped: 'the stored quotes were taken before the close' };

      const known = await db
        .select({ symbol: marketCloses.symbol, tradingDay: marketCloses.tradingDay })
        .from(marketCloses)
        .where(inArray(marketCloses.symbol, [...TRACKED_SYMBOLS]))
        .orderBy(desc(marketCloses.tradingDay))
        .limit(TRACKED_SYMBOLS.length * 2);
      const isNew = (c: { symbol: string; tradingDay: string }) =>
        !known.some((k) => k.symbol === c.symbol && k.tradingDay === c.tradingDay);
      const missing = closes.filter(isNew);
      if (missing.length === 0) return { recorded: 0, skipped: 'no trading day has closed since the last record' };

      const caps = await marketCaps(missing.map((c) => c.symbol));
      const recordedAt = now();
      const inserted = await db
        .insert(marketCloses)
        .values(missing.map((c) => ({ ...c, marketCap: caps.get(c.symbol) ?? null, provider: cached.provider, recordedAt })))
        .onConflictDoNothing()
        .returning({ symbol: marketCloses.symbol });
      return { recorded: inserted.length };
    },

    async history() {
      // HISTORY_DAYS trading days span about six calendar weeks, more around holidays.
      const since = new Date(now().getTime() - 2 * HISTORY_DAYS * 24 * 3_600_000);
      const rows = await db
        .select()
        .from(marketCloses)
        .where(and(inArray(marketCloses.symbol, [...TRACKED_SYMBOLS]), gte(marketCloses.tradingDay, newYorkDate(since))))
        .orderBy(marketCloses.tradingDay);
      const closes: MarketHistory['closes'] = {};
      for (const row of rows) {
        (closes[row.symbol] ??= []).push({ symbol: row.symbol, tradingDay: row.tradingDay, close: row.close });
      }
      for (const symbol of Object.keys(closes)) closes[symbol] = closes[symbol]!.slice(-HISTORY_DAYS);
      const capRows = await db
        .selectDistinctOn([marketCloses.symbol], {
          symbol: marketCloses.symbol,
          tradingDay: marketCloses.tradingDay,
          marketCap: marketCloses.marketCap,
        })
        .from(marketCloses)
        .where(and(inArray(marketCloses.symbol, [...TRACKED_SYMBOLS]), isNotNull(marketCloses.marketCap)))
        .orderBy(marketCloses.symbol, desc(marketCloses.tradingDay));
      const marketCaps: MarketHistory['marketCaps'] = {};
      for (const row of capRows) marketCaps[row.symbol] = { millions: row.marketCap!, tradingDay: row.tradingDay };
      return { closes, marketCaps };
    },
  };
}
