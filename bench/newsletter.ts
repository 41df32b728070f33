/**
 * Newsletter throughput against the transport's ceiling. For each list size (BENCH_SIZES, default
 * 2,000, 10,000 and 100,000 confirmed subscribers) on a fresh embedded database:
 *   1. the ceiling: a plain nodemailer pool of 4 connections sending the same pre-rendered
 *      personalised messages (list headers included) to the same local SMTP sink, 4 at a time,
 *      with no database;
 *   2. ours: `sendTodaysEdition` composing, claiming, delivering and recording every message.
 * The sink runs in its own process (bench/support/smtp-sink-process.ts). Prints messages/s, our
 * ratio to the ceiling and the heap at the start, peak and end of our send; writes
 * bench/results/newsletter.json. Run: npm run bench:newsletter
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import nodemailer from 'nodemailer';
import { loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { newsletterSubscribers } from '~/server/db/schema';
import { setLogLevel } from '~/server/logger';
import { createServices } from '~/server/services';
import { renderEditionForRecipients } from '~/server/newsletter/templates/render';
import { seedArticles } from '~/tests/support/articles';

const SIZES = (process.env.BENCH_SIZES ?? '2000,10000,100000').split(',').map(Number);
const POOL = 4;
setLogLevel('warn');

const sinkProcess = spawn('node', ['--import', 'tsx', 'bench/support/smtp-sink-process.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
// However the run ends, the sink goes with it.
process.on('exit', () => sinkProcess.kill());
const sinkUrl = await new Promise<string>((resolve) =>
  readline.createInterface({ input: sinkProcess.stdout! }).once('line', (line) => resolve(line.trim())),
);

// A weekday 8:00 AM in New York, so the daily edition is due.
const clock = () => new Date('2026-11-23T13:00:00Z');
const config = loadConfig({
  BETTER_AUTH_SECRET: 'b'.repeat(40),
  SMTP_URL: sinkUrl,
  // The pace limit is not what is measured: its maximum, above what this machine reaches.
  MAIL_RATE_PER_SECOND: '1000',
  PUBLIC_URL: 'https://journal.test',
});

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The transport's ceiling: the same messages through a plain pool, 4 in flight, nothing else. */
async function plainPool(count: number): Promise<number> {
  const render = await renderEditionForRecipients({
    editionDate: '2026-11-23',
    dateLabel: 'Monday, November 23, 2026',
    insights: Array.from({ length: 5 }, (_, i) => ({
      title: `Senior housing market story number ${i + 1}`,
      summary: `Summary of Senior housing market story number ${i + 1}`,
      source: 'Senior Housing News',
      url: `https://www.seniorhousingnews.com/${i}`,
      category: 'investment',
    })),
    pressReleases: [],
    siteUrl: 'https://journal.test',
  });
  const transport = nodemailer.createTransport({ url: sinkUrl, pool: true, maxConnections: POOL });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < count) {
        const i = next++;
        const mail = render({
          unsubscribeUrl: `https://journal.test/newsletter/unsubscribe?token=${i}`,
          preferencesUrl: `https://journal.test/newsletter/preferences?token=${i}`,
        });
        // The same message as ours, list headers included.
        await transport.sendMail({
          from: config.mailFrom,
          to: `reader${i}@bench.test`,
          ...mail,
          headers: {
            'List-Unsubscribe': `<https://journal.test/api/v1/newsletter/unsubscribe?token=${i}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'List-Id': '<daily.journal.test>',
          },
        });
      }
    }),
  );
  const ms = performance.now() - started;
  transport.close();
  return (count / ms) * 1000;
}

async function ours(count: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  const now = clock();
  await seedArticles(
    database.db,
    Array.from({ length: 20 }, (_, i) => ({
      title: `Senior housing market story number ${i + 1}`,
      category: 'investment' as const,
      publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
    })),
  );
  for (let i = 0; i < count; i += 1000) {
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
        email: `reader${i + j}@bench.test`,
        isActive: true,
        confirmedAt: now,
      })),
    );
  }
  const services = createServices(config, database, { now: clock });
  global.gc?.();
  const heap = { start: process.memoryUsage().heapUsed, peak: 0 };
  const sampler = setInterval(() => (heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed)), 250);
  const started = performance.now();
  const summary = await services.editions.sendTodaysEdition();
  const ms = performance.now() - started;
  clearInterval(sampler);
  global.gc?.();
  const end = process.memoryUsage().heapUsed;
  services.mailer.close();
  await database.close();
  if (summary.successful !== count) throw new Error(`sent ${summary.successful} of ${count} (failed ${summary.failed})`);
  return {
    perSecond: (count / ms) * 1000,
    seconds: ms / 1000,
    heap: { start: mb(heap.start), peak: mb(heap.peak), end: mb(end) },
  };
}

const results = [];
console.log('subscribers | plain pool msg/s | ours msg/s | ratio | send s | heap start/peak/end MB');
for (const size of SIZES) {
  const ceiling = await plainPool(size);
  const run = await ours(size);
  const row = {
    subscribers: size,
    plainPoolPerSecond: Math.round(ceiling),
    oursPerSecond: Math.round(run.perSecond),
    ratio: Number((run.perSecond / ceiling).toFixed(2)),
    sendSeconds: Number(run.seconds.toFixed(1)),
    heapMb: run.heap,
  };
  results.push(row);
  console.log(
    `${size} | ${row.plainPoolPerSecond} | ${row.oursPerSecond} | ${row.ratio} | ${row.sendSeconds} | ${run.heap.start}/${run.heap.peak}/${run.heap.end}`,
  );
}
sinkProcess.kill();
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/newsletter.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
