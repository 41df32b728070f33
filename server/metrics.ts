/**
 * What an operator's Prometheus scrapes from GET /metrics (with METRICS_TOKEN): requests and their
 * latency by route, the shared page copies, feed refreshes per feed, newsletter deliveries, the job
 * queue and the process itself (memory, event-loop delay, garbage collection). One registry per
 * services object, so test apps never share counts.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '~/server/db/client';
import type { PageCache } from '~/server/http/page-cache';
import type { RefreshReport } from '~/server/news/refresh';
import type { SendSummary } from '~/server/newsletter/editions';

export interface JournalMetrics {
  registry: Registry;
  /** One answered request; `route` is a bounded label (see routeLabel in server/http/app.ts). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  feedsRefreshed(report: RefreshReport): void;
  editionSent(summary: SendSummary): void;
}

/** Seconds; a cached page answers in under a millisecond, a render under load in seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ database, pageCache }: { database: Database; pageCache: PageCache }): JournalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'journal_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'journal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Counter({
    name: 'journal_page_cache_requests_total',
    help: 'Shareable requests by what the page cache did: hit, stale (served while renewed) or miss.',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const { hits, staleHits, misses } = pageCache.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'stale' }, staleHits);
      this.inc({ result: 'miss' }, misses);
    },
  });
  new Gauge({
    name: 'journal_page_cache_bytes',
    help: 'Bytes of stored page copies, every encoding counted.',
    registers: [registry],
    collect() {
      this.set(pageCache.stats().bytes);
    },
  });
  const feedRefreshes = new Counter({
    name: 'journal_feed_refreshes_total',
    help: 'Feed fetches by feed and outcome (updated, not-modified, failed).',
    labelNames: ['feed', 'outcome'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'journal_newsletter_deliveries_total',
    help: 'Newsletter messages by edition kind and outcome (sent, failed).',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'journal_jobs_waiting',
    help: 'Jobs queued and not yet started, by job (pg-boss).',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      // No pg-boss schema where jobs never ran (a test app, JOBS_ENABLED=false): nothing is waiting.
      const rows = await database
        .executeSql(`SELECT name, count(*)::int AS waiting FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`)
        .then((result) => result.rows as { name: string; waiting: number }[])
        .catch(() => []);
      for (const row of rows) this.set({ job: row.name }, Number(row.waiting));
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    feedsRefreshed(report) {
      for (const feed of report.feeds) feedRefreshes.inc({ feed: feed.key, outcome: feed.outcome });
    },
    editionSent(summary) {
      if (summary.successful > 0) deliveries.inc({ kind: summary.kind, outcome: 'sent' }, summary.successful);
      if (summary.failed > 0) deliveries.inc({ kind: summary.kind, outcome: 'failed' }, summary.failed);
    },
  };
}
