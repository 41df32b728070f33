import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_BUNDLE } from './scripts/build-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';

/**
 * Browser tests in Debian's Chromium (Playwright never downloads a browser here) against the
 * production build (the server as scripts/build-server.ts bundles it) on a fresh, empty data
 * folder, aggregating the fixture feeds of a local feed server (tests/fixtures/local-feeds.json) and quoting fake providers
 * (nothing leaves 127.0.0.1).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FEED_PORT = 3101;
/** The fake quote providers (tests/support/quote-providers.ts); process.spec.ts uses 3102-3105. */
const QUOTE_PORT = 3110;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'journal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    // Fills the journal from the fixture feeds (through the operator command) before the journeys.
    { name: 'feeds', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['feeds'] },
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/serve-fixtures.ts ${FEED_PORT} ${QUOTE_PORT}`,
      url: `http://127.0.0.1:${FEED_PORT}/seniorhousingnews.xml`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --enable-source-maps ${SERVER_BUNDLE}`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        FEEDS_CONFIG: 'tests/fixtures/local-feeds.json',
        // As behind one reverse proxy, so a journey can be a reader on a network of its own
        // (tests/e2e/support.ts, actAsNewClient) and per-client limits apply per reader.
        TRUSTED_PROXY_HOPS: '1',
        // The fixture feeds are on 127.0.0.1: admins may try and add them only through this setting.
        FEEDS_ALLOW_PRIVATE_ADDRESSES: 'true',
        // The market watch quotes the fake Finnhub of tests/support/quote-providers.ts.
        FINNHUB_API_KEY: 'finnhub-key',
        FINNHUB_BASE_URL: `http://127.0.0.1:${QUOTE_PORT}/finnhub`,
      },
    },
  ],
});
