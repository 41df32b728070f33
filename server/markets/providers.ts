/**
 * Quote providers: one HTTP call per symbol, the figures read as the spec says (Finnhub: c, d, dp;
 * Alpha Vantage's Global Quote: price, change, change percent). A provider either answers with the
 * symbols it could read or throws: HTTP errors, time-outs, rate-limit notes and malformed JSON all
 * count as that provider failing, never as a zero price.
 */
import type { PriceMove } from '~/core/markets';
import { newYorkDate } from '~/core/newsletter';

export interface QuoteProvider {
  name: string;
  /** The figures it could read, by symbol; throws when the provider as a whole failed. */
  fetchMoves(symbols: readonly string[]): Promise<Map<string, PriceMove>>;
  /**
   * Market capitalisations in millions of US dollars, by symbol, for providers that give them
   * (a separate, slower call: the daily close job asks once a day). Throws like fetchMoves.
   */
  fetchMarketCaps?(symbols: readonly string[]): Promise<Map<string, number>>;
}

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** Seconds the provider asked us to wait (HTTP 429 Retry-After), if it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

export interface ProviderOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

/** GET `url` as JSON within the time limit; any failure becomes a ProviderError. */
async function getJson(provider: string, url: URL, { timeoutMs, fetch = globalThis.fetch }: ProviderOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ProviderError(provider, timedOut ? `no answer within ${timeoutMs} ms` : (error as Error).message);
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProviderError(
      provider,
      'rate limited (HTTP 429)',
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  if (!response.ok) throw new ProviderError(provider, `HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderError(provider, 'answered with malformed JSON');
  }
}

/** A finite number from a JSON number or numeric string ("1.23%" allowed for percentages). */
function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** Reads every symbol in parallel; a symbol it cannot read is left out (the caller decides). */
async function readAll<T>(
  symbols: readonly string[],
  readOne: (symbol: string) => Promise<T | undefined>,
): Promise<Map<string, T>> {
  const moves = new Map<string, T>();
  const results = await Promise.allSettled(symbols.map(async (symbol) => [symbol, await readOne(symbol)] as const));
  const failures: ProviderError[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') {
      if (result.value[1]) moves.set(result.value[0], result.value[1]);
    } else if (result.reason instanceof ProviderError) failures.push(result.reason);
    else throw result.reason;
  }
  // Nothing read and something failed: the provider failed (keep its reason and any Retry-After).
  if (moves.size === 0 && failures.length > 0) throw failures.find((f) => f.retryAfterSeconds) ?? failures[0]!;
  return moves;
}

/** Finnhub: GET {base}/quote?symbol=…&token=… → { c: price, d: change, dp: change percent }. */
export function createFinnhub(options: ProviderOptions): QuoteProvider {
  const name = 'Finnhub';
  return {
    name,
    fetchMoves: (symbols) =>
      readAll(symbols, async (symbol) => {
        const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/quote`);
        url.searchParams.set('symbol', symbol);
        url.searchParams.set('token', options.apiKey);
        const body = (await getJson(name, url, options)) as Record<string, unknown> | null;
        const price = toNumber(body?.c);
        const change = toNumber(body?.d);
        const changePercent = toNumber(body?.dp);
        // Finnhub answers an unknown symbol with zeros and nulls, not an error.
        if (price === undefined || price <= 0 || change === undefined || changePercent === undefined) return undefined;
        // t: the time of the last trade, in Unix seconds.
        const tradedAt = toNumber(body?.t);
        const tradingDay = tradedAt && tradedAt > 0 ? newYorkDate(new Date(tradedAt * 1000)) : undefined;
        return { price, change, changePercent, ...(tradingDay ? { tradingDay } : {}) };
      }),
    // GET {base}/stock/profile2?symbol=…&token=… → { marketCapitalization } in millions.
    fetchMarketCaps: (symbols) =>
      readAll(symbols, async (symbol) => {
        const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/stock/profile2`);
        url.searchParams.set('symbol', symbol);
        url.searchParams.set('token', options.apiKey);
        const body = (await getJson(name, url, options)) as Record<string, unknown> | null;
        const millions = toNumber(body?.marketCapitalization);
        return millions !== undefined && millions > 0 ? millions : undefined;
      }),
  };
}

/** Alpha Vantage: GET {base}/query?function=GLOBAL_QUOTE&symbol=…&apikey=… → "Global Quote". */
export function createAlphaVantage(options: ProviderOptions): QuoteProvider {
  const name = 'Alpha Vantage';
  return {
    name,
    fetchMoves: (symbols) =>
      readAll(symbols, async (symbol) => {
        const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/query`);
        url.searchParams.set('function', 'GLOBAL_QUOTE');
        url.searchParams.set('symbol', symbol);
        url.searchParams.set('apikey', options.apiKey);
        const body = (await getJson(name, url, options)) as Record<string, unknown> | null;
        // Over its limit, Alpha Vantage answers 200 with a "Note" or "Information" instead of data.
        if (body && ('Note' in body || 'Information' in body)) throw new ProviderError(name, 'rate limited (note in answer)');
        const quote = body?.['Global Quote'] as Record<string, unknown> | undefined;
        const price = toNumber(quote?.['05. price']);
        const change = toNumber(quote?.['09. change']);
        const changePercent = toNumber(quote?.['10. change percent']);
        if (price === undefined || price <= 0 || change === undefined || changePercent === undefined) return undefined;
        const day = quote?.['07. latest trading day'];
        const tradingDay = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
        return { price, change, changePercent, ...(tradingDay ? { tradingDay } : {}) };
      }),
  };
}
