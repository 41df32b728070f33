/**
 * One Lighthouse run of a page as a phone (Lighthouse's mobile default: a mid-range phone, slow
 * 4G, 4x CPU slowdown) or a desktop, in the Chromium this machine has, reduced to what our
 * benchmarks and budgets read: the four category scores, the metrics, the page's own scripts and
 * the audits not at full marks.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '~/tests/support/chromium';

export type Device = 'mobile' | 'desktop';

export interface LighthouseResult {
  /** 0–100 by category id: performance, accessibility, best-practices, seo. */
  scores: Record<string, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** The page's own scripts: not what the service worker precaches after load, nor the worker itself. */
  scripts: { url: string; transferBytes: number; resourceBytes: number }[];
  /** "category: audit-id (title)" for every weighted audit below full marks. */
  failing: string[];
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  sessionTargetType?: string;
  url?: string;
}

export interface Browser {
  port: number;
  close(): void;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  return { port: chrome.port, close: () => chrome.kill() };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again. */
const ATTEMPTS = 3;

export async function runLighthouse(browser: Browser, url: string, device: Device): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: browser.port, output: 'json', logLevel: 'error' },
      device === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (!runtimeError) return summarise(result.lhr);
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise({ categories, audits }: Report): LighthouseResult {
  const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script' && (r.sessionTargetType ?? 'page') === 'page' && !r.url?.endsWith('/sw.js'))
    .map((r) => ({ url: r.url ?? '', transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0 }));
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([key, c]) => [key, Math.round((c.score ?? 0) * 100)])),
    metrics: {
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    },
    scripts,
    failing: Object.values(categories).flatMap((c) =>
      c.auditRefs
        .filter((ref) => (ref.weight ?? 0) > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c.id}: ${ref.id} (${audits[ref.id]?.title})`),
    ),
  };
}
