/**
 * The admin's subscriber list at 100,000 subscribers: the counts, the first, a middle and the last
 * page of 50, a narrow and a broad search, and the whole CSV export, each timed over several runs
 * (p50 and max) on the embedded database, or with `-- --postgres URL` on a PostgreSQL database
 * (its subscriber table is emptied first). Writes bench/results/admin.json.
 *
 *   npm run bench:admin
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { exportSubscribers, listSubscribers, subscriberCounts } from '~/server/admin/subscribers';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const RUNS = 7;
const postgresAt = process.argv.indexOf('--postgres');
const database: Database =
  postgresAt > 0
    ? await openDatabase({ kind: 'postgres', url: process.argv[postgresAt + 1]! })
    : await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const { db } = database;
if (postgresAt > 0) await db.execute(sql`truncate newsletter_subscribers cascade`);

const seedStart = performance.now();
// Addresses across 200 mail domains, a tenth unsubscribed, a twentieth unconfirmed, over two years.
await db.execute(sql`
  insert into newsletter_subscribers (email, is_active, confirmed_at, unsubscribed_at, subscribed_at)
  select 'reader' || i || '@operator' || (i % 200) || '.example',
         i % 10 <> 0,
         case when i % 20 = 7 then null else now() end,
         case when i % 10 = 0 then now() end,
         now() - (i || ' minutes')::interval * 10
  from generate_series(1, ${SUBSCRIBERS}) as i`);
await database.executeSql('VACUUM ANALYZE newsletter_subscribers');
console.log(
  `${SUBSCRIBERS.toLocaleString('en-US')} subscribers seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s on ${database.kind}\n`,
);

async function time(label: string, run: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const result = { label, p50: ms[Math.floor(RUNS / 2)]!, max: ms.at(-1)! };
  console.log(`${label.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(7)} ms   max ${result.max.toFixed(1).padStart(7)} ms`);
  return result;
}

const lastPage = Math.ceil(SUBSCRIBERS / 50);
const results = [
  await time('counts (total, active, pending, unsubscribed)', () => subscriberCounts(db)),
  await time('page 1 of 50, newest first', () => listSubscribers(db, { page: 1 })),
  await time(`page ${Math.floor(lastPage / 2)} (the middle)`, () => listSubscribers(db, { page: Math.floor(lastPage / 2) })),
  await time(`page ${lastPage} (the last)`, () => listSubscribers(db, { page: lastPage })),
  await time('search "reader4242@" (one match)', () => listSubscribers(db, { search: 'reader4242@' })),
  await time('search "operator17." (500 matches)', () => listSubscribers(db, { search: 'operator17.' })),
  await time('search "example" (every row), page 2', () => listSubscribers(db, { search: 'example', page: 2 })),
];
const exportStart = performance.now();
let exported = 0;
for await (const row of exportSubscribers(db)) if (row.email) exported++;
const exportMs = performance.now() - exportStart;
console.log(`${'CSV export, every row'.padEnd(44)} ${exportMs.toFixed(0)} ms for ${exported.toLocaleString('en-US')} rows`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/admin.json',
  JSON.stringify({ database: database.kind, subscribers: SUBSCRIBERS, results, exportMs, exported }, null, 2),
);
await database.close();
