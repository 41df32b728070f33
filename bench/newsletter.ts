/**
 * Newsletter throughput against the transport's ceiling. For each list size (BENCH_SIZES, default
 * 2,000, 10,000 and 100,000 confirmed subscribers) on a fresh embedded database:
 *   1. the ceiling: a plain nodemailer pool of 4 connections sending byte for byte the messages we
 *      send (the same edition and signed links, list headers included) to the same local SMTP
 *      sink, 4 at a time, with no database; measured before and after ours, the two averaged;
 *   2. ours: `sendTodaysEdition` claiming, delivering and recording every message.
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
import { mailIdentityOf } from '~/server/newsletter/templates/identity';
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

/** A fresh embedded database with `count` confirmed subscribers and a day of stories to send. */
async function prepare(count: number) {
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
  const subscribers = await database.db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers);
  const services = createServices(config, database, { now: clock });
  const content = await services.editions.composeEdition(now);
  if (!content) throw new Error('no edition to send');
  const identity = mailIdentityOf(await services.settings.current());
  return { database, services, subscribers, content, identity };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * The transport's ceiling: byte for byte the messages we send (the same edition, identity, signed
 * links and list headers), through a plain pool, 4 in flight, nothing else. The links are signed
 * before the clock starts: only sending is timed.
 */
async function plainPool({ services, subscribers, content, identity }: Prepared): Promise<number> {
  const render = await renderEditionForRecipients(content, identity);
  const recipients = subscribers.map(({ id, email }) => {
    const unsubscribeUrl = services.newsletter.subscriberLink('unsubscribe', id);
    return { email, unsubscribeUrl, preferencesUrl: services.newsletter.subscriberLink('preferences', id) };
  });
  const transport = nodemailer.createTransport({ url: sinkUrl, pool: true, maxConnections: POOL });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < recipients.length) {
        const { email, unsubscribeUrl, preferencesUrl } = recipients[next++]!;
        const mail = render({ unsubscribeUrl, preferencesUrl });
        const token = new URL(unsubscribeUrl).searchParams.get('token')!;
        await transport.sendMail({
          from: config.mailFrom,
          to: email,
          ...mail,
          headers: {
            'List-Unsubscribe': `<https://journal.test/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'List-Id': '<daily.journal.test>',
          },
        });
      }
    }),
  );
  const ms = performance.now() - started;
  transport.close();
  return (recipients.length / ms) * 1000;
}

/** Ours: `sendTodaysEdition` claiming, delivering and recording every message. */
async function ours({ services, subscribers }: Prepared) {
  const count = subscribers.length;
  global.gc?.();
  const heap = { start: process.memoryUsage().heapUsed, peak: 0 };
  const sampler = setInterval(() => (heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed)), 250);
  const started = performance.now();
  const summary = await services.editions.sendTodaysEdition();
  const ms = performance.now() - started;
  clearInterval(sampler);
  global.gc?.();
  const end = process.memoryUsage().heapUsed;
  if (summary.successful !== count) throw new Error(`sent ${summary.successful} of ${count} (failed ${summary.failed})`);
  return {
    perSecond: (count / ms) * 1000,
    seconds: ms / 1000,
    heap: { start: mb(heap.start), peak: mb(heap.peak), end: mb(end) },
  };
}

const results = [];
console.log('subscribers | plain pool msg/s (before, after) | ours msg/s | ratio | send s | heap start/peak/end MB');
for (const size of SIZES) {
  // The ceiling is measured before and after ours and averaged: on two cores shared with the sink,
  // one measurement of it drifts by 10-20% between runs, enough to move the ratio as much.
  const prepared = await prepare(size);
  const before = await plainPool(prepared);
  const run = await ours(prepared);
  const after = await plainPool(prepared);
  prepared.services.mailer.close();
  await prepared.database.close();
  const ceiling = (before + after) / 2;
  const row = {
    subscribers: size,
    plainPoolPerSecond: Math.round(ceiling),
    plainPoolRuns: [Math.round(before), Math.round(after)],
    oursPerSecond: Math.round(run.perSecond),
    ratio: Number((run.perSecond / ceiling).toFixed(2)),
    sendSeconds: Number(run.seconds.toFixed(1)),
    heapMb: run.heap,
  };
  results.push(row);
  console.log(
    `${size} | ${row.plainPoolPerSecond} (${row.plainPoolRuns.join(', ')}) | ${row.oursPerSecond} | ${row.ratio} | ${row.sendSeconds} | ${run.heap.start}/${run.heap.peak}/${run.heap.end}`,
  );
}
sinkProcess.kill();
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/newsletter.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
