/**
 * Serves the fixture feeds on 127.0.0.1 until stopped, and fake quote providers on a second port,
 * for the browser tests and for trying the aggregator and the market watch by hand:
 *   node --import tsx tests/support/serve-fixtures.ts 3101 3110
 *   FEEDS_CONFIG=tests/fixtures/local-feeds.json FINNHUB_API_KEY=finnhub-key \
 *     FINNHUB_BASE_URL=http://127.0.0.1:3110/finnhub npm start   (then: npm run feeds:refresh)
 */
import { startFeedServer } from './feed-server';
import { startQuoteProviders } from './quote-providers';

const port = Number(process.argv[2] ?? 3101);
const quotes = await startQuoteProviders({ port: Number(process.argv[3] ?? 3110) });
const server = await startFeedServer({ port });
console.log(`fixture feeds at ${server.origin}, quote providers at ${quotes.origin}`);
const stop = () => void Promise.all([server.close(), quotes.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
