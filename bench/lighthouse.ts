/**
 * Lighthouse on the home page of a production build filled from the local fixture feeds, as a
 * phone and as a desktop (bench/support/lighthouse.ts). Prints the four category scores and the
 * JavaScript the page loads (transfer size, as served) for each, and writes
 * bench/results/lighthouse.json. Run after `npm run build`:
 * npm run bench:lighthouse
 * `-- --path /embed?mobile=true` measures another page (results in lighthouse-embed.json, named
 * after the path's first segment). The page is requested once first: anonymous readers are served
 * the shared copy (decision 0104), so that is what a reader meets.
 */
import fs from 'node:fs';
import { launchBrowser, runLighthouse } from './support/lighthouse';
import { startJournalServer } from './support/journal-server';
import { pagePathArgument } from './support/page-path';

const pagePath = pagePathArgument();
const resultName = pagePath === '/' ? 'lighthouse' : `lighthouse-${pagePath.split(/[/?]/)[1] || 'page'}`;

const journal = await startJournalServer(3190);
console.log(journal.refreshed);

try {
  await fetch(`${journal.url}${pagePath}`);
  const browser = await launchBrowser();
  const results: Record<string, unknown> = {};
  try {
    for (const device of ['mobile', 'desktop'] as const) {
      const { scores, metrics, scripts, failing } = await runLighthouse(browser, `${journal.url}${pagePath}`, device);
      const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
      const jsTransferKb = kb(scripts.reduce((sum, s) => sum + s.transferBytes, 0));
      const jsResourceKb = kb(scripts.reduce((sum, s) => sum + s.resourceBytes, 0));
      console.log(
        `Lighthouse ${device} on ${pagePath}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
      );
      console.log(
        `  JavaScript loaded: ${scripts.length} files, ${jsTransferKb} KB transferred, ${jsResourceKb} KB uncompressed`,
      );
      console.log(`  FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}`);
      if (failing.length) console.log(`  Audits not at full marks:\n    ${failing.join('\n    ')}`);
      results[device] = {
        scores,
        jsTransferKb,
        jsResourceKb,
        scripts: scripts.map((s) => `${s.url.replace(journal.url, '')} ${s.transferBytes}`),
        metrics,
        failing,
      };
    }
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync(
      `bench/results/${resultName}.json`,
      JSON.stringify({ date: new Date().toISOString(), path: pagePath, ...results }, null, 2),
    );
  } finally {
    browser.close();
  }
} finally {
  await journal.stop();
}
