/**
 * Pages against the static-file ceiling (issue 17): 50 connections for BENCH_SECONDS (10) on each of
 * `/`, `/newsletter` and `/api/v1/articles?limit=20` of the production build, each beside a static
 * file of exactly its size served by the same server in the same run: the most this server could do
 * with those bytes. Anonymous readers, twice: with no Accept-Encoding (both sides send the same
 * uncompressed bytes) and as a browser asks, `Accept-Encoding: br, gzip` (the page's stored brotli copy
 * beside a static file of those very bytes, precompressed as the build's assets are). Prints
 * requests/s, p50/p99 latency, errors and the ratio to the ceiling, and the same address rendered for
 * every request as a browser asks (a cookie keeps it off the shared copies); writes
 * bench/results/pages.json.
 * BENCH_ARTICLES=5000 first stores that many extra articles. Run after `npm run build`:
 * npm run bench:pages
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { startJournalServer } from './support/journal-server';
import type { Load } from './support/summary';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 0);
const CLIENT_DIR = path.resolve('build/client');

async function load(url: string, duration = SECONDS, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** What a browser asks for: every browser since 2017 takes brotli. */
const BROWSER_ENCODING = { 'Accept-Encoding': 'br, gzip' };

/** The body exactly as sent to a browser (fetch would decode it), and its encoding. */
function encodedBody(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_ENCODING }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const journal = await startJournalServer(3192, {}, { extraArticles: ARTICLES });
console.log(journal.refreshed);
const ceilings: string[] = [];
try {
  const targets = ['/', '/newsletter', '/api/v1/articles?limit=20'];
  const rows = [];
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each${ARTICLES ? `, ${ARTICLES} extra articles` : ''}`);
  console.log(
    'address | encoding | bytes | req/s | p50 ms | p99 ms | errors | static req/s | p99 ms | ratio | rendered each time req/s | p99 ms',
  );
  for (const target of targets) {
    const body = Buffer.from(await (await fetch(journal.url + target)).arrayBuffer());
    const sent = await encodedBody(journal.url + target);
    const ceiling = (encoding: string, bytes: Buffer) => {
      const name = `bench-ceiling-${encoding}-${bytes.length}.bin`;
      fs.writeFileSync(path.join(CLIENT_DIR, name), body);
      ceilings.push(name);
      const suffix = { br: '.br', gzip: '.gz' }[encoding];
      if (suffix) {
        fs.writeFileSync(path.join(CLIENT_DIR, name + suffix), bytes);
        ceilings.push(name + suffix);
      }
      return `${journal.url}/${name}`;
    };
    const plainCeiling = ceiling('identity', body);
    const browserCeiling = ceiling(sent.encoding, sent.body);
    // Warm both before measuring: the first render and the first read of the file are not the steady state.
    await load(journal.url + target, 2);
    const page = await load(journal.url + target);
    const plain = await load(plainCeiling);
    const browserPage = await load(journal.url + target, SECONDS, BROWSER_ENCODING);
    const browserStatic = await load(browserCeiling, SECONDS, BROWSER_ENCODING);
    // Any cookie keeps a request off the shared copies: what a signed-in reader's page costs.
    const rendered = await load(journal.url + target, SECONDS, { Cookie: 'bench=1', ...BROWSER_ENCODING });
    const row = {
      address: target,
      bytes: body.length,
      page,
      ceiling: plain,
      ratio: Number((page.perSecond / plain.perSecond).toFixed(2)),
      browser: {
        encoding: sent.encoding,
        bytes: sent.body.length,
        page: browserPage,
        ceiling: browserStatic,
        ratio: Number((browserPage.perSecond / browserStatic.perSecond).toFixed(2)),
      },
      rendered,
    };
    rows.push(row);
    for (const [encoding, bytes, measured, statics, ratio] of [
      ['identity', body.length, page, plain, row.ratio],
      [sent.encoding, sent.body.length, browserPage, browserStatic, row.browser.ratio],
    ] as const) {
      console.log(
        `${target} | ${encoding} | ${bytes} | ${measured.perSecond} | ${measured.p50Ms} | ${measured.p99Ms} | ${measured.errors + measured.non2xx} | ${statics.perSecond} | ${statics.p99Ms} | ${ratio} | ${encoding === 'identity' ? '' : `${rendered.perSecond} | ${rendered.p99Ms}`}`,
      );
    }
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    `bench/results/pages${ARTICLES ? `-${ARTICLES}` : ''}.json`,
    JSON.stringify(
      { date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, articles: ARTICLES, rows },
      null,
      2,
    ),
  );
} finally {
  for (const name of ceilings) fs.rmSync(path.join(CLIENT_DIR, name), { force: true });
  await journal.stop();
}
