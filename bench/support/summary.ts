/**
 * The one table of `npm run bench` (bench/run-all.ts): each benchmark's JSON from bench/results/
 * turned into rows grouped by area, with issue 17's goal beside a number where it gives one and a
 * mark when it is met (✓) or not (✗). Pure: no files, no processes; run-all.ts reads and writes.
 */

/** One benchmark as run-all ran it: its exit, its time and the JSON it wrote in this run (or null). */
export interface BenchmarkRun {
  name: string;
  ok: boolean;
  /** The process's exit code; null when it was killed (time limit) or never started. */
  exitCode: number | null;
  seconds: number;
  /** Why it failed without an exit code, or why it was not run ("skipped: …"). */
  note?: string;
  /** When it started (ISO 8601): a run with --only keeps the other benchmarks' older results. */
  date?: string;
  /** Run with --quick (smaller sizes): said in its line, as kept results may mix both. */
  quick?: boolean;
  /** The commit it measured (`+changes` when the tree had uncommitted ones): kept results may be older code. */
  commit?: string;
  results: unknown;
}

export interface Row {
  area: string;
  measure: string;
  value: string;
  /** The goal as written beside the value ('' when the issue gives none). */
  goal: string;
  /** true met, false missed, null no goal. */
  met: boolean | null;
}

// --- the shapes of the benchmarks' JSON (only the fields read here) ----------------------------------

/** What bench/pages.ts records of one autocannon run. */
export interface Load {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}
interface PagesJson {
  seconds: number;
  articles: number;
  rows: {
    address: string;
    page: Load;
    ceiling: Load;
    ratio: number;
    /** As a browser asks (`Accept-Encoding: br, gzip`), beside a static file of the same encoded bytes. */
    browser?: { encoding: string; bytes: number; page: Load; ceiling: Load; ratio: number };
    rendered?: Load;
  }[];
}
interface MemoryJson {
  goals?: { afterStartMb: number; withModelMb: number; growthPercent: number };
  /** Requests sent to `/` in all (10,000 unless BENCH_REQUESTS says otherwise). */
  requests?: number;
  afterStart: number;
  afterRefresh: number;
  afterWarmUp: number;
  afterAll: number;
  growthPercent: number;
  over: string[];
}
interface AggregateJson {
  results: { items: number; stories: number; totalMs: number; itemsPerSecond: number; microsecondsPerItem: number }[];
}
interface SearchSpeedJson {
  database: string;
  throughput: number;
  latency: { articles: number; requests: number; p50: number; p95: number; max: number }[];
  rssMb: { start: number; model: number; end: number };
}
interface QualityMetrics {
  ndcg5: number;
  recall10: number;
  top3: number;
  first: number;
}
interface SearchQualityJson {
  results: Record<string, Record<string, QualityMetrics>>;
}
interface NewsletterJson {
  results: { subscribers: number; plainPoolPerSecond: number; oursPerSecond: number; ratio: number; sendSeconds: number }[];
}
interface LoadJson {
  readers: number;
  seconds: number;
  home: Load & { requests: number };
  api: Load & { requests: number };
  healthz: Load & { withinOneSecondPercent: number };
}
interface FaultsJson {
  readers: number;
  goals: { failFastMs: number; recoverWithinMs: number };
  steady: { seconds: number; perSecond: number; p99Ms: number; failed: number };
  restart: {
    outageMs: number;
    during: { requests: number; p99Ms: number; outcomes: Record<string, number> };
    duringWrong: number;
    recoveredInMs: number;
  };
  sigterm: { sentBeforeSignal: number; lost: number };
}
interface LighthouseDevice {
  scores: Record<string, number>;
  jsTransferKb: number;
}
interface LighthouseJson {
  path: string;
  mobile?: LighthouseDevice;
  desktop?: LighthouseDevice;
}
interface LongTasksJson {
  path: string;
  cpuSlowdown: number;
  medianBlockingMs: number;
  loads: { blockingMs: number }[];
}
interface AdminJson {
  subscribers: number;
  results: { label: string; p50: number; max: number }[];
  exportMs: number;
  exported: number;
}
interface CategoriseJson {
  heldOut: { size: number; agreement: number };
}
interface DedupeJson {
  heldOut: { pairs: number; precision: number; recall: number };
  fresh: { pairs: number; precision: number; recall: number };
}

// --- goals ------------------------------------------------------------------------------------------

/** Issue 17's goals (and issue 15's for the newsletter), as the table writes and checks them. */
export const GOALS = {
  pageRatio: 0.8,
  pageP99Ms: 200,
  memoryAfterStartMb: 300,
  memoryWithModelMb: 450,
  memoryGrowthPercent: 10,
  searchP50Ms: { 5_000: 100, 50_000: 250 } as Record<number, number>,
  searchFirst: 0.85,
  newsletterRatio: 0.8,
  lighthousePerformance: 90,
} as const;

const atLeast = (value: number, goal: number) => value >= goal;
const atMost = (value: number, goal: number) => value <= goal;
const below = (value: number, goal: number) => value < goal;

// --- formatting helpers -----------------------------------------------------------------------------

export const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ms`;
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

function row(area: string, measure: string, value: string, goal = '', met: boolean | null = null): Row {
  return { area, measure, value, goal, met };
}

// --- rows per benchmark -----------------------------------------------------------------------------

function pagesRows(r: PagesJson): Row[] {
  const area = r.articles
    ? `pages, ${thousands(r.articles)} extra articles (${r.seconds} s each)`
    : `pages, sample database (${r.seconds} s each)`;
  const measured = (address: string, page: Load, ceiling: Load, ratio: number): Row[] => {
    const errors = page.errors + page.non2xx;
    return [
      row(
        area,
        `${address} requests/s`,
        `${thousands(page.perSecond)} (static ${thousands(ceiling.perSecond)})${errors ? `, ${errors} errors` : ''}`,
        errors ? 'no errors' : '',
        errors ? false : null,
      ),
      row(area, `${address} p50`, ms(page.p50Ms)),
      row(
        area,
        `${address} p99`,
        `${ms(page.p99Ms)} (static ${ms(ceiling.p99Ms)})`,
        `< ${GOALS.pageP99Ms} ms`,
        below(page.p99Ms, GOALS.pageP99Ms),
      ),
      row(area, `${address} ratio to static`, ratio.toFixed(2), `≥ ${GOALS.pageRatio}`, atLeast(ratio, GOALS.pageRatio)),
    ];
  };
  return r.rows.flatMap((p) => [
    ...measured(`${p.address} uncompressed`, p.page, p.ceiling, p.ratio),
    ...(p.browser ? measured(`${p.address} ${p.browser.encoding}`, p.browser.page, p.browser.ceiling, p.browser.ratio) : []),
    // A signed-in reader's page, off the shared copies: shown, no goal.
    ...(p.rendered
      ? [row(area, `${p.address} rendered each time`, `${thousands(p.rendered.perSecond)} req/s, p99 ${ms(p.rendered.p99Ms)}`)]
      : []),
  ]);
}

function memoryRows(r: MemoryJson): Row[] {
  const goals = r.goals ?? {
    afterStartMb: GOALS.memoryAfterStartMb,
    withModelMb: GOALS.memoryWithModelMb,
    growthPercent: GOALS.memoryGrowthPercent,
  };
  const requests = r.requests ?? 10_000;
  const area = 'memory (server RSS)';
  return [
    row(area, 'after start', `${r.afterStart} MB`, `≤ ${goals.afterStartMb} MB`, atMost(r.afterStart, goals.afterStartMb)),
    row(
      area,
      'after a refresh and an AI search',
      `${r.afterRefresh} MB`,
      `≤ ${goals.withModelMb} MB`,
      atMost(r.afterRefresh, goals.withModelMb),
    ),
    row(
      area,
      `after ${thousands(requests)} requests`,
      `${r.afterAll} MB`,
      `≤ ${goals.withModelMb} MB`,
      atMost(r.afterAll, goals.withModelMb),
    ),
    row(
      area,
      `growth, ${thousands(requests / 10)} to ${thousands(requests)} requests`,
      `${r.growthPercent}%`,
      `≤ ${goals.growthPercent}%`,
      atMost(r.growthPercent, goals.growthPercent),
    ),
  ];
}

function aggregateRows(r: AggregateJson): Row[] {
  const area = 'aggregation (parse + normalise + de-duplicate)';
  const rows = r.results.map((a) =>
    row(
      area,
      `${thousands(a.items)} items`,
      `${thousands(a.itemsPerSecond)} items/s, ${a.microsecondsPerItem} µs/item, ${thousands(a.totalMs)} ms`,
    ),
  );
  const first = r.results[0];
  const last = r.results.at(-1);
  if (first && last && last !== first) {
    rows.push(
      row(area, 'scaling', `${last.items / first.items}x the items took ${(last.totalMs / first.totalMs).toFixed(1)}x the time`),
    );
  }
  return rows;
}

function searchSpeedRows(r: SearchSpeedJson): Row[] {
  const area = `search speed (AI search API, ${r.database})`;
  const rows = r.latency.flatMap((l) => {
    const goal = GOALS.searchP50Ms[l.articles];
    return [
      row(
        area,
        `p50 at ${thousands(l.articles)} articles`,
        ms(Number(l.p50.toFixed(1))),
        goal === undefined ? '' : `≤ ${goal} ms`,
        goal === undefined ? null : atMost(l.p50, goal),
      ),
      row(area, `p95 at ${thousands(l.articles)} articles`, ms(Number(l.p95.toFixed(1)))),
    ];
  });
  rows.push(row(area, 'embedding throughput', `${r.throughput.toFixed(1)} articles/s`));
  rows.push(row(area, 'process RSS start / model / end', `${r.rssMb.start} / ${r.rssMb.model} / ${r.rssMb.end} MB`));
  return rows;
}

function searchQualityRows(r: SearchQualityJson): Row[] {
  const hybrid = r.results['held-out half']?.hybrid;
  if (!hybrid) return [];
  const area = 'search quality (hybrid, held-out half)';
  return [
    row(area, 'relevant first', percent(hybrid.first), `≥ ${GOALS.searchFirst * 100}%`, atLeast(hybrid.first, GOALS.searchFirst)),
    row(area, 'relevant in top 3', percent(hybrid.top3)),
    row(area, 'nDCG@5', hybrid.ndcg5.toFixed(3)),
  ];
}

function newsletterRows(r: NewsletterJson): Row[] {
  const area = 'newsletter (against a plain nodemailer pool)';
  return r.results.flatMap((n) => [
    row(
      area,
      `${thousands(n.subscribers)} subscribers messages/s`,
      `${thousands(n.oursPerSecond)} (plain pool ${thousands(n.plainPoolPerSecond)}), ${n.sendSeconds} s`,
    ),
    row(
      area,
      `${thousands(n.subscribers)} subscribers ratio`,
      n.ratio.toFixed(2),
      `≥ ${GOALS.newsletterRatio}`,
      atLeast(n.ratio, GOALS.newsletterRatio),
    ),
  ]);
}

function loadRows(r: LoadJson): Row[] {
  const area = `load (${r.readers} readers, ${r.seconds} s)`;
  const line = (l: Load) => `${thousands(l.perSecond)} req/s, p50 ${ms(l.p50Ms)}, p99 ${ms(l.p99Ms)}, ${l.errors} errors`;
  return [
    row(area, '/', line(r.home)),
    row(area, '/api/v1/articles', line(r.api)),
    row(area, '/healthz probes within 1 s', `${r.healthz.withinOneSecondPercent}%`),
  ];
}

function faultsRows(r: FaultsJson): Row[] {
  const area = `faults (${r.readers} readers)`;
  const { steady, restart, sigterm, goals } = r;
  const outcomes = Object.entries(restart.during.outcomes)
    .map(([outcome, n]) => `${thousands(n)} × ${outcome}`)
    .join(', ');
  return [
    row(
      area,
      `steady ${steady.seconds} s: failed requests`,
      `${steady.failed} (${thousands(steady.perSecond)} req/s, p99 ${ms(steady.p99Ms)})`,
      '0',
      steady.failed === 0,
    ),
    row(area, `PostgreSQL down ${ms(restart.outageMs)}: answers`, outcomes, 'only 200 or 503', restart.duringWrong === 0),
    row(
      area,
      'PostgreSQL down: p99',
      ms(restart.during.p99Ms),
      `≤ ${ms(goals.failFastMs)}`,
      atMost(restart.during.p99Ms, goals.failFastMs),
    ),
    row(
      area,
      'all answers good again after',
      ms(restart.recoveredInMs),
      `≤ ${ms(goals.recoverWithinMs)}`,
      atMost(restart.recoveredInMs, goals.recoverWithinMs),
    ),
    row(
      area,
      `SIGTERM: of ${thousands(sigterm.sentBeforeSignal)} requests sent before it, lost`,
      String(sigterm.lost),
      '0',
      sigterm.lost === 0,
    ),
  ];
}

function lighthouseRows(r: LighthouseJson): Row[] {
  const area = `Lighthouse (${r.path})`;
  return (['mobile', 'desktop'] as const).flatMap((device) => {
    const d = r[device];
    if (!d) return [];
    const performance = d.scores.performance ?? 0;
    return [
      row(
        area,
        `${device} performance`,
        String(performance),
        `≥ ${GOALS.lighthousePerformance}`,
        atLeast(performance, GOALS.lighthousePerformance),
      ),
      row(area, `${device} JavaScript transferred`, `${d.jsTransferKb} KB`),
    ];
  });
}

function longTasksRows(r: LongTasksJson): Row[] {
  const blocking = r.loads.map((l) => l.blockingMs);
  return [
    row(
      `long tasks (${r.path}, ${r.cpuSlowdown}x slower CPU, ${r.loads.length} loads)`,
      'blocking time after the first paint',
      `median ${ms(r.medianBlockingMs)} (${Math.min(...blocking)}–${ms(Math.max(...blocking))})`,
    ),
  ];
}

function adminRows(r: AdminJson): Row[] {
  const area = `admin subscriber list (${thousands(r.subscribers)} subscribers)`;
  return [
    ...r.results.map((a) => row(area, a.label, `p50 ${ms(Number(a.p50.toFixed(1)))}, max ${ms(Number(a.max.toFixed(1)))}`)),
    row(area, 'CSV export, every row', `${thousands(r.exportMs)} ms for ${thousands(r.exported)} rows`),
  ];
}

function categoriseRows(r: CategoriseJson): Row[] {
  return [row('categoriser', `agreement, held-out half (${r.heldOut.size})`, percent(r.heldOut.agreement))];
}

function dedupeRows(r: DedupeJson): Row[] {
  const area = 'de-duplication';
  return [
    row(
      area,
      `held-out half precision / recall (${r.heldOut.pairs} pairs)`,
      `${percent(r.heldOut.precision)} / ${percent(r.heldOut.recall)}`,
    ),
    row(
      area,
      `fresh set precision / recall (${r.fresh.pairs} pairs)`,
      `${percent(r.fresh.precision)} / ${percent(r.fresh.recall)}`,
    ),
  ];
}

/** How each benchmark's JSON becomes rows, by the benchmark's name in run-all.ts. */
const ROWS: Record<string, (results: never) => Row[]> = {
  pages: pagesRows,
  'pages-5000': pagesRows,
  memory: memoryRows,
  aggregate: aggregateRows,
  'search-speed': searchSpeedRows,
  'search-quality': searchQualityRows,
  newsletter: newsletterRows,
  load: loadRows,
  faults: faultsRows,
  lighthouse: lighthouseRows,
  'long-tasks': longTasksRows,
  admin: adminRows,
  categorise: categoriseRows,
  dedupe: dedupeRows,
};

/** What bench/results.json holds of each benchmark. */
export interface EarlierRuns {
  date: string;
  benchmarks: Record<string, Omit<BenchmarkRun, 'name'>>;
}

/** bench/results.json's text as earlier runs, or null (with the reason) when it is not one. */
export function parseEarlierRuns(text: string): { earlier: EarlierRuns | null; problem?: string } {
  try {
    const parsed = JSON.parse(text) as Partial<EarlierRuns>;
    if (typeof parsed.date === 'string' && parsed.benchmarks && typeof parsed.benchmarks === 'object')
      return { earlier: parsed as EarlierRuns };
    return { earlier: null, problem: 'it has no date and benchmarks' };
  } catch (error) {
    return { earlier: null, problem: (error as Error).message };
  }
}

/**
 * The runs of this command and, for a run limited with --only, the earlier results of the benchmarks
 * it did not run or skipped (--quick), each dated by when it ran (or by its summary's date if it
 * carries none). A benchmark that failed this time shows the failure, not an older success.
 */
export function withEarlierRuns(runs: BenchmarkRun[], earlier: EarlierRuns | null): BenchmarkRun[] {
  if (!earlier) return runs;
  const skipped = (run: BenchmarkRun) => run.note?.startsWith('skipped') ?? false;
  // An earlier result stands in for a benchmark not run now, or skipped now.
  const replaced = (name: string) => {
    const now = runs.find((r) => r.name === name);
    return !now || skipped(now);
  };
  const kept = Object.entries(earlier.benchmarks)
    .filter(([name]) => replaced(name))
    .map(([name, run]) => ({ name, ...run, date: run.date ?? earlier.date }));
  return [...runs.filter((r) => !(skipped(r) && r.name in earlier.benchmarks)), ...kept];
}

/** A benchmark's own line: ok with its time, when and on which commit it ran (and --quick), failed with its exit code, or skipped. */
function runRow(run: BenchmarkRun): Row {
  if (run.note?.startsWith('skipped')) return row('runs', run.name, run.note);
  // Minutes in UTC: enough to tell this run's benchmarks from those kept from an earlier one.
  const when = run.date ? `, ${run.date.slice(0, 16).replace('T', ' ')} UTC` : '';
  const time = `${thousands(run.seconds)} s${when}${run.commit ? `, ${run.commit}` : ''}${run.quick ? ', --quick' : ''}`;
  if (run.ok) return row('runs', run.name, `ok, ${time}`, 'exit 0', true);
  const why = run.note ?? (run.exitCode === null ? 'no exit code' : `exit ${run.exitCode}`);
  return row('runs', run.name, `FAILED (${why}), ${time}`, 'exit 0', false);
}

/**
 * Every row of the table: first one line per benchmark (ok, failed with its exit code, skipped), then
 * each benchmark's numbers from the JSON it wrote in this run. A benchmark that failed before writing
 * its JSON has no numbers; one whose JSON has an unexpected shape gets a row saying so, not a crash.
 */
export function summaryRows(runs: BenchmarkRun[]): Row[] {
  const rows = runs.map(runRow);
  for (const run of runs) {
    if (run.results === null || run.results === undefined) continue;
    const toRows = ROWS[run.name];
    if (!toRows) continue;
    try {
      rows.push(...toRows(run.results as never));
    } catch (error) {
      rows.push(row(run.name, 'results', `unreadable JSON (${(error as Error).message})`));
    }
  }
  return rows;
}

const MARK = { true: '✓', false: '✗' } as const;

/** The table as printed: a heading line per area, then its rows with value, goal and mark aligned. */
export function formatTable(rows: Row[]): string {
  const measureWidth = Math.max(7, ...rows.map((r) => r.measure.length + 2));
  const valueWidth = Math.max(5, ...rows.map((r) => r.value.length));
  const goalWidth = Math.max(4, ...rows.map((r) => r.goal.length));
  const line = (measure: string, value: string, goal: string, mark: string) =>
    `${measure.padEnd(measureWidth)}  ${value.padEnd(valueWidth)}  ${goal.padEnd(goalWidth)}  ${mark}`.trimEnd();
  const out = [line('measure', 'value', 'goal', 'met'), '-'.repeat(measureWidth + valueWidth + goalWidth + 9)];
  let area: string | undefined;
  for (const r of rows) {
    if (r.area !== area) {
      area = r.area;
      out.push(area);
    }
    out.push(line(`  ${r.measure}`, r.value, r.goal, r.met === null ? '' : MARK[`${r.met}`]));
  }
  const goals = rows.filter((r) => r.met !== null && r.area !== 'runs');
  const missed = goals.filter((r) => r.met === false).length;
  out.push(
    '',
    goals.length
      ? `${goals.length - missed} of ${goals.length} goals met${missed ? `, ${missed} missed (✗)` : ''}.`
      : 'No goals for these numbers.',
  );
  return out.join('\n');
}
