/**
 * Serves the fixture feeds on 127.0.0.1 until stopped, for the browser tests and for trying the
 * aggregator by hand:
 *   node --import tsx tests/support/serve-fixtures.ts 3101
 *   FEEDS_CONFIG=tests/fixtures/local-feeds.json npm start   (then: npm run feeds:refresh)
 */
import { startFeedServer } from './feed-server';

const port = Number(process.argv[2] ?? 3101);
const server = await startFeedServer({ port });
console.log(`fixture feeds at ${server.origin}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
