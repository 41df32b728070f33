import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, useTheme, waitForHydration, WIDTHS } from './support';

/**
 * The market watch, the Market Summary, the markets view with the company profiles, and the
 * phone's Companies and Analytics tabs, quoting the fake Finnhub of the e2e server
 * (tests/support/quote-providers.ts: WELL at $10.00 and up 1.25%, VTR at $11.00 and down 0.63%).
 */
const watch = (page: Page) => page.getByRole('region', { name: 'Real-Time Market Watch' });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`the watch and the summary show live quotes, in ${theme} mode`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      const card = watch(page);
      const well = card.getByRole('row', { name: /WELL/ });
      await expect(well).toContainText('$10.00');
      await expect(well).toContainText('up 1.25%');
      await expect(card.getByRole('row', { name: /VTR/ })).toContainText('down 0.63%');
      await expect(card).toContainText(/Last updated \d{1,2}:\d{2} [AP]M ET · updates every 2 min/);
      await expect(card.getByText('Sample data')).toHaveCount(0);

      const summary = page.getByRole('region', { name: 'Market Summary' });
      await expect(summary.getByText('Average price')).toBeVisible();
      await expect(summary.getByRole('listitem').filter({ hasText: 'Top category' })).toBeVisible();
      // The top 3 performers: the four symbols up 1.25%, first three by ticker.
      await expect(summary.getByRole('list').last().getByRole('listitem')).toHaveText([/^CTRE/, /^DOC/, /^NHI/]);
      await expect(summary.getByRole('listitem').filter({ hasText: /^CTRE/ })).toContainText('up 1.25%');
      await expectNoSeriousA11yViolations(page);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `markets-home-1280-${theme}`);
    });
  }

  test('the watch says when quotes cannot be loaded, and Try Again recovers', async ({ page }) => {
    await page.goto('/');
    await expect(watch(page).getByRole('row', { name: /WELL/ })).toBeVisible();
    await page.route('**/api/v1/quotes', (route) => route.abort('connectionrefused'));
    // The watch's code arrives after the page's (an island): a click before that does nothing.
    await waitForHydration(page);
    await watch(page).getByRole('button', { name: 'Refresh quotes' }).click();
    const alert = watch(page).getByRole('alert');
    await expect(alert).toContainText('Error loading stock data');
    await expect(page.getByText('Failed to load stock data')).toBeVisible();
    await saveScreenshot(page, 'markets-watch-error-1280-light');

    await page.unroute('**/api/v1/quotes');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(watch(page).getByRole('alert')).toHaveCount(0);
    await expect(watch(page).getByRole('row', { name: /WELL/ })).toContainText('$10.00');
  });

  test('asks for fresh quotes every 2 minutes while the tab is visible', async ({ page }) => {
    await page.clock.install();
    let asked = 0;
    await page.route('**/api/v1/quotes', async (route) => {
      asked++;
      await route.continue();
    });
    await page.goto('/');
    await expect(watch(page).getByRole('row', { name: /WELL/ })).toBeVisible();
    const before = asked;
    await page.clock.runFor(2 * 60 * 1000 + 1_000);
    await expect.poll(() => asked).toBe(before + 1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the markets view shows the profiles and goes back to the news, in ${theme} mode`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await watch(page).getByRole('link', { name: 'Market summary and company profiles' }).click();
      await expect(page).toHaveURL(/\?view=markets$/);
      await expect(page.getByRole('heading', { name: 'Company Profiles' })).toBeVisible();
      const doc = page.getByRole('article', { name: /Healthpeak Properties/ });
      await expect(doc).toContainText('the ticker PEAK was retired');
      await expect(doc.getByRole('link', { name: /Website/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('article', { name: /Welltower/ })).toContainText('Shankh Mitra');
      await expect(page.getByRole('article', { name: /Welltower/ })).toContainText('Price history builds up');
      await expect(page.getByRole('heading', { name: 'Latest Industry News' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.desktop);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `markets-view-1280-${theme}`);

      await page.getByRole('link', { name: 'Back to News' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Latest Industry News' })).toBeVisible();
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: 844 }, hasTouch: true, isMobile: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`the Companies and Analytics tabs carry the quotes, in ${theme} mode`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/?tab=companies');
      await expect(page.getByRole('heading', { name: 'Company Tracker' })).toBeVisible();
      const sector = page.getByRole('region', { name: 'Sector summary' });
      await expect(sector).toContainText('Gainers');
      await expect(sector).toContainText('Losers');
      const well = page.getByRole('listitem').filter({ hasText: /^WELL/ });
      await expect(well).toContainText('$10.00');
      await expect(well).toContainText('up 1.25%');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `markets-companies-390-${theme}`);

      await page.goto('/?tab=analytics');
      const dashboard = page.getByRole('region', { name: 'Analytics Dashboard' });
      await expect(dashboard.getByText('Average change')).toBeVisible();
      await expect(dashboard.getByText('Gainers / losers')).toBeVisible();
      await expect(dashboard).toContainText('4 / 2');
      await expect(dashboard.getByText(/Senior-housing REITs traded mostly higher: 4 up, 2 down/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `markets-analytics-390-${theme}`);

      await page.goto('/?view=markets');
      await expect(page.getByRole('heading', { name: 'Company Profiles' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.mobile);
      await saveScreenshot(page, `markets-view-390-${theme}`);
    });
  }
});
