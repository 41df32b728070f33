import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRACKED_SYMBOLS } from '~/core/companies';
import { QUOTE_FRESH_MS, SAMPLE_PRICE_MOVES } from '~/core/markets';
import { loadConfig } from '~/server/config';
import { marketCloses, marketQuotes, rateLimits } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createRateLimiter } from '~/server/limits/rate-limiter';
import { createServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import {
  fakeMarketCap,
  fakePrice,
  FINNHUB_KEY,
  startQuoteProviders,
  type ProviderBehaviour,
  type QuoteProviders,
} from '~/tests/support/quote-providers';
import { createAlphaVantage, createFinnhub } from './providers';
import { createQuoteService, type QuoteService } from './quotes';

let providers: QuoteProviders;
let behaviour: ProviderBehaviour;
let calls: QuoteProviders['calls'];
let base = '';
let database: TestDatabase;
let clock = new Date('2026-11-23T15:00:00Z');
const now = () => clock;
const price = fakePrice;

beforeAll(async () => {
  database = await createTestDatabase();
  providers = await startQuoteProviders();
  base = providers.origin;
});

afterAll(async () => {
  await providers.close();
  await database.destroy();
});

beforeEach(async () => {
  providers.reset();
  ({ behaviour, calls } = providers);
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
  await database.db.delete(marketQuotes);
  await database.db.delete(marketCloses);
  await database.db.delete(rateLimits);
});

/** One instance's quote service on the shared test database, with both fake providers. */
function quoteService(timeoutMs = 2_000): QuoteService {
  return createQuoteService({
    db: database.db,
    providers: [
      createFinnhub({ baseUrl: `${base}/finnhub`, apiKey: FINNHUB_KEY, timeoutMs }),
      createAlphaVantage({ baseUrl: `${base}/av`, apiKey: 'av-key', timeoutMs }),
    ],
    rounds: createRateLimiter(database.db, 'quoteRound', { max: 1, windowMs: QUOTE_FRESH_MS }, now),
    now,
  });
}

describe('the quote service', () => {
  it('serves the primary provider when it covers every symbol, then the cache for 2 minutes', async () => {
    const quotes = quoteService();
    const live = await quotes.current();
    expect(live.source).toBe('live');
    expect(live.lastUpdated).toBe(clock.toISOString());
    expect(live.quotes.map((q) => q.symbol)).toEqual(TRACKED_SYMBOLS);
    expect(live.quotes[0]).toEqual({ symbol: 'WELL', name: 'Welltower Inc.', price: 10, change: 0.5, changePercent: 1.25 });
    expect(calls).toMatchObject({ finnhub: 8, alphaVantage: 0 });

    clock = new Date(clock.getTime() + QUOTE_FRESH_MS - 1_000);
    const cached = await quotes.current();
    expect(cached.source).toBe('cached');
    expect(cached.quotes).toEqual(live.quotes);
    expect(calls.finnhub).toBe(8);

    clock = new Date(clock.getTime() + 2_000);
    expect((await quotes.current()).source).toBe('live');
    expect(calls.finnhub).toBe(16);
  });

  it('asks the secondary provider when the primary misses a symbol', async () => {
    behaviour.finnhubMissing = new Set(['LTC']);
    const answer = await quoteService().current();
    expect(answer.source).toBe('live');
    expect(answer.quotes.find((q) => q.symbol === 'LTC')).toMatchObject({
      price: price('LTC', 'av'),
      change: -0.25,
      changePercent: -1.5,
    });
    expect(calls).toMatchObject({ finnhub: 8, alphaVantage: 8 });
  });

  it.each([
    ['an HTTP error', 'http-500'],
    ['malformed JSON', 'bad-json'],
  ] as const)('treats %s from the primary as its failure and uses the secondary', async (_, failure) => {
    behaviour.finnhub = failure;
    const answer = await quoteService().current();
    expect(answer.source).toBe('live');
    expect(answer.quotes[0]!.price).toBe(price('WELL', 'av'));
  });

  it('gives up on a provider that does not answer in time', async () => {
    behaviour.finnhub = 'slow';
    const started = performance.now();
    const answer = await quoteService(200).current();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(answer.quotes[0]!.price).toBe(price('WELL', 'av'));
  });

  it('serves the labelled samples when every provider fails, and stores nothing', async () => {
    behaviour.finnhub = 'http-500';
    behaviour.alphaVantage = 'note';
    const answer = await quoteService().current();
    expect(answer.source).toBe('fallback');
    expect(answer.quotes.map((q) => q.price)).toEqual(TRACKED_SYMBOLS.map((s) => SAMPLE_PRICE_MOVES[s]!.price));
    expect(await database.db.select().from(marketQuotes)).toEqual([]);
  });

  it('costs one provider round for 50 concurrent readers on two instances', async () => {
    const [one, two] = [quoteService(), quoteService()];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).current()));
    expect(calls).toMatchObject({ finnhub: 8, alphaVantage: 0 });
    // The instance that lost the claim serves samples only until the winner has stored the round.
    expect(answers.filter((a) => a.source === 'live').length).toBeGreaterThan(0);
    expect((await one.current()).source).toBe('cached');
    expect((await two.current()).source).toBe('cached');
    expect(calls.finnhub).toBe(8);
  });

  it('leaves a rate-limited provider alone for as long as it asks', async () => {
    behaviour.finnhub = 'rate-limited';
    const quotes = quoteService();
    expect((await quotes.current()).quotes[0]!.price).toBe(price('WELL', 'av'));
    const finnhubCalls = calls.finnhub;
    behaviour.finnhub = 'ok';
    clock = new Date(clock.getTime() + QUOTE_FRESH_MS + 1_000);
    await quotes.current();
    expect(calls.finnhub).toBe(finnhubCalls);
    clock = new Date(clock.getTime() + 600_000);
    await quotes.current();
    expect(calls.finnhub).toBe(finnhubCalls + 8);
  });
});

describe('stored quotes and the daily closes', () => {
  it('lets a page peek at the stored quotes without asking any provider', async () => {
    const quotes = quoteService();
    expect((await quotes.peek()).source).toBe('fallback');
    expect(calls.finnhub).toBe(0);
    const live = await quotes.current();
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const peeked = await quotes.peek();
    expect(peeked).toMatchObject({ source: 'cached', lastUpdated: live.lastUpdated, quotes: live.quotes });
    expect(calls.finnhub).toBe(8);
  });

  it('records each close once, after 4:00 PM New York time, with the market caps', async () => {
    const quotes = quoteService();
    clock = new Date('2026-11-24T20:30:00Z'); // Tuesday, 3:30 PM in New York
    expect(await quotes.recordCloses()).toEqual({ recorded: 0, skipped: 'the stored quotes were taken before the close' });
    expect(await database.db.select().from(marketCloses)).toEqual([]);

    clock = new Date('2026-11-24T21:20:00Z'); // 4:20 PM
    expect(await quotes.recordCloses()).toEqual({ recorded: 8 });
    const rows = await database.db.select().from(marketCloses);
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row).toMatchObject({
        tradingDay: '2026-11-24',
        close: price(row.symbol, 'finnhub'),
        marketCap: fakeMarketCap(row.symbol),
        provider: 'Finnhub',
      });
    }

    const asked = { ...calls };
    clock = new Date('2026-11-24T21:50:00Z');
    expect(await quotes.recordCloses()).toEqual({ recorded: 0, skipped: 'the closes of 2026-11-24 are recorded' });
    expect(calls).toEqual(asked);
  });

  it('files a close under the trading day the provider names, so a holiday adds no day', async () => {
    const quotes = quoteService();
    providers.behaviour.lastTradeAt = new Date('2026-11-25T21:00:00Z'); // Wednesday's close
    clock = new Date('2026-11-26T21:30:00Z'); // Thanksgiving, markets closed
    expect(await quotes.recordCloses()).toEqual({ recorded: 8 });
    expect(new Set((await database.db.select().from(marketCloses)).map((r) => r.tradingDay))).toEqual(new Set(['2026-11-25']));

    clock = new Date('2026-11-26T22:00:00Z');
    expect(await quotes.recordCloses()).toEqual({
      recorded: 0,
      skipped: 'no trading day has closed since the last record',
    });
    expect(await database.db.select().from(marketCloses)).toHaveLength(8);
  });

  it('records nothing from sample quotes, and keeps the closes when market caps fail', async () => {
    const none = createQuoteService({
      db: database.db,
      providers: [],
      rounds: createRateLimiter(database.db, 'quoteRound', { max: 1, windowMs: QUOTE_FRESH_MS }, now),
      now,
    });
    clock = new Date('2026-11-24T21:20:00Z');
    expect(await none.recordCloses()).toEqual({ recorded: 0, skipped: 'no quote provider is configured' });
    // The pages learn that asking again would bring back the same figures.
    expect(none.updates).toBe(false);
    expect(quoteService().updates).toBe(true);

    behaviour.finnhub = 'http-500';
    behaviour.alphaVantage = 'note';
    expect(await quoteService().recordCloses()).toEqual({ recorded: 0, skipped: 'no provider quotes' });

    // Alpha Vantage quotes (with its trading day) but gives no market caps; Finnhub's profile fails.
    behaviour.alphaVantage = 'ok';
    clock = new Date(clock.getTime() + QUOTE_FRESH_MS);
    expect(await quoteService().recordCloses()).toEqual({ recorded: 8 });
    const rows = await database.db.select().from(marketCloses);
    expect(rows.every((r) => r.marketCap === null && r.tradingDay === '2026-11-20' && r.provider === 'Alpha Vantage')).toBe(true);
  });

  it('gives the profiles the last 30 closes, oldest first, and each latest market cap', async () => {
    clock = new Date('2026-11-24T21:20:00Z');
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 9, 15 + i)).toISOString().slice(0, 10));
    await database.db.insert(marketCloses).values(
      days.map((tradingDay, i) => ({
        symbol: 'WELL',
        tradingDay,
        close: 100 + i,
        changePercent: 0.1,
        marketCap: i < 35 ? 90_000 + i : null,
        provider: 'Finnhub',
        recordedAt: clock,
      })),
    );
    const history = await quoteService().history();
    expect(history.closes.WELL).toHaveLength(30);
    expect(history.closes.WELL!.map((c) => c.tradingDay)).toEqual(days.slice(-30));
    expect(history.closes.WELL!.at(-1)).toEqual({ symbol: 'WELL', tradingDay: days[39], close: 139 });
    expect(history.marketCaps).toEqual({ WELL: { millions: 90_034, tradingDay: days[34] } });
    expect(history.closes.VTR).toBeUndefined();
  });
});

describe('GET /api/v1/quotes', () => {
  it('answers the spec shape, labelled as samples without keys, and never shows a key', async () => {
    const services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, { now });
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const response = await app.request('/api/v1/quotes');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { quotes: unknown[]; source: string; lastUpdated: string };
    expect(body.source).toBe('fallback');
    expect(body.quotes).toHaveLength(8);
    expect(Object.keys(body.quotes[0] as object).sort()).toEqual(['change', 'changePercent', 'name', 'price', 'symbol']);

    const keyed = createServices(
      loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), FINNHUB_API_KEY: FINNHUB_KEY, FINNHUB_BASE_URL: `${base}/finnhub` }),
      database,
      { now },
    );
    const live = await createHttpApp({ services: keyed, jobs: { enabled: false, running: () => false } }).request(
      '/api/v1/quotes',
    );
    const text = await live.text();
    expect(JSON.parse(text)).toMatchObject({ source: 'live' });
    expect(text).not.toContain(FINNHUB_KEY);
  });
});
