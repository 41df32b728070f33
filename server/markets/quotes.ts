/**
 * The quote service behind the market watch. Providers are asked in order (Finnhub, then Alpha
 * Vantage) and an answer is used only when it covers every tracked symbol; otherwise the labelled
 * sample quotes are served. Quotes are cached for 2 minutes in the database, so every instance
 * shares them, and a provider round is claimed through the shared rate-limit table (one round per
 * 2 minutes across all instances) and coalesced within an instance: a burst of readers costs one
 * round, at most one call per symbol and provider.
 */
import { inArray } from 'drizzle-orm';
import {
  coversAllTracked,
  QUOTE_FRESH_MS,
  sampleQuotes,
  TRACKED_COMPANIES,
  TRACKED_SYMBOLS,
  type PriceMove,
  type QuotesAnswer,
} from '~/core/markets';
import type { Db } from '~/server/db/client';
import { marketQuotes } from '~/server/db/schema';
import type { RateLimiter } from '~/server/limits/rate-limiter';
import { logger } from '~/server/logger';
import { ProviderError, type QuoteProvider } from './providers';

export interface QuoteService {
  /** The tracked companies' quotes: live, from the shared cache, or the labelled samples. */
  current(): Promise<QuotesAnswer>;
}

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
}

export function createQuoteService({ db, providers, rounds, now }: QuoteServiceOptions): QuoteService {
  /** The round in progress in this instance, shared by everyone who asks meanwhile. */
  let round: Promise<QuotesAnswer> | null = null;
  /** Until when a provider asked us (HTTP 429 Retry-After) to leave it alone. */
  const restingUntil = new Map<string, number>();

  const readCache = async (): Promise<CachedQuotes | null> => {
    const rows = await db
      .select()
      .from(marketQuotes)
      .where(inArray(marketQuotes.symbol, [...TRACKED_SYMBOLS]));
    const moves = new Map(
      rows.map((row) => [row.symbol, { price: row.price, change: row.change, changePercent: row.changePercent }]),
    );
    if (!coversAllTracked(moves)) return null;
    return { moves, fetchedAt: new Date(Math.min(...rows.map((row) => row.fetchedAt.getTime()))) };
  };

  const answer = (moves: Map<string, PriceMove>, source: 'live' | 'cached', fetchedAt: Date): QuotesAnswer => ({
    quotes: TRACKED_COMPANIES.map((company) => ({ ...company, ...moves.get(company.symbol)! })),
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
    if (providers.length === 0 || !(await rounds.take('providers'))) {
      return stale ? answer(stale.moves, 'cached', stale.fetchedAt) : samples();
    }
    const fresh = await askProviders();
    if (!fresh) return stale ? answer(stale.moves, 'cached', stale.fetchedAt) : samples();
    const fetchedAt = now();
    await db.transaction(async (tx) => {
      for (const [symbol, move] of fresh.moves) {
        const row = { symbol, ...move, provider: fresh.provider, fetchedAt };
        await tx.insert(marketQuotes).values(row).onConflictDoUpdate({ target: marketQuotes.symbol, set: row });
      }
    });
    return answer(fresh.moves, 'live', fetchedAt);
  };

  return {
    async current() {
      const cached = await readCache();
      if (cached && now().getTime() - cached.fetchedAt.getTime() < QUOTE_FRESH_MS) {
        return answer(cached.moves, 'cached', cached.fetchedAt);
      }
      round ??= refresh(cached).finally(() => {
        round = null;
      });
      return round;
    },
  };
}
