/**
 * The performance budgets of `npm test` (run after `npm run build`): a production server filled
 * from the local fixture feeds, then for each budgeted page
 * - the JavaScript it loads before it is interactive: every script the HTML names (React Router's
 *   module preloads, asked for after the first paint), at the size the server sends (the build's brotli copy) and as gzip, with the
 *   per-chunk table of the home page;
 * - Lighthouse as a phone: accessibility, best practices and SEO at 100, the median of five runs
 *   (Lighthouse's own advice: one run varies by several points on a busy machine). Performance
 *   must reach its budget in at least one run and stay at or above PERFORMANCE_MEDIAN_FLOOR in the
 *   median: on this 2-core machine `/` scored 81-100 run to run with nothing changed, so a median
 *   held to 90 failed one CI run in about six (decision 0106). A page stops early once three runs
 *   agree on pass or fail and one has reached the budget.
 * Exits non-zero when any page is over a budget. `npm run test:budgets`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { preloadedScripts } from '~/app/script-preloads.server';
import { launchBrowser, runLighthouse, type LighthouseResult } from '~/bench/support/lighthouse';
import { startJournalServer } from '~/bench/support/journal-server';
import { CLIENT } from './classic-script';

interface Budget {
  /** JavaScript loaded before the page is interactive, gzip, KB. */
  jsGzipKb: number;
  /** Lighthouse mobile performance that at least one of five runs reaches. */
  performance: number;
}

/**
 * Issue 17's goals: performance 90 on every page and at most 120 KB of JavaScript on the home page,
 * which the pages reach on Preact (decision 0115: 102 KB). The other pages' budgets hold what they
 * load today with a little room, so that a regression fails.
 */
const BUDGETS: Record<string, Budget> = {
  '/': { jsGzipKb: 120, performance: 90 },
  '/newsletter': { jsGzipKb: 90, performance: 90 },
  '/industry-polls': { jsGzipKb: 90, performance: 90 },
  '/embed': { jsGzipKb: 85, performance: 90 },
};
const FULL_MARKS = ['accessibility', 'best-practices', 'seo'];
/** The median performance of every page: a regression that slows the typical run fails here. */
const PERFORMANCE_MEDIAN_FLOOR = 80;
const RUNS = 5;
/** Runs that decide the median of RUNS once they agree on pass or fail. */
const MAJORITY = Math.ceil(RUNS / 2);

function compressedSize(file: string, encoding: 'br' | 'gz'): number {
  const copy = `${file}.${encoding}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const bytes = fs.readFileSync(file);
  return (encoding === 'br' ? zlib.brotliCompressSync(bytes) : zlib.gzipSync(bytes, { level: 9 })).length;
}

/** The scripts a page's HTML makes the browser load before hydration. */
async function initialScripts(url: string) {
  const html = await (await fetch(url)).text();
  return [...new Set(preloadedScripts(html))].map((href) => {
    const file = path.join(CLIENT, href);
    return { href, raw: fs.statSync(file).size, gzip: compressedSize(file, 'gz'), brotli: compressedSize(file, 'br') };
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const problems: string[] = [];

const journal = await startJournalServer(3197);
console.log(journal.refreshed);
try {
  for (const [page, budget] of Object.entries(BUDGETS)) {
    const scripts = await initialScripts(`${journal.url}${page}`);
    const total = (key: 'raw' | 'gzip' | 'brotli') => scripts.reduce((sum, s) => sum + s[key], 0);
    if (page === '/') {
      console.log(
        `\nThe home page's scripts, largest first (KB):\n${'raw'.padStart(8)}${'gzip'.padStart(8)}${'brotli'.padStart(8)}  file`,
      );
      for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`${kb(s.raw).padStart(8)}${kb(s.gzip).padStart(8)}${kb(s.brotli).padStart(8)}  ${s.href}`);
      }
    }
    const gzipKb = total('gzip') / 1024;
    console.log(
      `\n${page}: ${scripts.length} scripts, ${kb(total('raw'))} KB, ${gzipKb.toFixed(1)} KB gzip, ${kb(total('brotli'))} KB brotli as sent (budget ${budget.jsGzipKb} KB gzip)`,
    );
    if (gzipKb > budget.jsGzipKb)
      problems.push(`${page}: ${gzipKb.toFixed(1)} KB of JavaScript (gzip), budget ${budget.jsGzipKb} KB`);
  }

  const browser = await launchBrowser();
  try {
    // Chromium's first page load in a fresh profile is slower than any later one: not measured.
    await runLighthouse(browser, `${journal.url}/industry-polls`, 'mobile');
    for (const [page, budget] of Object.entries(BUDGETS)) {
      const url = `${journal.url}${page}`;
      await fetch(url); // anonymous readers get the shared copy (decision 0104)
      const runs: LighthouseResult[] = [];
      const floors = Object.fromEntries([
        ['performance', PERFORMANCE_MEDIAN_FLOOR],
        ...FULL_MARKS.map((c) => [c, 100]),
      ]) as Record<string, number>;
      const best = () => Math.max(...runs.map((run) => run.scores.performance ?? 0));
      // The median is known once a majority of RUNS agree on every category.
      const settled = () =>
        best() >= budget.performance &&
        Object.entries(floors).every(([category, floor]) => {
          const passed = runs.filter((run) => (run.scores[category] ?? 0) >= floor).length;
          return passed >= MAJORITY || runs.length - passed >= MAJORITY;
        });
      while (runs.length < RUNS) {
        const run = await runLighthouse(browser, url, 'mobile');
        runs.push(run);
        const { performance, accessibility, seo } = run.scores;
        console.log(
          `Lighthouse mobile ${page} run ${runs.length}: performance ${performance}, accessibility ${accessibility}, best practices ${run.scores['best-practices']}, SEO ${seo}; FCP ${run.metrics.fcpMs} ms, LCP ${run.metrics.lcpMs} ms, TBT ${run.metrics.tbtMs} ms, CLS ${run.metrics.cls}`,
        );
        if (settled()) break;
      }
      if (best() < budget.performance)
        problems.push(`${page}: Lighthouse performance at best ${best()} in ${runs.length} runs, budget ${budget.performance}`);
      for (const [category, floor] of Object.entries(floors)) {
        // The middle score: with a majority agreeing, it is on their side of the floor.
        const scores = runs.map((run) => run.scores[category] ?? 0).sort((a, b) => a - b);
        const score = scores[Math.floor(runs.length / 2)]!;
        if (score < floor) {
          const below = [...new Set(runs.flatMap((run) => run.failing.filter((f) => f.startsWith(`${category}:`))))];
          problems.push(
            `${page}: Lighthouse ${category} ${score}, budget ${floor}${below.length ? ` (${below.join('; ')})` : ''}`,
          );
        }
      }
    }
  } finally {
    browser.close();
  }
} finally {
  await journal.stop();
}

if (problems.length) {
  console.error(`\nOver budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budgets.');
