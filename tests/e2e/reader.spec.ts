import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './support';

/** The cards of the news list (the sidebar's poll card is an article too). */
const newsCards = (page: Page) => page.locator('section[aria-labelledby="latest-news"] article');

test('search suggests after typing, highlights matches and is shareable by URL', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search news' });
  await box.fill('welltow');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions).toBeVisible();
  await suggestions
    .getByRole('option', { name: /Welltower/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\?search=Welltower/);
  await expect(page.locator('article mark').first()).toHaveText(/welltower/i);
  expect(await newsCards(page).count()).toBeGreaterThanOrEqual(1);
  for (const card of await newsCards(page).all()) await expect(card).toContainText(/welltower/i);

  // Reloading the shared URL gives the same result; the search is remembered as recent.
  await page.reload();
  await expect(page.locator('article mark').first()).toBeVisible();
  await box.fill('wel');
  await expect(suggestions.getByRole('option', { name: /Welltower.*Recent/ })).toBeVisible();
});

test('a search with no result shows the empty state', async ({ page }) => {
  await page.goto('/?search=zzzz-nothing-matches');
  await expect(page.getByText('No articles found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
});

test('Load More adds five at a time until every article is shown', async ({ page }) => {
  await page.goto('/');
  const total = Number((await page.getByText(/articles from the last 30 days/).textContent())!.match(/\d+/)![0]);
  let shown = 5;
  await expect(newsCards(page)).toHaveCount(5);
  while (shown < total) {
    await page.getByRole('link', { name: 'Load More' }).click();
    shown = Math.min(total, shown + 5);
    await expect(newsCards(page)).toHaveCount(shown);
  }
  await expect(page.getByText(`All ${total} articles loaded.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);
});

test('lead panels: Trending Now, Market News and Today’s Must-Read Stories', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const trending = page.getByRole('region', { name: 'Trending Now' });
  await expect(trending.getByText('Updated every hour')).toBeVisible();
  expect(await trending.getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await trending.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  expect(await page.getByRole('region', { name: 'Market News' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);

  // Today's stories when at least 3 exist (New York day), else the 12 newest; 5 shown, or all of
  // today's when there are 3 to 5 (the fixture feeds date their stories relative to the clock, so
  // in the first hours of a New York day only a few are from today).
  const mustRead = page.getByRole('region', { name: 'Today’s Must-Read Stories' });
  const viewAll = mustRead.getByRole('button', { name: 'View All Stories' });
  if ((await viewAll.count()) === 0) {
    expect(await mustRead.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(await mustRead.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  } else {
    await expect(mustRead.getByRole('listitem')).toHaveCount(5);
    await viewAll.click();
    expect(await mustRead.getByRole('listitem').count()).toBeGreaterThan(5);
    await mustRead.getByRole('button', { name: 'Show Less' }).click();
    await expect(mustRead.getByRole('listitem')).toHaveCount(5);
  }
  await expect(mustRead.getByText(/\d+% match/).first()).toBeVisible();
});

test('the error panel appears when news fail to load and Try Again recovers', async ({ page }) => {
  await page.goto('/');
  await expect(newsCards(page).first()).toBeVisible();
  await page.route('**/*.data*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Regulations/ })
    .click();
  await expect(page.getByText('News Loading Error')).toBeVisible();
  await saveScreenshot(page, 'home-error-1280-light');
  await page.unroute('**/*.data*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('News Loading Error')).toHaveCount(0);
  await expect(newsCards(page).first()).toBeVisible();
});

test('Refresh reloads the news and confirms with a toast', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByText('Content refreshed')).toBeVisible();
  await expect(page.getByText('Latest news has been loaded successfully')).toBeVisible();
});

test('without JavaScript the articles, category links and search form still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Read Article/ })).toHaveCount(5);
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Investment/ })
    .click();
  await expect(page).toHaveURL(/category=investment/);
  await page.getByRole('combobox', { name: 'Search news' }).fill('ventas');
  await page.getByRole('combobox', { name: 'Search news' }).press('Enter');
  await expect(page).toHaveURL(/search=ventas/);
  await expect(page).toHaveURL(/category=investment/);
  await expect(newsCards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Load More' }).count();
  await context.close();
});

test('the list reloads itself every 5 minutes and keeps the reader’s place', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?category=investment&show=10');
  // The reload timer starts once the page is hydrated.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const reload = page.waitForRequest((request) => request.url().includes('.data'));
  await page.clock.fastForward('05:01');
  await reload;
  await expect(page).toHaveURL(/\?category=investment&show=10$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test.describe('on a slow network', () => {
  // page.route cannot delay what the service worker answers itself; this journey is about the page's
  // own loading state, so it runs without the worker (tests/e2e/mobile.spec.ts covers the worker).
  test.use({ serviceWorkers: 'block' });

  test('a slow category change shows the loading panel, then the new list', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /Investment/ })
      .click();
    const loading = page.getByRole('progressbar', { name: 'Loading Latest News' });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-valuenow', '65');
    await expect(loading).toBeHidden();
    await expect(page).toHaveURL(/category=investment/);
    await expect(newsCards(page).first()).toContainText('Investment');
  });
});

test('a story carried by several outlets appears once, naming the others', async ({ page }) => {
  await page.goto('/?search=ventas');
  const cards = newsCards(page);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bisnow');
  await expect(cards.first().getByRole('link', { name: 'Multi-Housing News' }).first()).toHaveAttribute(
    'href',
    /multihousingnews\.com/,
  );
});
