/**
 * Load and faults (issue 17 part 9), loopback only, on a PostgreSQL of its own
 * (scripts/postgres-test-server.sh) and the production build:
 *  1. steady: BENCH_READERS (50) readers for BENCH_SECONDS (60): no request may fail;
 *  2. PostgreSQL restarted under load (stopped for 5 s): requests that need it fail fast, 503 with
 *     Retry-After, not 500 and not hanging; once it is back the server recovers by itself;
 *  3. SIGTERM under load: every request sent before the signal gets its whole answer.
 * The readers mix the anonymous home page (served from shared copies) with pages and API answers
 * that read the database on every request (a cookie keeps them off the shared copies). Prints each
 * phase and writes bench/results/faults.json; exits 1 when a goal is missed. Run after
 * `npm run build`: npm run bench:faults
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createScratchDatabase } from '~/tests/support/database';
import { startJournalServer } from './support/journal-server';
import { summarise, timedGet, type Sample } from './support/readers';

const READERS = Number(process.env.BENCH_READERS ?? 50);
const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const OUTAGE_MS = 5_000;
const PG_PORT = 55444;
/** Goals: an answer during the outage within this, and all answers good again this long after it. */
const FAIL_FAST_MS = 1_000;
const RECOVER_WITHIN_MS = 10_000;

const run = promisify(execFile);
const pgScript = (...args: string[]) => run('bash', ['scripts/postgres-test-server.sh', ...args]);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-faults-'));
const pgData = path.join(folder, 'data');
const serverUrl = execFileSync('bash', ['scripts/postgres-test-server.sh', 'start', pgData, String(PG_PORT)], {
  encoding: 'utf8',
}).trim();
const scratch = await createScratchDatabase(serverUrl, 'journal_faults');
// The operator command that fills the journal reads it from the environment too.
process.env.DATABASE_URL = scratch.url;

const journal = await startJournalServer(3193, { LOG_LEVEL: 'error' });
console.log(journal.refreshed);

const readerHeaders = { Cookie: 'bench=reader' };
const targets = [
  { url: `${journal.url}/`, headers: {} },
  { url: `${journal.url}/api/v1/articles?limit=20`, headers: readerHeaders },
  { url: `${journal.url}/newsletter`, headers: readerHeaders },
];
const good = (s: Sample) => s.status === 200 && s.complete;

/** READERS readers until `until()` says stop; every sample, timed from `since`. */
async function readers(since: number, until: () => boolean): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const samples: Sample[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async (_, i) => {
      const target = targets[i % targets.length]!;
      while (!until()) {
        const sample = await timedGet(target.url, agent, since, target.headers);
        samples.push(sample);
        // A refused connection comes back at once: do not spin on it.
        if (sample.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  agent.destroy();
  return samples;
}

const failures: string[] = [];
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  readers: READERS,
  goals: { failFastMs: FAIL_FAST_MS, recoverWithinMs: RECOVER_WITHIN_MS },
};
try {
  // 1. Steady load.
  {
    const start = performance.now();
    const samples = await readers(start, () => performance.now() - start > STEADY_SECONDS * 1000);
    const summary = summarise(samples);
    const failed = samples.filter((s) => !good(s)).length;
    results.steady = { seconds: STEADY_SECONDS, perSecond: Math.round(samples.length / STEADY_SECONDS), failed, ...summary };
    console.log(
      `steady: ${READERS} readers for ${STEADY_SECONDS} s: ${samples.length} requests (${Math.round(samples.length / STEADY_SECONDS)}/s), p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, failed ${failed} ${JSON.stringify(summary.outcomes)}`,
    );
    if (failed > 0) failures.push(`steady load: ${failed} requests failed`);
  }

  // 2. PostgreSQL stopped for OUTAGE_MS under load, then started again.
  {
    const start = performance.now();
    let stoppedAt = Infinity;
    let backAt = Infinity;
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      stoppedAt = performance.now() - start;
      await pgScript('stop', pgData);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await pgScript('start', pgData, String(PG_PORT));
      backAt = performance.now() - start;
    })();
    const samples = await readers(start, () => performance.now() - start > backAt + 15_000);
    await outage;
    const during = samples.filter((s) => s.at >= stoppedAt && s.at < backAt);
    const after = samples.filter((s) => s.at >= backAt);
    // Recovered: from the first answer after which every answer is good.
    const lastBad = after.filter((s) => !good(s)).reduce((latest, s) => Math.max(latest, s.at + s.ms), backAt);
    const recoveredInMs = Math.round(lastBad - backAt);
    const duringSummary = summarise(during);
    const wrong = during.filter((s) => !(good(s) || (s.status === 503 && s.complete))).length;
    results.restart = {
      outageMs: Math.round(backAt - stoppedAt),
      during: duringSummary,
      duringWrong: wrong,
      recoveredInMs,
      afterRecovery: summarise(after.filter((s) => s.at > lastBad)),
    };
    console.log(
      `PostgreSQL restart: down ${Math.round(backAt - stoppedAt)} ms; while down ${during.length} requests, p99 ${duringSummary.p99Ms} ms, ${JSON.stringify(duringSummary.outcomes)}; all good again ${recoveredInMs} ms after it was back`,
    );
    if (wrong > 0) failures.push(`while PostgreSQL was down, ${wrong} answers were neither 200 nor 503`);
    if (duringSummary.p99Ms > FAIL_FAST_MS)
      failures.push(`while PostgreSQL was down, p99 ${duringSummary.p99Ms} ms > ${FAIL_FAST_MS} ms`);
    if (recoveredInMs > RECOVER_WITHIN_MS) failures.push(`recovery took ${recoveredInMs} ms > ${RECOVER_WITHIN_MS} ms`);
  }

  // 3. SIGTERM under load.
  {
    const start = performance.now();
    let signalledAt = Infinity;
    setTimeout(() => {
      signalledAt = performance.now() - start;
      process.kill(journal.pid, 'SIGTERM');
    }, 3_000);
    // Until the server process has ended (and a moment more), or 30 s at most.
    let endedAt = Infinity;
    const watch = setInterval(() => {
      try {
        process.kill(journal.pid, 0);
      } catch {
        endedAt = Math.min(endedAt, performance.now() - start);
      }
    }, 100);
    const samples = await readers(start, () => performance.now() - start > Math.min(endedAt + 1_000, 30_000));
    clearInterval(watch);
    const inFlight = samples.filter((s) => s.at < signalledAt);
    const lost = inFlight.filter((s) => !s.complete).length;
    const later = summarise(samples.filter((s) => s.at >= signalledAt));
    results.sigterm = {
      sentBeforeSignal: inFlight.length,
      lost,
      stoppedAfterMs: Math.round(endedAt - signalledAt),
      afterSignal: later,
    };
    console.log(
      `SIGTERM under load: ${inFlight.length} requests sent before the signal, ${lost} lost; stopped ${Math.round(endedAt - signalledAt)} ms after it; requests after it ${JSON.stringify(later.outcomes)}`,
    );
    if (lost > 0) failures.push(`SIGTERM: ${lost} requests sent before the signal got no whole answer`);
  }
} finally {
  await journal.stop();
  await pgScript('stop', pgData).catch(() => undefined);
  fs.rmSync(folder, { recursive: true, force: true });
}

results.failures = failures;
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/faults.json', JSON.stringify(results, null, 2));
if (failures.length) {
  console.log(`\nGoals missed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\nEvery goal met.');
