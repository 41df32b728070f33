/**
 * Newsletter throughput: render and deliver one edition to 10,000 confirmed subscribers through a
 * local SMTP sink (smtp-server on 127.0.0.1), on the embedded database. Prints messages/s and
 * writes bench/results/newsletter.json. Run: npm run bench:newsletter
 */
import fs from 'node:fs';
import { loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { newsletterSubscribers } from '~/server/db/schema';
import { setLogLevel } from '~/server/logger';
import { createServices } from '~/server/services';
import { renderEditionForRecipients } from '~/server/newsletter/templates/render';
import { seedArticles } from '~/tests/support/articles';
import { startSmtpSink } from '~/tests/support/smtp-sink';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
setLogLevel('warn');

const sink = await startSmtpSink({ parse: false });
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const now = new Date();
await seedArticles(
  database.db,
  Array.from({ length: 20 }, (_, i) => ({
    title: `Senior housing market story number ${i + 1}`,
    category: 'investment' as const,
    publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
  })),
);
for (let i = 0; i < SUBSCRIBERS; i += 1000) {
  await database.db.insert(newsletterSubscribers).values(
    Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, j) => ({
      email: `reader${i + j}@bench.test`,
      isActive: true,
      confirmedAt: now,
    })),
  );
}
// A weekday 8:00 AM in New York, so the edition is due.
const clock = () => new Date('2026-11-23T13:00:00Z');
const config = loadConfig({
  BETTER_AUTH_SECRET: 'b'.repeat(40),
  SMTP_URL: sink.url,
  MAIL_RATE_PER_SECOND: '1000',
  PUBLIC_URL: 'https://journal.test',
});
const services = createServices(config, database, { now: clock });

const renderStart = performance.now();
const edition = {
  editionDate: '2026-11-23',
  dateLabel: 'Monday, November 23, 2026',
  insights: Array.from({ length: 5 }, (_, i) => ({
    title: `Story ${i}`,
    summary: 'Summary',
    source: 'Source',
    url: `https://seniorhousingnews.com/${i}`,
    category: 'investment',
  })),
  pressReleases: [],
  siteUrl: 'https://journal.test',
};
const render = await renderEditionForRecipients(edition);
for (let i = 0; i < SUBSCRIBERS; i++)
  render({ unsubscribeUrl: `https://journal.test/u?token=${i}`, preferencesUrl: `https://journal.test/p?token=${i}` });
const renderMs = performance.now() - renderStart;

const started = performance.now();
const summary = await services.editions.sendTodaysEdition();
const sendMs = performance.now() - started;
services.mailer.close();
await sink.close();
await database.close();

const result = {
  subscribers: SUBSCRIBERS,
  delivered: sink.messages.length,
  successful: summary.successful,
  failed: summary.failed,
  renderMessagesPerSecond: Math.round((SUBSCRIBERS / renderMs) * 1000),
  deliverMessagesPerSecond: Math.round((summary.successful / sendMs) * 1000),
  sendSeconds: Number((sendMs / 1000).toFixed(1)),
  throttlePerSecond: config.mailRatePerSecond,
  heapMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
};
console.log(`Rendered ${SUBSCRIBERS} personalised editions at ${result.renderMessagesPerSecond} messages/s`);
console.log(
  `Delivered ${summary.successful}/${SUBSCRIBERS} (failed ${summary.failed}) through SMTP in ${result.sendSeconds} s: ${result.deliverMessagesPerSecond} messages/s (throttle ${config.mailRatePerSecond}/s)`,
);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/newsletter.json', JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
