/**
 * Fake quote providers on 127.0.0.1 speaking Finnhub's (/finnhub/quote, /finnhub/stock/profile2)
 * and Alpha Vantage's (/av/query) dialects, for the quote service's tests and the browser tests.
 * Prices are fixed per symbol, so a test can tell which provider answered; `behaviour` changes how
 * they answer and `calls` counts what was asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRACKED_SYMBOLS } from '~/core/companies';

export interface ProviderBehaviour {
  /** Symbols answered with Finnhub's "unknown symbol" zeros. */
  finnhubMissing: Set<string>;
  finnhub: 'ok' | 'http-500' | 'bad-json' | 'slow' | 'rate-limited';
  alphaVantage: 'ok' | 'note' | 'bad-json';
  /** The time of the last trade Finnhub reports (its `t`), when set. */
  lastTradeAt?: Date;
}

export const FINNHUB_KEY = 'finnhub-key';

/** The price a fake provider quotes for a symbol (Alpha Vantage's is 0.5 higher). */
export const fakePrice = (symbol: string, provider: 'finnhub' | 'av') =>
  10 + TRACKED_SYMBOLS.indexOf(symbol) + (provider === 'av' ? 0.5 : 0);

/** The market cap (millions) Finnhub's fake profile gives a symbol. */
export const fakeMarketCap = (symbol: string) => 1_000 * (1 + TRACKED_SYMBOLS.indexOf(symbol));

export interface QuoteProviders {
  origin: string;
  behaviour: ProviderBehaviour;
  calls: { finnhub: number; alphaVantage: number; profiles: number };
  reset(): void;
  close(): Promise<void>;
}

const normal = (): ProviderBehaviour => ({ finnhubMissing: new Set(), finnhub: 'ok', alphaVantage: 'ok' });

export async function startQuoteProviders(options: { port?: number } = {}): Promise<QuoteProviders> {
  const providers: QuoteProviders = {
    origin: '',
    behaviour: normal(),
    calls: { finnhub: 0, alphaVantage: 0, profiles: 0 },
    reset() {
      providers.behaviour = normal();
      providers.calls = { finnhub: 0, alphaVantage: 0, profiles: 0 };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1');
    const symbol = url.searchParams.get('symbol') ?? '';
    const { behaviour, calls } = providers;
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body);
    };
    if (url.pathname === '/finnhub/quote' || url.pathname === '/finnhub/stock/profile2') {
      const profile = url.pathname.endsWith('profile2');
      if (profile) calls.profiles++;
      else calls.finnhub++;
      if (url.searchParams.get('token') !== FINNHUB_KEY) return send(401, '{"error":"Invalid API key"}');
      if (behaviour.finnhub === 'http-500') return send(500, '{}');
      if (behaviour.finnhub === 'bad-json') return send(200, '{"c": 12.3, "d":');
      if (behaviour.finnhub === 'rate-limited') return send(429, '{"error":"API limit reached"}', { 'Retry-After': '600' });
      if (behaviour.finnhub === 'slow') return void setTimeout(() => send(200, '{}'), 1_000);
      if (behaviour.finnhubMissing.has(symbol)) return send(200, JSON.stringify(profile ? {} : { c: 0, d: null, dp: null }));
      if (profile) return send(200, JSON.stringify({ ticker: symbol, marketCapitalization: fakeMarketCap(symbol) }));
      const index = TRACKED_SYMBOLS.indexOf(symbol);
      // Half the symbols up, a quarter down, the rest unchanged: every colour of the watch shows.
      const change = index % 4 === 3 ? 0 : index % 2 === 0 ? 0.5 : -0.25;
      const t = behaviour.lastTradeAt ? Math.floor(behaviour.lastTradeAt.getTime() / 1000) : undefined;
      return send(200, JSON.stringify({ c: fakePrice(symbol, 'finnhub'), d: change, dp: change * 2.5, ...(t ? { t } : {}) }));
    }
    if (url.pathname === '/av/query') {
      calls.alphaVantage++;
      if (behaviour.alphaVantage === 'note') return send(200, JSON.stringify({ Note: 'Thank you for using Alpha Vantage!' }));
      if (behaviour.alphaVantage === 'bad-json') return send(200, 'not json');
      const quote = {
        '01. symbol': symbol,
        '05. price': String(fakePrice(symbol, 'av')),
        '07. latest trading day': '2026-11-20',
        '09. change': '-0.2500',
        '10. change percent': '-1.5000%',
      };
      return send(200, JSON.stringify({ 'Global Quote': quote }));
    }
    send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  providers.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return providers;
}
