/**
 * A production journal server for benchmarks: the built app (run `npm run build` first) on a fresh
 * data folder, filled from the local fixture feeds through the operator command. Loopback only.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { CATEGORIES } from '~/core/categories';
import { openDatabase } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { EMBEDDING_DIMENSIONS } from '~/server/db/schema';
import { SERVER_BUNDLE } from '~/scripts/build-server';
import { seedArticles } from '~/tests/support/articles';
import { startFeedServer } from '~/tests/support/feed-server';

const FEED_PORT = 3101;

export interface JournalServer {
  url: string;
  /** The server's process (its memory is read from /proc). */
  pid: number;
  /** The operator command's one-line summary of the first refresh ('' when `refresh` was false). */
  refreshed: string;
  /** Runs the operator's feed refresh against this server's data; answers its summary line. */
  refresh(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `extraArticles`: stories stored before the server starts (a deep archive: one every 20 minutes
 * back from now, each category in turn, with a body of a few kilobytes like a real article's).
 * `refresh: false` leaves the feeds unread until the caller asks (`refresh()`).
 */
export async function startJournalServer(
  port: number,
  env: Record<string, string> = {},
  { extraArticles = 0, refresh = true }: { extraArticles?: number; refresh?: boolean } = {},
): Promise<JournalServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-bench-'));
  if (extraArticles > 0) await storeArchive(path.join(dataDir, 'pglite'), extraArticles);
  const url = `http://127.0.0.1:${port}`;
  const feeds = await startFeedServer({ port: FEED_PORT });
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn('node', [...profile, '--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FEEDS_CONFIG: 'tests/fixtures/local-feeds.json',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await feeds.close();
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (i > 120) throw new Error('the journal server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    // Asynchronous: the fixture feed server runs in this process and must keep answering.
    const refreshFeeds = async () => {
      const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'scripts/cli.ts', 'feeds:refresh'], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      return stdout.split('\n')[0] ?? '';
    };
    const refreshed = refresh ? await refreshFeeds() : '';
    await untilIdle(server.pid!);
    return { url, pid: server.pid!, refreshed, refresh: refreshFeeds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU time a process has used so far, in clock ticks (utime + stime of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the server has been idle (under 5% of a core) for a second, at most 60 s. After a
 * refresh the server embeds the new articles (loading the model takes a core for about two
 * seconds): a measurement started then shares this machine's two cores with it, and the first
 * page measured, the home page, paid for it (Lighthouse's first run on `/` was the worst of five).
 */
async function untilIdle(pid: number): Promise<void> {
  const windowMs = 500;
  const ticksPerWindow = (windowMs / 1000) * 100; // USER_HZ is 100 on Linux
  let quietWindows = 0;
  for (const deadline = Date.now() + 60_000; quietWindows < 2 && Date.now() < deadline;) {
    const before = cpuTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    quietWindows = cpuTicks(pid) - before < 0.05 * ticksPerWindow ? quietWindows + 1 : 0;
  }
}

async function storeArchive(pgliteDir: string, count: number): Promise<void> {
  fs.mkdirSync(pgliteDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await runMigrations(database);
  const now = Date.now();
  for (let start = 0; start < count; start += 500) {
    await seedArticles(
      database.db,
      Array.from({ length: Math.min(500, count - start) }, (_, j) => {
        const i = start + j;
        return {
          title: `Archive story ${i}: senior living operator reports occupancy and rate growth`,
          category: CATEGORIES[i % CATEGORIES.length],
          publishedAt: new Date(now - (i + 1) * 20 * 60_000),
        };
      }),
    );
  }
  await database.db.execute(sql`UPDATE articles SET content = repeat(title || '. ', 40) WHERE content = ''`);
  // Stored as a server that has indexed its archive keeps it: with a vector each. Otherwise the
  // server's indexer embeds the whole archive while the pages are measured (13 articles a second:
  // one of this machine's two cores for six minutes), and the numbers measure that instead. The
  // vector is one unit vector for all: no page under test searches; bench:search-speed measures
  // both the real embeddings and the indexer.
  await database.db.execute(
    sql`UPDATE articles SET embedding = array_fill(${1 / Math.sqrt(EMBEDDING_DIMENSIONS)}::real, ARRAY[${EMBEDDING_DIMENSIONS}::int])::vector WHERE embedding IS NULL`,
  );
  await database.db.execute(sql`VACUUM ANALYZE articles`);
  await database.close();
}
