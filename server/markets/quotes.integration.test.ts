import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_FRESH_MS, SAMPLE_PRICE_MOVES, TRACKED_SYMBOLS } from '~/core/markets';
import { loadConfig } from '~/server/config';
import { marketQuotes, rateLimits } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createRateLimiter } from '~/server/limits/rate-limiter';
import { createServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createAlphaVantage, createFinnhub } from './providers';
import { createQuoteService, type QuoteService } from './quotes';

/** How the fake providers answer, per test. */
interface Behaviour {
  /** Symbols answered with Finnhub's "unknown symbol" zeros. */
  finnhubMissing: Set<string>;
  finnhub: 'ok' | 'http-500' | 'bad-json' | 'slow' | 'rate-limited';
  alphaVantage: 'ok' | 'note' | 'bad-json';
}

const price = (symbol: string, provider: 'finnhub' | 'av') =>
  10 + TRACKED_SYMBOLS.indexOf(symbol) + (provider === 'av' ? 0.5 : 0);

let behaviour: Behaviour;
const calls = { finnhub: 0, alphaVantage: 0 };
let base = '';
let server: http.Server;
let database: TestDatabase;
let clock = new Date('2026-11-23T15:00:00Z');
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1');
    const symbol = url.searchParams.get('symbol') ?? '';
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body);
    };
    if (url.pathname === '/finnhub/quote') {
      calls.finnhub++;
      if (url.searchParams.get('token') !== 'finnhub-key') return send(401, '{"error":"Invalid API key"}');
      if (behaviour.finnhub === 'http-500') return send(500, '{}');
      if (behaviour.finnhub === 'bad-json') return send(200, '{"c": 12.3, "d":');
      if (behaviour.finnhub === 'rate-limited') return send(429, '{"error":"API limit reached"}', { 'Retry-After': '600' });
      if (behaviour.finnhub === 'slow') return void setTimeout(() => send(200, '{}'), 1_000);
      if (behaviour.finnhubMissing.has(symbol)) return send(200, JSON.stringify({ c: 0, d: null, dp: null }));
      return send(200, JSON.stringify({ c: price(symbol, 'finnhub'), d: 0.5, dp: 1.25 }));
    }
    if (url.pathname === '/av/query') {
      calls.alphaVantage++;
      if (behaviour.alphaVantage === 'note') return send(200, JSON.stringify({ Note: 'Thank you for using Alpha Vantage!' }));
      if (behaviour.alphaVantage === 'bad-json') return send(200, 'not json');
      const quote = {
        '01. symbol': symbol,
        '05. price': String(price(symbol, 'av')),
        '09. change': '-0.2500',
        '10. change percent': '-1.5000%',
      };
      return send(200, JSON.stringify({ 'Global Quote': quote }));
    }
    send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

beforeEach(async () => {
  behaviour = { finnhubMissing: new Set(), finnhub: 'ok', alphaVantage: 'ok' };
  calls.finnhub = 0;
  calls.alphaVantage = 0;
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
  await database.db.delete(marketQuotes);
  await database.db.delete(rateLimits);
});

/** One instance's quote service on the shared test database, with both fake providers. */
function quoteService(timeoutMs = 2_000): QuoteService {
  return createQuoteService({
    db: database.db,
    providers: [
      createFinnhub({ baseUrl: `${base}/finnhub`, apiKey: 'finnhub-key', timeoutMs }),
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
    expect(calls).toEqual({ finnhub: 8, alphaVantage: 0 });

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
    expect(calls).toEqual({ finnhub: 8, alphaVantage: 8 });
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
    expect(calls).toEqual({ finnhub: 8, alphaVantage: 0 });
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
      loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), FINNHUB_API_KEY: 'finnhub-key', FINNHUB_BASE_URL: `${base}/finnhub` }),
      database,
      { now },
    );
    const live = await createHttpApp({ services: keyed, jobs: { enabled: false, running: () => false } }).request(
      '/api/v1/quotes',
    );
    const text = await live.text();
    expect(JSON.parse(text)).toMatchObject({ source: 'live' });
    expect(text).not.toContain('finnhub-key');
  });
});
