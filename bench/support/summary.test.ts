import { describe, expect, it } from 'vitest';
import { formatTable, parseEarlierRuns, summaryRows, withEarlierRuns, type BenchmarkRun } from './summary';

// Shapes copied from real files in bench/results/ (trimmed to what the table reads and a little more).
const load = (perSecond: number, p50Ms: number, p99Ms: number, errors = 0) => ({
  perSecond,
  p50Ms,
  p99Ms,
  errors,
  non2xx: 0,
});
const pages = {
  date: '2026-11-25T22:28:36.846Z',
  connections: 50,
  seconds: 6,
  articles: 5000,
  rows: [
    {
      address: '/',
      bytes: 147584,
      page: load(1630, 27, 126),
      ceiling: load(1066, 41, 145),
      ratio: 1.53,
      browser: { encoding: 'br', bytes: 14210, page: load(4100, 11, 60), ceiling: load(5000, 9, 70), ratio: 0.82 },
      rendered: load(34, 1261, 2894),
    },
    { address: '/newsletter', bytes: 30600, page: load(420, 90, 230), ceiling: load(1736, 22, 163), ratio: 0.24 },
  ],
};
const memory = {
  date: '2026-11-26T01:58:24.094Z',
  goals: { afterStartMb: 300, withModelMb: 450, growthPercent: 10 },
  requests: 10000,
  afterStart: 210,
  afterRefresh: 460,
  afterWarmUp: 400,
  afterAll: 420,
  growthPercent: 5,
  over: ['with the model 460 MB > 450 MB'],
};
const searchSpeed = {
  date: '2026-11-26T00:00:00.000Z',
  database: 'pglite',
  throughput: 41.23,
  latency: [
    { articles: 5000, requests: 154, p50: 38.26, p95: 61.2, max: 90, meanResults: 10 },
    { articles: 50000, requests: 154, p50: 261.9, p95: 340.5, max: 400, meanResults: 10 },
  ],
  rssMb: { start: 150, model: 260, end: 900 },
};
const quality = {
  results: {
    'held-out half': {
      hybrid: { ndcg5: 0.9123, recall10: 0.99, top3: 0.947, first: 0.8684210526 },
      vector: { ndcg5: 0.39, recall10: 0.6, top3: 0.47, first: 0.24 },
    },
  },
};
const newsletter = {
  results: [
    {
      subscribers: 2000,
      plainPoolPerSecond: 492,
      plainPoolRuns: [439, 544],
      oursPerSecond: 493,
      ratio: 1,
      sendSeconds: 4.1,
      heapMb: { start: 62, peak: 76, end: 62 },
    },
  ],
};
const aggregate = {
  results: [
    { items: 1000, stories: 900, totalMs: 120, itemsPerSecond: 8333, microsecondsPerItem: 120 },
    { items: 100000, stories: 90000, totalMs: 45500, itemsPerSecond: 2198, microsecondsPerItem: 455 },
  ],
};

const ok = (name: string, results: unknown, seconds = 10): BenchmarkRun => ({
  name,
  ok: true,
  exitCode: 0,
  seconds,
  results,
});

const faults = {
  date: '2026-11-26T04:02:00.000Z',
  readers: 50,
  goals: { failFastMs: 1000, recoverWithinMs: 10000 },
  steady: { seconds: 60, perSecond: 777, p50Ms: 21, p99Ms: 494, failed: 0, requests: 46600, outcomes: { 200: 46600 } },
  restart: {
    outageMs: 5363,
    during: { requests: 3992, p50Ms: 40, p99Ms: 303, maxMs: 900, outcomes: { 200: 3625, 503: 367 } },
    duringWrong: 0,
    recoveredInMs: 12000,
  },
  sigterm: { sentBeforeSignal: 2880, lost: 0, stoppedAfterMs: 5199 },
};

const find = (rows: ReturnType<typeof summaryRows>, area: RegExp, measure: string) =>
  rows.find((r) => area.test(r.area) && r.measure === measure);

describe('the benchmarks table', () => {
  const rows = summaryRows([
    ok('pages-5000', pages),
    { name: 'memory', ok: false, exitCode: 1, seconds: 200, results: memory },
    ok('search-speed', searchSpeed),
    ok('search-quality', quality),
    ok('newsletter', newsletter),
    ok('aggregate', aggregate),
    ok('faults', faults),
    ok('long-tasks', {
      path: '/',
      cpuSlowdown: 4,
      medianBlockingMs: 94,
      loads: [{ blockingMs: 130 }, { blockingMs: 61 }, { blockingMs: 94 }],
    }),
  ]);

  it('marks the fault runs: nothing failed or lost, 503s fast while PostgreSQL is down, recovery in 10 s', () => {
    expect(find(rows, /faults/, 'steady 60 s: failed requests')).toMatchObject({ value: '0 (777 req/s, p99 494 ms)', met: true });
    expect(find(rows, /faults/, 'PostgreSQL down 5363 ms: answers')).toMatchObject({
      value: '3,625 × 200, 367 × 503',
      met: true,
    });
    expect(find(rows, /faults/, 'PostgreSQL down: p99')).toMatchObject({ value: '303 ms', goal: '≤ 1000 ms', met: true });
    expect(find(rows, /faults/, 'all answers good again after')).toMatchObject({ value: '12000 ms', met: false });
    expect(find(rows, /faults/, 'SIGTERM: of 2,880 requests sent before it, lost')).toMatchObject({ value: '0', met: true });
  });

  it('marks the pages against the static ceiling (≥ 0.8) and p99 (< 200 ms)', () => {
    expect(find(rows, /5,000 extra articles/, '/ uncompressed ratio to static')).toMatchObject({
      value: '1.53',
      goal: '≥ 0.8',
      met: true,
    });
    expect(find(rows, /5,000/, '/newsletter uncompressed ratio to static')).toMatchObject({ value: '0.24', met: false });
    expect(find(rows, /5,000/, '/ uncompressed p99')).toMatchObject({
      value: '126 ms (static 145 ms)',
      goal: '< 200 ms',
      met: true,
    });
    expect(find(rows, /5,000/, '/newsletter uncompressed p99')?.met).toBe(false);
    expect(find(rows, /5,000/, '/ uncompressed requests/s')).toMatchObject({ value: '1,630 (static 1,066)', met: null });
    expect(find(rows, /5,000/, '/ uncompressed p50')).toMatchObject({ value: '27 ms', goal: '', met: null });
    expect(find(rows, /5,000/, '/ rendered each time')).toMatchObject({ value: '34 req/s, p99 2894 ms', met: null });
    expect(find(rows, /5,000/, '/newsletter rendered each time')).toBeUndefined();
  });

  it('marks the pages as a browser asks for them (brotli) against a static file of the same bytes', () => {
    expect(find(rows, /5,000/, '/ br ratio to static')).toMatchObject({ value: '0.82', goal: '≥ 0.8', met: true });
    expect(find(rows, /5,000/, '/ br p99')).toMatchObject({ value: '60 ms (static 70 ms)', met: true });
    expect(find(rows, /5,000/, '/ br requests/s')).toMatchObject({ value: '4,100 (static 5,000)', met: null });
    // A run from before the browser rows has none.
    expect(find(rows, /5,000/, '/newsletter br p99')).toBeUndefined();
  });

  it('marks memory at 300 MB after start, 450 MB with the model and 10% growth', () => {
    expect(find(rows, /memory/, 'after start')).toMatchObject({ value: '210 MB', goal: '≤ 300 MB', met: true });
    expect(find(rows, /memory/, 'after a refresh and an AI search')).toMatchObject({ value: '460 MB', met: false });
    expect(find(rows, /memory/, 'after 10,000 requests')).toMatchObject({ value: '420 MB', goal: '≤ 450 MB', met: true });
    expect(find(rows, /memory/, 'growth, 1,000 to 10,000 requests')).toMatchObject({ value: '5%', met: true });
  });

  it('shows a failed benchmark with its exit code and still its numbers', () => {
    expect(find(rows, /^runs$/, 'memory')).toMatchObject({ value: 'FAILED (exit 1), 200 s', met: false });
    expect(find(rows, /^runs$/, 'pages-5000')).toMatchObject({ value: 'ok, 10 s', met: true });
  });

  it('marks search p50 at 100 ms for 5,000 articles and 250 ms for 50,000', () => {
    expect(find(rows, /search speed/, 'p50 at 5,000 articles')).toMatchObject({ value: '38.3 ms', goal: '≤ 100 ms', met: true });
    expect(find(rows, /search speed/, 'p50 at 50,000 articles')).toMatchObject({ goal: '≤ 250 ms', met: false });
    expect(find(rows, /search speed/, 'p95 at 50,000 articles')).toMatchObject({ value: '340.5 ms', met: null });
    expect(find(rows, /search speed/, 'embedding throughput')?.value).toBe('41.2 articles/s');
  });

  it('marks held-out hybrid quality at 85% relevant first', () => {
    expect(find(rows, /search quality/, 'relevant first')).toMatchObject({ value: '86.8%', goal: '≥ 85%', met: true });
    expect(find(rows, /search quality/, 'nDCG@5')?.value).toBe('0.912');
  });

  it('marks the newsletter at 0.8 of the plain pool and shows aggregation without a goal', () => {
    expect(find(rows, /newsletter/, '2,000 subscribers ratio')).toMatchObject({ value: '1.00', goal: '≥ 0.8', met: true });
    expect(find(rows, /aggregation/, 'scaling')?.value).toBe('100x the items took 379.2x the time');
    expect(rows.filter((r) => /aggregation/.test(r.area)).every((r) => r.met === null)).toBe(true);
  });

  it('shows the blocking time of the long tasks, without a goal (Lighthouse holds the budget)', () => {
    expect(find(rows, /long tasks \(\/, 4x slower CPU, 3 loads\)/, 'blocking time after the first paint')).toMatchObject({
      value: 'median 94 ms (61–130 ms)',
      met: null,
    });
  });

  it('lists a timed-out run, a skipped one and one with no JSON without numbers', () => {
    const other = summaryRows([
      { name: 'aggregate', ok: false, exitCode: null, seconds: 600, note: 'over its 10 min limit', results: null },
      { name: 'search-speed', ok: true, exitCode: null, seconds: 0, note: 'skipped: --quick', results: null },
      { name: 'search-quality', ok: true, exitCode: 0, seconds: 5, results: { results: {} } },
    ]);
    expect(other).toEqual([
      { area: 'runs', measure: 'aggregate', value: 'FAILED (over its 10 min limit), 600 s', goal: 'exit 0', met: false },
      { area: 'runs', measure: 'search-speed', value: 'skipped: --quick', goal: '', met: null },
      { area: 'runs', measure: 'search-quality', value: 'ok, 5 s', goal: 'exit 0', met: true },
    ]);
  });

  it('dates each run with its commit, and keeps the benchmarks a run with --only left out', () => {
    const now = { ...ok('memory', memory, 200), date: '2026-11-26T09:40:12.000Z', commit: 'df2b26a+changes' };
    const earlier = {
      date: '2026-11-26T04:22:00.000Z',
      benchmarks: {
        memory: { ok: false, exitCode: 1, seconds: 206, results: null },
        'search-quality': { ok: true, exitCode: 0, seconds: 16, commit: '236ed68', results: { results: {} } },
      },
    };
    const merged = withEarlierRuns([now], earlier);
    expect(merged.map((r) => [r.name, r.date])).toEqual([
      ['memory', '2026-11-26T09:40:12.000Z'],
      ['search-quality', '2026-11-26T04:22:00.000Z'],
    ]);
    expect(
      summaryRows(merged)
        .slice(0, 2)
        .map((r) => r.value),
    ).toEqual(['ok, 200 s, 2026-11-26 09:40 UTC, df2b26a+changes', 'ok, 16 s, 2026-11-26 04:22 UTC, 236ed68']);
    expect(withEarlierRuns([now], null)).toEqual([now]);
  });

  it('keeps an earlier result over a skipped run, but shows a failure over an earlier success', () => {
    const earlier = {
      date: '2026-11-26T04:22:00.000Z',
      benchmarks: {
        'search-speed': { ok: true, exitCode: 0, seconds: 713, results: { sizes: [] } },
        memory: { ok: true, exitCode: 0, seconds: 174, results: null },
      },
    };
    const merged = withEarlierRuns(
      [
        { name: 'search-speed', ok: true, exitCode: null, seconds: 0, note: 'skipped: --quick', results: null },
        { name: 'memory', ok: false, exitCode: 1, seconds: 90, date: '2026-11-26T10:00:00.000Z', quick: true, results: null },
      ],
      earlier,
    );
    expect(merged.map((r) => [r.name, r.ok, r.seconds])).toEqual([
      ['memory', false, 90],
      ['search-speed', true, 713],
    ]);
    expect(summaryRows(merged)[0]!.value).toBe('FAILED (exit 1), 90 s, 2026-11-26 10:00 UTC, --quick');
  });

  it('reads an earlier summary, or says why it cannot', () => {
    expect(parseEarlierRuns('{"date":"2026-11-26T04:22:00.000Z","benchmarks":{}}').earlier).toEqual({
      date: '2026-11-26T04:22:00.000Z',
      benchmarks: {},
    });
    expect(parseEarlierRuns('<<<<<<< HEAD').problem).toMatch(/JSON/);
    expect(parseEarlierRuns('{"table":[]}')).toEqual({ earlier: null, problem: 'it has no date and benchmarks' });
  });

  it('says so when a JSON is not the shape it expects', () => {
    const odd = summaryRows([ok('newsletter', { sizes: [] })]);
    expect(odd[1]).toMatchObject({ area: 'newsletter', measure: 'results', met: null });
    expect(odd[1]!.value).toMatch(/^unreadable JSON/);
  });

  it('prints one heading per area, the marks aligned, and counts the goals (not the runs)', () => {
    const text = formatTable(rows);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^measure\s+value\s+goal\s+met$/);
    expect(lines.filter((l) => l === 'memory (server RSS)')).toHaveLength(1);
    const marked = lines.filter((l) => / [✓✗]$/.test(l));
    expect(new Set(marked.map((l) => l.length)).size).toBe(1);
    const goals = rows.filter((r) => r.area !== 'runs' && r.met !== null);
    const missed = goals.filter((r) => r.met === false).length;
    expect(text.endsWith(`${goals.length - missed} of ${goals.length} goals met, ${missed} missed (✗).`)).toBe(true);
  });
});
