/**
 * Load: 50 concurrent readers for 30 s on the production build (loopback only), half on the home
 * page and half on the articles API, while a load balancer probes /healthz every 250 ms. Prints
 * requests/s, p50/p99 latency and errors per address, and the share of health probes answered
 * within 1 s; writes bench/results/load.json. Run after `npm run build`: npm run bench:load
 * (BENCH_READERS and BENCH_SECONDS override the defaults).
 */
import fs from 'node:fs';
import http from 'node:http';
import { startJournalServer } from './support/journal-server';

const READERS = Number(process.env.BENCH_READERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROBE_EVERY_MS = 250;

interface Sample {
  ms: number;
  ok: boolean;
  /** When the request was sent, in ms since the run began. */
  at: number;
}

let runStart = 0;

/** One GET on a kept-alive connection; the time until the whole body has arrived. */
function timedGet(url: string, agent: http.Agent): Promise<Sample> {
  const started = performance.now();
  const sample = (ok: boolean) => ({ ms: performance.now() - started, ok, at: started - runStart });
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(sample(res.statusCode === 200)));
        res.on('error', () => resolve(sample(false)));
      })
      .on('error', () => resolve(sample(false)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function summarise(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    perSecond: Math.round(samples.length / seconds),
    p50Ms: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    maxMs: Math.round(ms.at(-1) ?? 0),
    errors: samples.filter((s) => !s.ok).length,
  };
}

const journal = await startJournalServer(3191);
console.log(journal.refreshed);
try {
  const targets = { home: `${journal.url}/`, api: `${journal.url}/api/v1/articles?limit=20` };
  const samples: Record<keyof typeof targets, Sample[]> = { home: [], api: [] };
  const probes: Sample[] = [];
  const readerAgent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  runStart = performance.now();
  const endAt = runStart + SECONDS * 1000;

  const reader = async (index: number) => {
    const target = index % 2 === 0 ? 'home' : 'api';
    while (performance.now() < endAt) samples[target].push(await timedGet(targets[target], readerAgent));
  };
  const prober = async () => {
    while (performance.now() < endAt) {
      const next = performance.now() + PROBE_EVERY_MS;
      probes.push(await timedGet(`${journal.url}/healthz`, probeAgent));
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  };
  await Promise.all([...Array.from({ length: READERS }, (_, i) => reader(i)), prober()]);
  readerAgent.destroy();
  probeAgent.destroy();

  const results = {
    date: new Date().toISOString(),
    readers: READERS,
    seconds: SECONDS,
    home: summarise(samples.home, SECONDS),
    api: summarise(samples.api, SECONDS),
    healthz: {
      ...summarise(probes, SECONDS),
      withinOneSecondPercent:
        Math.round((1000 * probes.filter((p) => p.ok && p.ms <= 1000).length) / Math.max(1, probes.length)) / 10,
    },
  };
  for (const [name, r] of Object.entries({ '/': results.home, '/api/v1/articles': results.api, '/healthz': results.healthz })) {
    console.log(
      `${name.padEnd(18)} ${String(r.perSecond).padStart(5)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  max ${r.maxMs} ms  errors ${r.errors}`,
    );
  }
  console.log(
    `${READERS} readers for ${SECONDS} s; health probes answered within 1 s: ${results.healthz.withinOneSecondPercent}%`,
  );
  // When the slow ones happened tells a cold start (the first second) from a stall under load.
  const slow = probes.filter((p) => !p.ok || p.ms > 1000);
  if (slow.length > 0) {
    console.log(
      `slow or failed probes: ${slow.map((p) => `at ${(p.at / 1000).toFixed(1)} s took ${Math.round(p.ms)} ms${p.ok ? '' : ' (failed)'}`).join('; ')}`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/load.json', JSON.stringify(results, null, 2));
} finally {
  await journal.stop();
}
