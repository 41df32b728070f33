/**
 * The main thread's long tasks while a page loads and hydrates, as a phone would run them: Chromium
 * with its CPU slowed 4x (Lighthouse's mobile setting), the page's own `longtask` entries from the
 * first contentful paint until 4 s after `load`. Prints, over several loads, the blocking time
 * (the part of each task beyond 50 ms, summed: Lighthouse's TBT without its simulation) and the
 * longest tasks, and writes bench/results/long-tasks.json. It measures the page itself, without
 * Lighthouse's simulation, but still varies on this 2-core machine (medians of seven loads of one
 * build: 107–159 ms): compare two builds in alternating rounds (decision 0116). Run after
 * `npm run build`:
 *   npm run bench:long-tasks                   the home page, 7 loads
 *   npm run bench:long-tasks -- --path /newsletter --loads 11
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '~/tests/support/chromium';
import { startJournalServer } from './support/journal-server';
import { pagePathArgument } from './support/page-path';

const pagePath = pagePathArgument();
const loadsAt = process.argv.indexOf('--loads');
const loads = loadsAt === -1 ? 7 : Number(process.argv[loadsAt + 1]);
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads takes a whole number of loads, such as 7');

const CPU_SLOWDOWN = 4;
const BLOCKING_BEYOND_MS = 50;

interface Load {
  blockingMs: number;
  /** [start, duration] in ms from navigation, longest first. */
  tasks: [number, number][];
}

const journal = await startJournalServer(3189);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results: Load[] = [];
try {
  // The shared copy anonymous readers are served (decision 0104) is what a reader meets.
  await fetch(`${journal.url}${pagePath}`);
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${journal.url}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(4_000);
    const { tasks, paintMs } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const afterPaint = tasks.filter(([start]) => start >= paintMs).sort((a, b) => b[1] - a[1]);
    results.push({
      blockingMs: Math.round(afterPaint.reduce((sum, [, ms]) => sum + Math.max(0, ms - BLOCKING_BEYOND_MS), 0)),
      tasks: afterPaint.map(([start, ms]) => [Math.round(start), Math.round(ms)]),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await journal.stop();
}

const sorted = results.map((r) => r.blockingMs).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`\nLong tasks of ${pagePath} after the first paint, ${CPU_SLOWDOWN}x slower CPU, ${loads} loads:`);
results.forEach((r, i) =>
  console.log(
    `  load ${i + 1}: blocking ${String(r.blockingMs).padStart(4)} ms; longest ${r.tasks
      .slice(0, 5)
      .map(([start, ms]) => `${ms} ms at ${start}`)
      .join(', ')}`,
  ),
);
console.log(`Blocking time: median ${median} ms, least ${sorted[0]} ms, most ${sorted.at(-1)} ms`);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/long-tasks.json',
  JSON.stringify(
    { date: new Date().toISOString(), path: pagePath, cpuSlowdown: CPU_SLOWDOWN, medianBlockingMs: median, loads: results },
    null,
    2,
  ),
);
