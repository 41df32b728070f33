import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, useTheme, WIDTHS } from './support';

/** The cards of the news list (the sidebar's poll card is an article too). */
const newsCards = (page: Page) => page.locator('section[aria-labelledby="latest-news"] article');

for (const [device, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home page at ${width}px in ${theme} mode renders the journal and passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
      await expect(page.getByText('Senior Living Industry')).toBeVisible();
      await expect(page.getByRole('link', { name: /Read Article/ })).toHaveCount(5);
      // Nothing may be wider than the screen (no sideways scrolling on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `home-${width}-${theme}`);
    });
  }
}

test('the server sends the article cards in its HTML, before any script runs', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/Read Article/g)?.length).toBeGreaterThanOrEqual(5);
  expect(html).toContain('Senior Living Industry');
  expect(html).toContain('rel="noopener noreferrer"');
  // The parts whose code loads later (the sidebar, the footer) are in place too, not streamed in
  // by a script after the page.
  expect(html).toContain('Real-Time Market Watch');
  expect(html).toContain('Industry Poll');
  expect(html).not.toMatch(/<template id="B:/);
});

test('Read Article opens the publisher in a new tab without opener or referrer', async ({ page, context }) => {
  // Publishers' pages are answered locally: tests never reach the internet.
  await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Publisher</title>' }));
  await page.goto('/');
  const link = page.getByRole('link', { name: /Read Article/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = await link.getAttribute('href');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  expect(await tab.evaluate(() => document.referrer)).toBe('');
  await tab.close();
});

test('a category pill filters the list and is reflected in the URL', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Investment/ })
    .click();
  await expect(page).toHaveURL(/\?category=investment/);
  await expect(newsCards(page).getByText('Investment', { exact: true }).first()).toBeVisible();
  // Every card is an Investment one (retried until the new list has replaced the old).
  await expect(newsCards(page).filter({ hasNot: page.getByText('Investment', { exact: true }) })).toHaveCount(0);
});

test('the theme choice is saved and survives a reload without a flash', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /theme/ })).toContainText('Dark');
});

test('unknown paths show the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/newsletter', '/industry-polls', '/embed']) {
  test(`${path} renders and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `page${path.replace(/\//g, '-')}-1280-light`);
  });
}

test('search engines get metadata, structured data, a sitemap, robots.txt and the journal’s RSS feed', async ({
  page,
  request,
}) => {
  await page.goto('/?category=investment');
  await expect(page).toHaveTitle('Investment News | Senior Housing Journal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?category=investment$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Investment News | Senior Housing Journal');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('?category=investment');
  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  expect(await rss.text()).toContain('<item>');
});

test('System follows the operating system’s dark preference at that moment', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('button', { name: /theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /theme/ })).toContainText('System');
});

test('pages carry a Content-Security-Policy and run without violating it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/', '/newsletter', '/industry-polls', '/embed', '/no-such-page']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'];
    // A page rendered for this response allows its inline scripts by a nonce; a shared copy (it
    // carries an ETag) by their hashes, never by a nonce other readers were served.
    expect(policy).toMatch(/script-src 'self' ('nonce-[^']+' )?'sha256-/);
    if (response?.headers()['etag']) expect(policy).not.toContain("'nonce-");
  }
  // Hydrated and interactive under the policy: client navigation and the theme menu work.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Investment/ })
    .click();
  await expect(page).toHaveURL(/category=investment/);
  await page.getByRole('button', { name: /theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});

test('the theme menu works from the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const trigger = page.getByRole('button', { name: /theme/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Theme' })).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
