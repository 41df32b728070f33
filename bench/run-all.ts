/**
 * Every benchmark issue 17 names, in one command, one table (issue 17 part 7):
 *
 *   npm run bench                               pages (sample database and BENCH_ARTICLES=5000),
 *                                               memory, aggregate, search-quality, search-speed,
 *                                               newsletter, at full size
 *   npm run bench -- --only pages,memory        only these (a name also picks its variants:
 *                                               `pages` is pages and pages-5000, `search` both searches);
 *                                               load, lighthouse, long-tasks, admin, categorise, dedupe run only so;
 *                                               the others keep their last results in bench/results.json,
 *                                               each with the date it ran
 *   npm run bench -- --quick                    shorter: 3 s per page, 2,000 requests for memory,
 *                                               2,000 subscribers; search-speed (no smaller size) is
 *                                               skipped unless named in --only
 *   npm run bench -- --verbose                  the benchmarks' own output on the terminal too
 *   npm run bench -- --timeout 20               a time limit of 20 minutes for each benchmark
 *   npm run bench -- --table                    runs nothing: the table of bench/results.json again
 *                                               (after a change to bench/support/summary.ts)
 *
 * Each benchmark runs as its own process (`node --import tsx bench/<x>.ts`), one after another, with a
 * time limit; its output goes to bench/results/logs/<name>.log. Those that start a journal server run
 * last and first wait (up to 10 minutes) for their ports, among them the fixture feeds' 3101, which a
 * running `npm run test:e2e` also holds. A benchmark that fails or runs out of time is shown as failed
 * with its exit code and the others still run; this command then exits 1 (bench:memory exits 1 above
 * its goals, so that counts as failed too). The numbers come from the JSON each benchmark writes to
 * bench/results/ in this run, never from its output. The table and every benchmark's JSON are written
 * to bench/results.json. The page and memory benchmarks serve the production build: run
 * `npm run build` first.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import {
  formatTable,
  parseEarlierRuns,
  summaryRows,
  withEarlierRuns,
  type BenchmarkRun,
  type EarlierRuns,
} from './support/summary';

interface Benchmark {
  name: string;
  script: string;
  /** What it measures, for the progress line. */
  about: string;
  /** The JSON it writes, under bench/results/. */
  result: string;
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** Extra environment under --quick. */
  quickEnv?: Record<string, string>;
  /** Under --quick it is skipped unless named in --only (it has no smaller size): why. */
  quickSkip?: string;
  /** Time limit in minutes, full and --quick. */
  minutes: number;
  quickMinutes: number;
  /** Serves the production build (build/server/index.js) on these loopback ports (its own and the
   * fixture feeds' 3101, which the Playwright tests' fixture server also takes). */
  ports?: number[];
  /** Run by default (issue 17's list); the others only with --only. */
  byDefault: boolean;
}

const BENCHMARKS: Benchmark[] = [
  {
    name: 'pages',
    script: 'pages.ts',
    about: '/, /newsletter, /api/v1/articles beside the static ceiling, sample database',
    result: 'pages.json',
    quickEnv: { BENCH_SECONDS: '3' },
    minutes: 10,
    quickMinutes: 5,
    ports: [3192, 3101],
    byDefault: true,
  },
  {
    name: 'pages-5000',
    script: 'pages.ts',
    about: 'the same with 5,000 extra articles',
    result: 'pages-5000.json',
    env: { BENCH_ARTICLES: '5000' },
    quickEnv: { BENCH_SECONDS: '3' },
    minutes: 12,
    quickMinutes: 6,
    ports: [3192, 3101],
    byDefault: true,
  },
  {
    name: 'memory',
    script: 'memory.ts',
    about: 'server RSS after start, after a refresh, after 10,000 requests',
    result: 'memory.json',
    quickEnv: { BENCH_REQUESTS: '2000' },
    minutes: 15,
    quickMinutes: 6,
    ports: [3198, 3101],
    byDefault: true,
  },
  {
    name: 'aggregate',
    script: 'aggregate.ts',
    about: 'parse + normalise + de-duplicate at 1k, 10k, 100k items',
    result: 'aggregate.json',
    minutes: 10,
    quickMinutes: 10,
    byDefault: true,
  },
  {
    name: 'search-quality',
    script: 'search-quality.ts',
    about: 'hybrid AI search on the labelled set',
    result: 'search-quality.json',
    minutes: 15,
    quickMinutes: 15,
    byDefault: true,
  },
  {
    name: 'search-speed',
    script: 'search-speed.ts',
    about: 'AI search p50/p95 at 5,000 and 50,000 articles, embedding throughput',
    result: 'search-speed-pglite.json',
    quickSkip: 'it has no smaller size',
    minutes: 60,
    quickMinutes: 60,
    byDefault: true,
  },
  {
    name: 'newsletter',
    script: 'newsletter.ts',
    about: 'an edition to 2,000, 10,000, 100,000 subscribers beside a plain pool',
    result: 'newsletter.json',
    nodeArgs: ['--expose-gc'],
    quickEnv: { BENCH_SIZES: '2000' },
    minutes: 45,
    quickMinutes: 10,
    byDefault: true,
  },
  {
    name: 'faults',
    script: 'faults.ts',
    about: '60 s of 50 readers, PostgreSQL restarted under load, SIGTERM under load',
    result: 'faults.json',
    quickEnv: { BENCH_SECONDS: '10' },
    minutes: 6,
    quickMinutes: 4,
    ports: [3193, 3101],
    byDefault: true,
  },
  {
    name: 'load',
    script: 'load.ts',
    about: '50 readers on / and /api/v1/articles while /healthz is probed',
    result: 'load.json',
    quickEnv: { BENCH_SECONDS: '5' },
    minutes: 5,
    quickMinutes: 3,
    ports: [3191, 3101],
    byDefault: false,
  },
  {
    name: 'lighthouse',
    script: 'lighthouse.ts',
    about: 'Lighthouse mobile and desktop on /',
    result: 'lighthouse.json',
    minutes: 10,
    quickMinutes: 10,
    ports: [3190, 3101],
    byDefault: false,
  },
  {
    name: 'long-tasks',
    script: 'long-tasks.ts',
    about: 'long tasks of / on a 4x slower CPU, 7 loads',
    result: 'long-tasks.json',
    minutes: 3,
    quickMinutes: 3,
    ports: [3189, 3101],
    byDefault: false,
  },
  {
    name: 'admin',
    script: 'admin.ts',
    about: 'the subscriber list at 100,000 subscribers',
    result: 'admin.json',
    quickEnv: { BENCH_SUBSCRIBERS: '10000' },
    minutes: 15,
    quickMinutes: 5,
    byDefault: false,
  },
  {
    name: 'categorise',
    script: 'categorise.ts',
    about: 'the categoriser on the held-out half',
    result: 'categorise.json',
    minutes: 2,
    quickMinutes: 2,
    byDefault: false,
  },
  {
    name: 'dedupe',
    script: 'dedupe.ts',
    about: 'de-duplication precision and recall',
    result: 'dedupe.json',
    minutes: 2,
    quickMinutes: 2,
    byDefault: false,
  },
];

const RESULTS_DIR = 'bench/results';
const LOG_DIR = path.join(RESULTS_DIR, 'logs');
const SUMMARY_FILE = 'bench/results.json';
const PORT_WAIT_MINUTES = 10;

// --- options ----------------------------------------------------------------------------------------

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const quick = args.includes('--quick');
const verbose = args.includes('--verbose');
const timeoutMinutes = option('--timeout') === undefined ? undefined : Number(option('--timeout'));
if (timeoutMinutes !== undefined && !(timeoutMinutes > 0)) throw new Error('--timeout takes a number of minutes');
const only = option('--only')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const picks = (benchmark: Benchmark, name: string) => benchmark.name === name || benchmark.name.startsWith(`${name}-`);
for (const name of only ?? []) {
  if (!BENCHMARKS.some((b) => picks(b, name))) {
    throw new Error(`--only ${name}: no such benchmark (${BENCHMARKS.map((b) => b.name).join(', ')})`);
  }
}
// Those that start a journal server run last: the port they share with the Playwright tests' fixture
// server (3101) is more likely free by then.
const chosen = BENCHMARKS.filter((b) => (only ? only.some((name) => picks(b, name)) : b.byDefault)).sort(
  (a, b) => Number(Boolean(a.ports)) - Number(Boolean(b.ports)),
);
/** Named in --only by its own name (not through a group): run even where --quick would skip it. */
const namedExactly = (b: Benchmark) => only?.includes(b.name) ?? false;

// --- running one benchmark --------------------------------------------------------------------------

let current: ReturnType<typeof spawn> | undefined;
/** The benchmark and every process it started (servers, the SMTP sink) are one process group. */
const killGroup = (signal: NodeJS.Signals) => {
  if (current?.pid) {
    try {
      process.kill(-current.pid, signal);
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killGroup('SIGTERM');
    process.exit(130);
  });
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Waits up to `minutes` for the ports to be free; answers those still taken. */
async function waitForPorts(ports: number[], minutes: number): Promise<number[]> {
  const until = Date.now() + minutes * 60_000;
  let said = false;
  for (;;) {
    const taken = [];
    for (const port of ports) if (!(await portFree(port))) taken.push(port);
    if (taken.length === 0 || Date.now() > until) return taken;
    if (!said) console.log(`  waiting up to ${minutes} min for port ${taken.join(', ')} (another run of the tests?)`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** The benchmark's JSON if it wrote the file during this run; null otherwise (a stale file is not its result). */
function freshResults(file: string, since: number): unknown {
  try {
    if (fs.statSync(file).mtimeMs < since) return null;
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function run(benchmark: Benchmark): Promise<BenchmarkRun> {
  const minutes = timeoutMinutes ?? (quick ? benchmark.quickMinutes : benchmark.minutes);
  const resultFile = path.join(RESULTS_DIR, benchmark.result);
  const logFile = path.join(LOG_DIR, `${benchmark.name}.log`);
  const env = { ...process.env, ...benchmark.env, ...(quick ? benchmark.quickEnv : {}) };
  const command = ['node', ...(benchmark.nodeArgs ?? []), '--import', 'tsx', `bench/${benchmark.script}`];
  const log = fs.createWriteStream(logFile);
  log.write(
    `$ ${Object.entries({ ...benchmark.env, ...(quick ? benchmark.quickEnv : {}) })
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${command.join(' ')}\n`,
  );
  const started = Date.now();
  // Modification times have whole-millisecond (or coarser) resolution: allow for the rounding.
  const since = started - 1000;
  const child = spawn(command[0]!, command.slice(1), { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  current = child;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (verbose) process.stdout.write(chunk);
    });
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup('SIGTERM');
    setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
  }, minutes * 60_000);
  let signal: string | null = null;
  const exitCode = await new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      log.write(`\n${error.message}\n`);
      resolve(null);
    });
    child.once('exit', (code, killedBy) => {
      signal = killedBy;
      resolve(code);
    });
  });
  clearTimeout(timer);
  // Its output to the end; then whatever it left running (a server after a crash) goes too.
  await Promise.race([new Promise((resolve) => child.once('close', resolve)), new Promise((r) => setTimeout(r, 2_000))]);
  killGroup('SIGKILL');
  current = undefined;
  await new Promise((resolve) => log.end(resolve));
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = exitCode === 0 && !timedOut;
  return {
    name: benchmark.name,
    ok,
    exitCode,
    seconds,
    ...(timedOut ? { note: `over its ${minutes} min limit` } : signal ? { note: `killed by ${signal}` } : {}),
    results: freshResults(resultFile, since),
  };
}

/** bench/results.json is kept in git: written as Prettier (npm run lint) would leave it. */
async function writeSummary(summary: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(SUMMARY_FILE)) ?? {};
  fs.writeFileSync(SUMMARY_FILE, await prettier.format(JSON.stringify(summary), { ...options, parser: 'json' }));
}

// --- --table: the last run's table again, nothing run -------------------------------------------------

if (args.includes('--table')) {
  const last = JSON.parse(fs.readFileSync(SUMMARY_FILE, 'utf8')) as {
    benchmarks: Record<string, Omit<BenchmarkRun, 'name'>>;
    table: unknown;
  };
  last.table = summaryRows(Object.entries(last.benchmarks).map(([name, run]) => ({ name, ...run })));
  console.log(`${formatTable(last.table as ReturnType<typeof summaryRows>)}\n\n${SUMMARY_FILE} (its table rewritten)`);
  await writeSummary(last);
  process.exit(0);
}

// --- the run ----------------------------------------------------------------------------------------

// Read before the run, so a file that cannot be kept is said at once, not after an hour of benchmarks.
let earlierRuns: EarlierRuns | null = null;
if (only && fs.existsSync(SUMMARY_FILE)) {
  const { earlier, problem } = parseEarlierRuns(fs.readFileSync(SUMMARY_FILE, 'utf8'));
  if (problem) console.warn(`${SUMMARY_FILE} is not a summary (${problem}): it will hold this run's benchmarks only.`);
  earlierRuns = earlier;
}

fs.mkdirSync(LOG_DIR, { recursive: true });
const hasBuild = fs.existsSync('build/server/index.js');
const startedAt = new Date();
/** The code these numbers are for; undefined outside a git checkout. */
const COMMIT = currentCommit();
console.log(
  `Benchmarks${quick ? ' (--quick)' : ''}: ${chosen.map((b) => b.name).join(', ')}; logs in ${LOG_DIR}/, ${os.cpus().length} cores, Node ${process.version}`,
);
const runs: BenchmarkRun[] = [];
for (const [i, benchmark] of chosen.entries()) {
  const step = `[${i + 1}/${chosen.length}] ${benchmark.name}`;
  if (quick && benchmark.quickSkip && !namedExactly(benchmark)) {
    const note = `skipped: --quick, ${benchmark.quickSkip}`;
    console.log(`${step}: ${note}`);
    runs.push({ name: benchmark.name, ok: true, exitCode: null, seconds: 0, note, results: null });
    continue;
  }
  if (benchmark.ports && !hasBuild) {
    const note = 'no production build: run npm run build';
    console.log(`${step}: FAILED, ${note}`);
    runs.push({ name: benchmark.name, ok: false, exitCode: null, seconds: 0, note, results: null });
    continue;
  }
  const taken = await waitForPorts(benchmark.ports ?? [], PORT_WAIT_MINUTES);
  if (taken.length) {
    const note = `port ${taken.join(', ')} in use`;
    console.log(`${step}: FAILED, ${note}`);
    runs.push({ name: benchmark.name, ok: false, exitCode: null, seconds: 0, note, results: null });
    continue;
  }
  console.log(`${step}: ${benchmark.about} …`);
  const date = new Date().toISOString();
  const result = { ...(await run(benchmark)), date, commit: COMMIT, quick: quick || undefined };
  runs.push(result);
  const status = result.ok ? 'ok' : `FAILED (${result.note ?? `exit ${result.exitCode}`}; see ${LOG_DIR}/${benchmark.name}.log)`;
  console.log(`${step}: ${status} in ${result.seconds} s${result.results === null ? ', no results written' : ''}`);
}

// With --only, the benchmarks not run keep their last results, so one can be run again without a
// full run and without losing the others'.
const runsAndEarlier = withEarlierRuns(runs, earlierRuns);
// The table in the order of BENCHMARKS (the issue's), whatever order they ran in.
const order = (name: string) => BENCHMARKS.findIndex((b) => b.name === name);
runsAndEarlier.sort((a, b) => order(a.name) - order(b.name));
const table = summaryRows(runsAndEarlier);
console.log(`\n${formatTable(table)}`);

const summary = {
  date: startedAt.toISOString(),
  options: { quick, only: only ?? null },
  machine: {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
  },
  benchmarks: Object.fromEntries(
    runsAndEarlier.map(({ name, ok, exitCode, seconds, note, date, quick, results }) => [
      name,
      { ok, exitCode, seconds, note, date, quick, results },
    ]),
  ),
  table,
};
await writeSummary(summary);
const failed = runs.filter((r) => !r.ok);
console.log(
  `\nWrote ${SUMMARY_FILE}.${failed.length ? ` Failed: ${failed.map((r) => r.name).join(', ')}.` : ' Every benchmark ran.'}`,
);
process.exitCode = failed.length ? 1 : 0;

/** The short commit, with `+changes` when the tree differs from it (outside git: undefined). */
function currentCommit(): string | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // bench/results.json is what a run writes: an earlier --only run leaves it changed.
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results.json') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? '+changes' : ''}`;
  } catch {
    return undefined;
  }
}
