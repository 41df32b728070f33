import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';

const TOKEN = 'metrics-token-of-the-operator-0123';
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), METRICS_TOKEN: TOKEN }), database);
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());

const scrape = async () => {
  const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN and refuses a missing or wrong token', async () => {
    const off = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
    const offApp = createHttpApp({ services: off, jobs: { enabled: false, running: () => false } });
    expect((await offApp.request('/metrics')).status).toBe(404);
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = await app.request('/metrics', { headers: { Authorization: 'Bearer not-the-token-at-all-0000000' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it('counts requests by route pattern, with one label for every address that matched nothing', async () => {
    await app.request('/api/v1/articles?limit=3');
    await app.request('/api/v1/articles?limit=3');
    for (const path of ['/made-up-1', '/made-up-2', '/api/v1/nothing-here']) await app.request(path);
    const text = await scrape();
    expect(text).toContain('journal_http_requests_total{method="GET",route="/api/v1/articles",status="200"} 2');
    expect(text).toMatch(/journal_http_requests_total\{method="GET",route="unmatched",status="404"\} 3/);
    expect(text).not.toContain('made-up');
    expect(text).toMatch(/journal_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/api\/v1\/articles"\}/);
    // The second list came from the shared copy of the first; the unknown API address missed too.
    expect(text).toContain('journal_page_cache_requests_total{result="hit"} 1');
    expect(text).toContain('journal_page_cache_requests_total{result="miss"} 2');
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });

  it('counts feed fetches per feed and deliveries per edition kind', async () => {
    services.metrics.feedsRefreshed({
      feeds: [
        { key: 'mcknights', outcome: 'updated' },
        { key: 'argentum', outcome: 'failed' },
      ] as never,
      inserted: 1,
      merged: 0,
      unchanged: 0,
      ms: 5,
    });
    services.metrics.editionSent({
      kind: 'weekly',
      editionDate: '2026-11-23',
      successful: 40,
      failed: 2,
      totalSubscribers: 42,
      skippedReason: null,
    });
    const text = await scrape();
    expect(text).toContain('journal_feed_refreshes_total{feed="mcknights",outcome="updated"} 1');
    expect(text).toContain('journal_feed_refreshes_total{feed="argentum",outcome="failed"} 1');
    expect(text).toContain('journal_newsletter_deliveries_total{kind="weekly",outcome="sent"} 40');
    expect(text).toContain('journal_newsletter_deliveries_total{kind="weekly",outcome="failed"} 2');
  });
});
