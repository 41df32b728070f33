/**
 * Lighthouse on the home page of a production build filled from the local fixture feeds, as a
 * phone (Lighthouse's mobile default: a mid-range phone, slow 4G, 4x CPU slowdown) and as a
 * desktop. Prints the four category scores and the JavaScript the page loads (transfer size, i.e.
 * gzip) for each, and writes bench/results/lighthouse.json. Run after `npm run build`:
 * npm run bench:lighthouse
 * `-- --path /embed?mobile=true` measures another page (results in lighthouse-embed.json, named
 * after the path's first segment).
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '~/tests/support/chromium';
import { startJournalServer } from './support/journal-server';

const pathIndex = process.argv.indexOf('--path');
const pagePath = pathIndex === -1 ? '/' : (process.argv[pathIndex + 1] ?? '');
if (!pagePath.startsWith('/')) throw new Error('--path takes a path of the journal, such as /embed');
const resultName = pagePath === '/' ? 'lighthouse' : `lighthouse-${pagePath.split(/[/?]/)[1] || 'page'}`;

const journal = await startJournalServer(3190);
console.log(journal.refreshed);

try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const results: Record<string, unknown> = {};
  try {
    for (const [device, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const result = await lighthouse(
        `${journal.url}${pagePath}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        config,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(Object.entries(categories).map(([key, c]) => [key, Math.round((c.score ?? 0) * 100)]));
      const requests =
        (
          audits['network-requests']?.details as
            | {
                items?: {
                  resourceType?: string;
                  transferSize?: number;
                  resourceSize?: number;
                  sessionTargetType?: string;
                  url?: string;
                }[];
              }
            | undefined
        )?.items ?? [];
      // The page's own scripts: not what the service worker precaches after load (its requests
      // come from the worker's session), nor the worker script itself.
      const scripts = requests.filter(
        (r) => r.resourceType === 'Script' && (r.sessionTargetType ?? 'page') === 'page' && !r.url?.endsWith('/sw.js'),
      );
      const jsTransferKb = Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10;
      const jsResourceKb = Math.round(scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0) / 102.4) / 10;
      const metrics = {
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      };
      const failing = Object.values(categories).flatMap((c) =>
        c.auditRefs
          .filter((ref) => (ref.weight ?? 0) > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c.id}: ${ref.id} (${audits[ref.id]?.title})`),
      );
      console.log(
        `Lighthouse ${device} on ${pagePath}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
      );
      console.log(
        `  JavaScript loaded: ${scripts.length} files, ${jsTransferKb} KB transferred (gzip), ${jsResourceKb} KB uncompressed`,
      );
      console.log(`  FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}`);
      if (failing.length) console.log(`  Audits not at full marks:\n    ${failing.join('\n    ')}`);
      results[device] = {
        scores,
        jsTransferKb,
        jsResourceKb,
        scripts: scripts.map((r) => `${r.url?.replace(journal.url, '')} ${r.transferSize ?? 0}`),
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
    chrome.kill();
  }
} finally {
  await journal.stop();
}
