import type { Page } from '@playwright/test';
import { htmlPart, latestMailTo, runOperatorCommand } from './support-cli';
import { actAsNewClient, expect, expectNoSeriousA11yViolations, saveScreenshot, test, useTheme, WIDTHS } from './support';

/**
 * The archive on the web (decision 0101): a reader subscribes and confirms, the edition is sent
 * from the shell, and its "View in browser" link opens the edition's public page.
 */
const reader = `archive-reader-${Date.now()}@operators.test`;
/** The public page the reader's e-mail links to, and the values only that reader's copy carries. */
let editionPage: string;
let personal: string[];

async function subscribeAndConfirm(page: Page) {
  await actAsNewClient(page);
  await page.goto('/newsletter');
  const form = page.locator('#subscribe');
  await form.getByLabel('Work email').fill(reader);
  await form.getByLabel('Weekly').check();
  await form.getByRole('button', { name: 'Subscribe Free' }).click();
  await expect(form.getByText('Check your inbox and click the link to confirm your subscription.')).toBeVisible();
  const confirmUrl = new URL(
    (await htmlPart(latestMailTo(reader))).match(/https?:\/\/[^"]+\/newsletter\/confirm\?token=[^"]+/)![0].replace(/&amp;/g, '&'),
  );
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: /You.re subscribed!/ })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await subscribeAndConfirm(page);
  await page.close();
  expect(runOperatorCommand('newsletter:send')).toMatch(/^Daily edition of \d{4}-\d{2}-\d{2}: /);
  const html = await htmlPart(latestMailTo(reader));
  const viewInBrowser = html.match(/href="([^"]+)"[^>]*>View in browser</)?.[1];
  expect(viewInBrowser, 'a View in browser link at the top of the e-mail').toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/newsletter\/editions\/\d{4}-\d{2}-\d{2}-daily$/,
  );
  editionPage = new URL(viewInBrowser!).pathname;
  const tokens = [...html.matchAll(/\/newsletter\/(?:unsubscribe|preferences)\?token=([^"&]+)/g)].map((m) => m[1]!);
  expect(tokens).toHaveLength(2);
  personal = [...tokens, reader];
});

test('the e-mail’s View in browser link opens the edition, which carries nothing of the reader', async ({ page }) => {
  const response = await page.goto(editionPage);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole('heading', { name: /Key Market Insight/ })).toBeVisible();
  const html = await page.content();
  for (const value of personal) expect(html).not.toContain(value);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${editionPage}$`));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/newsletter/rss.xml');

  // From the edition to the archive, where it is listed first among the dailies.
  await page.getByRole('link', { name: 'All editions' }).first().click();
  await expect(page.getByRole('heading', { name: 'Newsletter Archive', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Edition kind' }).getByRole('link', { name: 'Daily edition' }).click();
  await expect(page).toHaveURL(/\/newsletter\/archive\?kind=daily$/);
  await expect(page.locator('main ol > li').first().getByRole('link')).toHaveAttribute('href', editionPage);
});

test('a slug that names no edition is the not-found page, and the feed lists the edition', async ({ request }) => {
  for (const slug of ['2026-02-30-daily', 'yesterday', '2026-11-24-monthly', '1999-01-01-daily']) {
    const response = await request.get(`/newsletter/editions/${slug}`);
    expect(response.status(), slug).toBe(404);
    expect(await response.text(), slug).toContain('Oops! Page not found');
  }
  expect((await request.get('/newsletter/archive?page=0')).status()).toBe(400);
  const feed = await request.get('/newsletter/rss.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`${editionPage}</link>`);
});

for (const [, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the archive and an edition at ${width}px in ${theme} mode pass axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/newsletter/archive');
      await expect(page.getByRole('heading', { name: 'Newsletter Archive', level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `newsletter-archive-${width}-${theme}`);

      await page.goto(editionPage);
      await expect(page.getByRole('heading', { name: /Key Market Insight/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `newsletter-edition-page-${width}-${theme}`);
    });
  }
}
