import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { EMBED_HEIGHT_MESSAGE } from '~/core/embed';
import { embedSnippet, findOption } from '~/core/embed-snippets';
import { EMBED_TEXT } from '~/core/messages';
import {
  adminAccount,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  useTheme,
  waitForHydration,
  WIDTHS,
} from './support';

/**
 * The feed on another website (issue 16): a plain third-party page, served from its own port and
 * reached as `localhost` (another site than the journal's 127.0.0.1, so cross-site rules apply as on
 * the web), embeds the feed by iframe and by script. Articles render, the frame grows to its
 * content, the host's CSS does not reach the widget and ours does not reach the host. Screenshots
 * at 1280 and 390 px, light and dark; axe on the host page, the feed and the generator.
 */

const HOST_PORT = 3120;
const HOST = `http://localhost:${HOST_PORT}`;
/** A desktop Chrome's user agent: headless Chromium's own is rightly counted as a bot and not recorded. */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A host page with deliberately loud styles: red Courier text everywhere, thick blue borders on
 * `.card` (a class our feed uses too), and a grey page. Nothing of it may show inside the feed.
 */
function hostPage(journal: string, theme: 'light' | 'dark'): string {
  const choices = { source: `${journal}/embed`, category: 'all' as const, limit: 6, theme };
  const framed = embedSnippet(findOption('optimized', 'isolation-complete')!, choices);
  const scripted = embedSnippet(findOption('optimized', 'shadow-dom')!, choices);
  if (!framed.ok || !scripted.ok) throw new Error('the snippets could not be written');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Operator Weekly</title>
<style>
  body { margin: 0; padding: 16px; background: ${theme === 'dark' ? '#202020' : '#eeeeee'}; font-family: "Courier New", monospace; color: rgb(180, 0, 0); }
  h1, h2, h3, p, a, li, button, input { color: rgb(180, 0, 0) !important; font-family: "Courier New", monospace !important; }
  .card { border: 6px solid rgb(0, 0, 255); padding: 4px; }
  section { margin: 16px 0; }
</style></head>
<body>
  <h1>Operator Weekly</h1>
  <p class="card" id="host-card">Our own card: the feed's styles must leave it alone.</p>
  <section id="by-frame" aria-label="News by frame">
${framed.code}
  </section>
  <section id="by-script" aria-label="News by script">
${scripted.code}
  </section>
</body></html>`;
}

let server: http.Server;
let theme: 'light' | 'dark' = 'light';

test.beforeAll(async ({ baseURL }) => {
  server = http.createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(hostPage(baseURL!, theme));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(HOST_PORT);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.use({ userAgent: READER_AGENT });

async function openHost(page: Page, width: number, chosen: 'light' | 'dark') {
  theme = chosen;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(HOST);
}

test('only /embed may be framed by another site, with its own headers', async ({ request }) => {
  const embed = await request.get('/embed');
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  for (const path of ['/', '/embed-generator', '/newsletter']) {
    const other = await request.get(path);
    expect(other.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(other.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
  }
  const script = await request.get('/embed.js');
  expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(script.headers()['content-type']).toContain('javascript');
  const bad = await request.get('/embed?limit=500');
  expect(bad.status()).toBe(400);
  // The reason, as the page shows it (the renderer need not escape an apostrophe in text).
  expect(await bad.text()).toMatch(/Invalid parameter (&#x27;|')limit(&#x27;|')/);
});

test('a third-party page shows the feed by iframe and by script, each styled apart from the host', async ({ page, baseURL }) => {
  const frameView = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/page-views') && request.postDataJSON()?.path === '/embed',
  );
  const scriptView = page.waitForResponse((response) => response.url().includes('/api/v1/embed-views'));
  const heights: number[] = [];
  await page.exposeFunction('reportHeight', (height: number) => heights.push(height));
  await page.addInitScript((type) => {
    window.addEventListener('message', (event) => {
      if (event.data?.type === type) (window as unknown as { reportHeight: (h: number) => void }).reportHeight(event.data.height);
    });
  }, EMBED_HEIGHT_MESSAGE);
  // Nothing of ours may fail in the host's console (the frame is refused storage there).
  const ourErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(baseURL!)) ourErrors.push(message.text());
  });
  page.on('pageerror', (error) => ourErrors.push(error.message));
  await openHost(page, WIDTHS.desktop, 'light');

  // By iframe: articles render, and the frame grows from the snippet's 800 px to the feed's height.
  const frameElement = page.locator('#by-frame iframe');
  const frame = page.frameLocator('#by-frame iframe');
  await expect(frame.getByRole('heading', { level: 1, name: EMBED_TEXT.title })).toBeVisible();
  await expect(frame.getByRole('listitem').filter({ hasText: EMBED_TEXT.readMore }).first()).toBeVisible();
  await expect(frame.getByRole('link', { name: /^Read More/ })).toHaveCount(6);
  await expect.poll(() => heights.length).toBeGreaterThan(0);
  await expect.poll(async () => Math.round((await frameElement.boundingBox())!.height) - Math.ceil(heights.at(-1)!)).toBe(0);
  expect(heights.at(-1)).not.toBe(800);
  // The whole feed shows: nothing scrolls inside the frame.
  const inner = await frame.locator('html').evaluate((html) => ({ scroll: html.scrollHeight, client: html.clientHeight }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);

  // By script: the widget's Shadow DOM root holds the feed, read from the public API.
  const widget = page.locator('#by-script [data-senior-housing-feed]');
  await expect(widget.getByRole('heading', { name: EMBED_TEXT.title })).toBeVisible();
  await expect(widget.getByRole('link', { name: /^Read More/ })).toHaveCount(6);
  expect(await widget.evaluate((element) => element.shadowRoot?.mode)).toBe('open');

  // The host's CSS does not leak in: its red Courier and blue card borders stop at the widget.
  const titleStyle = await widget
    .getByRole('heading', { name: EMBED_TEXT.title })
    .evaluate((h) => ({ color: getComputedStyle(h).color, font: getComputedStyle(h).fontFamily }));
  expect(titleStyle.color).not.toBe('rgb(180, 0, 0)');
  expect(titleStyle.font).not.toContain('Courier');
  const cardBorder = await widget
    .locator('.card')
    .first()
    .evaluate((card) => getComputedStyle(card).borderTopWidth);
  expect(cardBorder).toBe('1px');
  const framedTitle = await frame
    .getByRole('heading', { level: 1 })
    .evaluate((h) => ({ color: getComputedStyle(h).color, font: getComputedStyle(h).fontFamily }));
  expect(framedTitle.color).not.toBe('rgb(180, 0, 0)');
  expect(framedTitle.font).not.toContain('Courier');

  // Ours does not leak out: the host's own card and text keep the host's styles, and the page
  // gained no style sheet of ours.
  const hostCard = await page
    .locator('#host-card')
    .evaluate((card) => ({ border: getComputedStyle(card).borderTopWidth, color: getComputedStyle(card).color }));
  expect(hostCard).toEqual({ border: '6px', color: 'rgb(180, 0, 0)' });
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);

  // Both views are credited to the host site.
  expect((await frameView).postDataJSON()).toMatchObject({ path: '/embed', referrer: `${HOST}/` });
  expect((await scriptView).status()).toBe(201);

  // The widget's own search and chips work inside the host page.
  await widget.getByRole('button', { name: /^investment/ }).click();
  await expect(widget.getByRole('button', { name: /^investment/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(widget.getByText('Investment').first()).toBeVisible();
  await widget.getByRole('searchbox').fill('zzzz-nothing-matches');
  await expect(widget.getByText(EMBED_TEXT.noResultsForSearch)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  expect(ourErrors).toEqual([]);
});

for (const chosen of ['light', 'dark'] as const) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test(`screenshots of a host page with the feed, ${device} ${chosen}`, async ({ page }) => {
      await openHost(page, width, chosen);
      const frame = page.frameLocator('#by-frame iframe');
      await expect(frame.getByRole('link', { name: /^Read More/ })).toHaveCount(6);
      await expect(page.locator('#by-script [data-senior-housing-feed]').getByRole('link', { name: /^Read More/ })).toHaveCount(
        6,
      );
      // The theme is the host's choice (data-theme / ?theme=), applied to both, whatever the reader chose on our site.
      const framedHtml = frame.locator('html');
      if (chosen === 'dark') await expect(framedHtml).toHaveClass(/\bdark\b/);
      else await expect(framedHtml).not.toHaveClass(/\bdark\b/);
      await expect(page.locator('#by-script [data-senior-housing-feed]').locator('.feed')).toHaveAttribute('data-theme', chosen);
      // Out-of-process frames are painted only within the viewport: show the whole page at once.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await expect(frame.getByText(/^Powered by/)).toBeInViewport();
      await saveScreenshot(page, `embed-host-${device}-${chosen}`);
    });
  }
}

test('the feed honours its flags, theme, category, search and count', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto('/embed?mobile=true&theme=dark&limit=2');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(2);
  // Compact: one column whatever the width.
  const columns = await page
    .locator('main ul.grid')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
  // A chip keeps the host's flags.
  await page.getByRole('link', { name: /^investment/ }).click();
  await expect(page).toHaveURL(/\/embed\?mobile=true&category=investment&limit=2&theme=dark$/);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz-nothing-matches');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(EMBED_TEXT.noResultsForSearch)).toBeVisible();
  await expect(page).toHaveURL(/mobile=true&category=investment&limit=2&theme=dark&q=zzzz-nothing-matches/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/embed?viewport=true&embed=true&theme=light');
  const root = page.locator('[data-embed-root]');
  expect(await root.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});

test('the generator writes, previews and copies the embed code', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const chosen of ['light', 'dark'] as const) {
    await useTheme(page, chosen);
    for (const [device, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Embed Our News' }).click();
      await expect(page).toHaveURL(/\/embed-generator$/);
      await waitForHydration(page);
      await expect(page.getByRole('tab', { name: 'Optimized Fix' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('radio', { name: /^Complete isolation/ })).toBeChecked();
      await expect(page.getByText('Recommended')).toBeVisible();
      await expect(page.getByLabel('Embed source')).toHaveValue(`${baseURL}/embed`);
      await expect(
        page
          .frameLocator('iframe[title="Preview of the embedded feed"]')
          .getByRole('link', { name: /^Read More/ })
          .first(),
      ).toBeVisible();
      await saveScreenshot(page, `embed-generator-${device}-${chosen}`);
    }
  }

  await page.getByRole('tab', { name: 'Basic Embed' }).click();
  await page.getByRole('radio', { name: /Medium/ }).check();
  await page.getByLabel('Category').selectOption('investment');
  await page.getByLabel('Number of articles').fill('2');
  await page.getByRole('radio', { name: 'Dark' }).check();
  const code = page.getByLabel('Embed code');
  await expect(code).toHaveValue(/width="800" height="600"/);
  await expect(code).toHaveValue(
    new RegExp(`src="${baseURL}/embed\\?viewport=true&amp;category=investment&amp;limit=2&amp;theme=dark"`),
  );
  await expect(code).toHaveValue(/addEventListener\("message"/);
  const preview = page.frameLocator('iframe[title="Preview of the embedded feed"]');
  await expect(preview.getByRole('link', { name: /^Read More/ })).toHaveCount(2);
  await expect(preview.getByText('Investment', { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMBED_TEXT.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

  // An edited source goes into the code; one that is no web address is refused in words.
  await page.getByLabel('Embed source').fill('https://news.operator.example/embed');
  await expect(code).toHaveValue(/src="https:\/\/news\.operator\.example\/embed\?/);
  await page.getByLabel('Embed source').fill('not an address');
  await expect(page.getByText(EMBED_TEXT.badSource)).toBeVisible();
  await expect(code).toHaveCount(0);

  // The script option previews the real widget.
  await page.getByLabel('Embed source').fill(`${baseURL}/embed`);
  await page.getByRole('tab', { name: 'Optimized Fix' }).click();
  await page.getByRole('radio', { name: /Shadow DOM/ }).check();
  await expect(code).toHaveValue(/<script src="[^"]+\/embed\.js" async><\/script>/);
  await expect(preview.locator('[data-senior-housing-feed]').getByRole('link', { name: /^Read More/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('a copy that the clipboard refuses is ignored, as the spec says', async ({ page }) => {
  await page.goto('/embed-generator');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: EMBED_TEXT.copied })).toHaveCount(0);
  expect(errors).toEqual([]);
  await expect(page.getByLabel('Embed code')).toHaveValue(/<iframe/);
});

test('admins see the host sites the feed was shown on', async ({ page }) => {
  // The earlier journeys showed the feed on the host page, by frame and by script.
  await adminAccount('em', 'an embeds admin password').signIn(page);
  await page.goto('/admin/analytics');
  const hosts = page.getByRole('region', { name: /Embedded on/ });
  const row = hosts.getByRole('row').filter({ hasText: HOST });
  await expect(row).toBeVisible();
  expect(Number((await row.getByRole('cell').nth(1).innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(2);
});
