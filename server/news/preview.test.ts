/**
 * `npm run feeds:preview`: the whole pipeline on one input, nothing stored. Tested as a library and
 * as the command an operator runs, in both output forms, against the local feed server on 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '~/tests/support/feed-server';
import { pinnedFetch } from './pinned-fetch';
import { DEFAULT_FETCH_LIMITS } from './fetch-feed';
import { formatPreview, parsePreviewArgs, previewFeed, type FeedPreview } from './preview';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'feeds', 'real-world');
const NOW = new Date('2026-11-23T12:00:00Z');
const LIMITS = { ...DEFAULT_FETCH_LIMITS, timeoutMs: 2_000, retryDelaysMs: [10] };

let server: FeedServer;
let dataDir: string;
beforeAll(async () => {
  server = await startFeedServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-preview-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The operator's command, as `npm run feeds:preview -- …` runs it. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', 'feeds:preview', ...args], {
      cwd: ROOT,
      // No database is opened: the data folder stays empty.
      env: { ...process.env, DATA_DIR: dataDir, FEEDS_CONFIG: '', DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('parsePreviewArgs', () => {
  it('takes inputs and the three options in any order, with or without "="', () => {
    expect(
      parsePreviewArgs([
        'a.xml',
        '--json',
        '--content-type',
        'text/xml; charset=utf-8',
        'https://x.org/f',
        '--base-url=https://y.org/',
      ]),
    ).toEqual({
      inputs: ['a.xml', 'https://x.org/f'],
      contentType: 'text/xml; charset=utf-8',
      baseUrl: 'https://y.org/',
      json: true,
    });
  });

  it.each([
    [[], 'Usage: npm run feeds:preview'],
    [['--json'], 'Usage: npm run feeds:preview'],
    [['a.xml', '--base-url'], '--base-url needs a value'],
    [['a.xml', '--base-url', 'ftp://y.org/'], '--base-url must be an http:// or https:// address'],
    [['a.xml', '--verbose'], 'Unknown option --verbose'],
  ])('refuses %j', (args, message) => {
    const parsed = parsePreviewArgs(args);
    expect('error' in parsed && parsed.error).toContain(message);
  });
});

describe('previewFeed', () => {
  it('fetches a feed from an address and reports items and dropped items', async () => {
    const preview = await previewFeed(server.url('/real-world/rss-relative-links.xml'), { now: NOW, limits: LIMITS });
    expect(preview).toMatchObject({ format: 'rss', error: null });
    expect(preview.items.map((i) => i.url)).toEqual([
      'https://www.argentum.org/news/2026/11/workforce-training-funding/',
      'https://www.argentum.org/news/2026/11/occupancy-climbs-primary-markets.html',
    ]);
    expect(preview.dropped).toEqual([
      { title: 'A guid that is not a link is never used as one', link: null, reason: 'invalid link: empty link' },
    ]);
  });

  it('reads a file with the given Content-Type and base address', async () => {
    const preview = await previewFeed(path.join(FIXTURES, 'json-feed-no-base.json'), {
      now: NOW,
      allowFiles: true,
      baseUrl: 'https://leadingage.org/feeds/news.json',
      contentType: 'application/feed+json; charset=utf-8',
    });
    expect(preview.items[0]).toEqual({
      title: 'HUD opens new Section 202 funding round for affordable senior housing',
      url: 'https://leadingage.org/2026/11/20/section-202-funding-round.html',
      summary: 'Nonprofit providers can apply for capital advances to build supportive housing for very low-income older adults.',
      category: expect.any(String),
      publishedAt: '2026-11-20T15:00:00.000Z',
      imageUrl: 'https://leadingage.org/images/2026/11/section-202.jpg',
    });
  });

  it('never reads a file for the admin form', async () => {
    const preview = await previewFeed('/etc/passwd', { now: NOW });
    expect(preview).toEqual({
      input: '/etc/passwd',
      format: null,
      items: [],
      dropped: [],
      error: 'Enter an http:// or https:// address',
    });
  });

  it('reports fetch and parse failures as the error, with no items', async () => {
    expect((await previewFeed(server.url('/404'), { now: NOW, limits: LIMITS })).error).toBe('HTTP 404');
    expect((await previewFeed(server.url('/malformed'), { now: NOW, limits: LIMITS })).error).toMatch(/^Malformed feed/);
  });

  it('refuses the loopback server when addresses are checked, at the first hop', async () => {
    const before = server.hits('/real-world/rss-relative-links.xml');
    const preview = await previewFeed(server.url('/real-world/rss-relative-links.xml'), {
      now: NOW,
      limits: LIMITS,
      pinned: pinnedFetch(),
    });
    expect(preview.error).toMatch(/^Refused: 127\.0\.0\.1 is a private or loopback address/);
    expect(server.hits('/real-world/rss-relative-links.xml')).toBe(before);
  });
});

// Each case starts the CLI in a new Node process (a few seconds under tsx on a busy machine).
describe('npm run feeds:preview', { timeout: 30_000 }, () => {
  it('--json prints one object per input, exactly the specified fields, and exits 1 when one failed', async () => {
    const file = path.join(FIXTURES, 'tracking-parameters.xml');
    const { code, stdout } = await cli(server.url('/real-world/undeclared-windows-1252.xml'), file, server.url('/404'), '--json');
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    const [cp1252, tracking, missing] = lines.map((line) => JSON.parse(line) as FeedPreview);
    for (const preview of [cp1252!, tracking!, missing!]) {
      expect(Object.keys(preview)).toEqual(['input', 'format', 'items', 'dropped', 'error']);
      for (const item of preview.items) {
        expect(Object.keys(item)).toEqual(['title', 'url', 'summary', 'category', 'publishedAt', 'imageUrl']);
      }
    }
    expect(cp1252).toMatchObject({ input: server.url('/real-world/undeclared-windows-1252.xml'), format: 'rss', error: null });
    expect(cp1252!.items[1]!.title).toBe('Résidence Montréal opens 120-unit memory care wing');
    expect(tracking!.input).toBe(file);
    expect(tracking!.items[1]!.url).toBe(
      'https://www.bisnow.com/national/news/capital-markets/harrison-street-fund?rt=ref&page=2#comments',
    );
    expect(missing).toEqual({ input: server.url('/404'), format: null, items: [], dropped: [], error: 'HTTP 404' });
    // Nothing stored: no database was created.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('prints a readable report by default and exits 0', async () => {
    const { code, stdout } = await cli(path.join(FIXTURES, 'json-feed-no-base.json'));
    expect(code).toBe(0);
    expect(stdout).toContain('json-feed-no-base.json\n  Format: json · 1 article · 2 dropped\n');
    expect(stdout).toContain('  1. Medicaid waiver waitlists grow in 20 states, survey finds\n');
    expect(stdout).toContain('     https://leadingage.org/2026/11/18/medicaid-waiver-waitlists/\n');
    expect(stdout).toContain(
      '  - HUD opens new Section 202 funding round for affordable senior housing </2026/11/20/section-202-funding-round.html>: invalid link: relative link without a base',
    );
  });

  it('explains its usage and exits 2 without an input', async () => {
    const { code, stderr } = await cli('--json');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run feeds:preview -- <url-or-file>... [--content-type T] [--base-url U] [--json]');
  });
});

describe('formatPreview', () => {
  it('shows the error alone for a failed input', () => {
    expect(formatPreview({ input: 'x.xml', format: null, items: [], dropped: [], error: 'Cannot read x.xml: ENOENT' })).toBe(
      'x.xml\n  Error: Cannot read x.xml: ENOENT',
    );
  });
});
