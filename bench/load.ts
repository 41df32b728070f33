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
import { summarise, timedGet, type Sample } from './support/readers';

const READERS = Number(process.env.BENCH_READERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROBE_EVERY_MS = 250;

const ok = (s: Sample) => s.status === 200 && s.complete;

function summariseLoad(samples: Sample[], seconds: number) {
  const { requests, p50Ms, p99Ms, maxMs } = summarise(samples);
  return {
    requests,
    perSecond: Math.round(requests / seconds),
    p50Ms,
    p99Ms,
    maxMs,
    errors: samples.filter((s) => !ok(s)).length,
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
  const runStart = performance.now();
  const endAt = runStart + SECONDS * 1000;

  const reader = async (index: number) => {
    const target = index % 2 === 0 ? 'home' : 'api';
    while (performance.now() < endAt) samples[target].push(await timedGet(targets[target], readerAgent, runStart));
  };
  const prober = async () => {
    while (performance.now() < endAt) {
      const next = performance.now() + PROBE_EVERY_MS;
      probes.push(await timedGet(`${journal.url}/healthz`, probeAgent, runStart));
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
    home: summariseLoad(samples.home, SECONDS),
    api: summariseLoad(samples.api, SECONDS),
    healthz: {
      ...summariseLoad(probes, SECONDS),
      withinOneSecondPercent:
        Math.round((1000 * probes.filter((p) => ok(p) && p.ms <= 1000).length) / Math.max(1, probes.length)) / 10,
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
  const slow = probes.filter((p) => !ok(p) || p.ms > 1000);
  if (slow.length > 0) {
    console.log(
      `slow or failed probes: ${slow.map((p) => `at ${(p.at / 1000).toFixed(1)} s took ${Math.round(p.ms)} ms${ok(p) ? '' : ' (failed)'}`).join('; ')}`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/load.json', JSON.stringify(results, null, 2));
} finally {
  await journal.stop();
}
