/**
 * AI search speed: p50/p95 latency of POST /api/v1/search/semantic over HTTP (a real server on
 * 127.0.0.1, the same app as production) at 5,000 and 50,000 stored articles, the indexer's
 * embedding throughput, and the process's memory (RSS) before and after the model is loaded.
 * Writes bench/results/search-speed.json.
 *
 *   npm run bench:search-speed                          on PGlite (the default database)
 *   npm run bench:search-speed -- --postgres URL        on a throwaway PostgreSQL database (its
 *                                                       articles table is emptied first)
 *
 * The first 5,000 articles are embedded by the real indexer (that is the throughput measured).
 * The next 45,000 reuse those vectors with small random noise (re-normalised), so the 50,000 row
 * run has 50,000 distinct vectors without an hour of model time; their texts are variants too.
 * Queries are the 77 evaluation queries, each sent twice, one at a time.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { loadConfig } from '~/server/config';
import { openDatabase, type Database } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { articles } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { maintainDatabase } from '~/server/jobs/maintenance';
import { createEmbedder } from '~/server/search/embedder';
import { indexArticles } from '~/server/search/indexer';
import { createServices } from '~/server/services';
import { EVAL_NOW, loadEvalArticles, loadEvalQueries } from '~/tests/fixtures/search-eval/search-eval';

const SIZES = [5_000, 50_000];
const EMBEDDED = 5_000;
const ROUNDS = 2;
const PLACES = [
  'Ohio',
  'Texas',
  'Florida',
  'Arizona',
  'Georgia',
  'Oregon',
  'Virginia',
  'Illinois',
  'Colorado',
  'Minnesota',
  'Tennessee',
  'Michigan',
  'Utah',
  'Maine',
  'Iowa',
  'Nevada',
  'Kansas',
];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssStart = process.memoryUsage().rss;

const postgresFlag = process.argv.indexOf('--postgres');
const database: Database =
  postgresFlag !== -1
    ? await openDatabase({ kind: 'postgres', url: process.argv[postgresFlag + 1]! })
    : await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
await database.db.delete(articles);
const { db } = database;

const evalArticles = loadEvalArticles();
const variant = (i: number) => {
  const a = evalArticles[i % evalArticles.length]!;
  const b = evalArticles[(i * 7 + 3) % evalArticles.length]!;
  const place = PLACES[Math.floor(i / evalArticles.length) % PLACES.length]!;
  return {
    title: `${a.title} (${place}, report ${i})`,
    summary: `${a.summary} ${b.summary.split('. ')[0]!.replace(/\.$/, '')}.`,
    category: a.category,
    source: a.source,
  };
};

async function insertArticles(from: number, to: number, vectors?: (i: number) => number[]) {
  for (let start = from; start < to; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(to, start + 500); i++) {
      const v = variant(i);
      const url = `https://journal.example/bench/${i}`;
      rows.push({
        ...v,
        titleKey: v.title.toLowerCase(),
        url,
        canonicalUrl: url,
        publishedAt: new Date(EVAL_NOW.getTime() - (i % 60) * 86_400_000 - i * 1000),
        ...(vectors ? { embedding: vectors(i) } : {}),
      });
    }
    await db.insert(articles).values(rows);
  }
}

// --- model memory and indexer throughput ------------------------------------------------------------
const embedder = createEmbedder();
await embedder.embed(['warm up the model'], 'query');
const rssModel = process.memoryUsage().rss;

await insertArticles(0, EMBEDDED);
const indexed = await indexArticles(db, embedder, {
  onProgress: ({ done, total }) => {
    if (done % 640 === 0 || done === total) process.stdout.write(`\r  embedding ${done}/${total}`);
  },
});
const throughput = (indexed.embedded / indexed.ms) * 1000;
console.log(
  `\n  indexer: ${indexed.embedded} articles in ${(indexed.ms / 1000).toFixed(1)} s = ${throughput.toFixed(1)} articles/s`,
);

const stored = (
  (await db.execute(sql`SELECT embedding::text AS e FROM ${articles} ORDER BY published_at DESC`)) as unknown as {
    rows: { e: string }[];
  }
).rows.map((r) => JSON.parse(r.e) as number[]);

// --- the HTTP server ------------------------------------------------------------------------------
// One trusted proxy hop: each request names its own client, so the per-client limit measures nothing here.
const config = loadConfig({ BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', TRUSTED_PROXY_HOPS: '1' });
const app = createHttpApp({
  services: createServices(config, database, { now: () => EVAL_NOW, embedder }),
  jobs: { enabled: false, running: () => false },
});
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/search/semantic`;
const queries = loadEvalQueries().map((q) => q.query);
let client = 0;

async function measure(size: number) {
  const times: number[] = [];
  let results = 0;
  // One unmeasured pass warms caches and the planner.
  for (let round = -1; round < ROUNDS; round++) {
    for (const query of queries) {
      const send = () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${(client >> 8) & 255}.${client++ & 255}` },
          body: JSON.stringify({ query, limit: 10 }),
        });
      // A kept-alive connection idle through the long insert may have been closed by the server:
      // the unmeasured warm-up pass retries once on a fresh one.
      const started = performance.now();
      const response = round < 0 ? await send().catch(send) : await send();
      const body = (await response.json()) as { results: unknown[] };
      if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
      if (round >= 0) {
        times.push(performance.now() - started);
        results += body.results.length;
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return {
    articles: size,
    requests: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times.at(-1)!,
    meanResults: results / times.length,
  };
}

const latency = [];
let inserted = EMBEDDED;
for (const size of SIZES) {
  if (size > inserted) {
    const started = Date.now();
    await insertArticles(inserted, size, (i) => {
      const base = stored[i % stored.length]!;
      const noisy = base.map((x) => x + (Math.random() - 0.5) * 0.02);
      const norm = Math.hypot(...noisy);
      return noisy.map((x) => x / norm);
    });
    inserted = size;
    console.log(`  stored ${size} articles (HNSW index maintained on insert) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await maintainDatabase(database, EVAL_NOW);
  }
  const row = await measure(size);
  latency.push(row);
  console.log(
    `  ${String(size).padStart(6)} articles: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, max ${row.max.toFixed(0)} ms over ${row.requests} requests (${row.meanResults.toFixed(1)} results each)`,
  );
}
const rssEnd = process.memoryUsage().rss;

console.log(`\nAI search speed on ${database.kind} (${process.version}, ${(await import('node:os')).cpus().length} cores)`);
console.log(`  embedding throughput: ${throughput.toFixed(1)} articles/s (batches of 32, one worker thread)`);
for (const row of latency) console.log(`  ${row.articles} articles: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
console.log(
  `  RSS: ${mb(rssStart)} MB at start, ${mb(rssModel)} MB with the model loaded (+${mb(rssModel - rssStart)} MB), ${mb(rssEnd)} MB at the end (${database.kind === 'pglite' ? 'PGlite with 50,000 articles is in this process' : 'PostgreSQL is another process'})`,
);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  `bench/results/search-speed-${database.kind}.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      database: database.kind,
      throughput,
      latency,
      rssMb: { start: mb(rssStart), model: mb(rssModel), end: mb(rssEnd) },
    },
    null,
    2,
  ),
);
server.close();
await embedder.close();
await database.close();
