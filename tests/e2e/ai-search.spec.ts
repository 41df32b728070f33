import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, useTheme, WIDTHS } from './support';
import { runOperatorCommand } from './support-cli';

// Every fixture article has its vector before the journeys (the job after the refresh may still run).
test.beforeAll(() => {
  expect(runOperatorCommand('search:reindex')).toMatch(/Embedded \d+ of \d+ articles/);
});

const panel = (page: Page) => page.getByRole('search', { name: 'AI semantic search' });
const inlineBox = (page: Page) => page.getByRole('search', { name: 'AI search box' });
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const cards = (page: Page) => page.locator('section[aria-labelledby="latest-news"] article');

/** The viewport around an element, for a close look beside the full-page screenshot. */
async function saveCloseUp(page: Page, element: ReturnType<Page['locator']>, name: string) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `screenshots/${name}.png` });
}

for (const [device, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the AI panel at ${width}px in ${theme} mode ranks by meaning, summarises and passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
      await page.goto('/');
      await panel(page).getByRole('searchbox').fill('HCBS waitlists');
      await panel(page).getByRole('button', { name: 'AI Search' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Showing \d+ AI-ranked results/ })).toBeVisible();
      // The fixture story says "Medicaid Waivers" and "Waiting Lists": the vocabulary bridges HCBS.
      await expect(cards(page).first().getByRole('heading')).toContainText('Medicaid Waivers');
      await expect(page.getByText('Topic:')).toBeVisible();
      await expect(page.getByText(/Also searched for:.*HCBS → medicaid waiver/)).toBeVisible();
      await expect(page.getByText('Summary quoted from the top articles')).toBeVisible();
      await expect(toast(page, 'Search complete')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `ai-panel-${width}-${theme}`);
      await saveCloseUp(page, panel(page).locator('..'), `ai-panel-${width}-${theme}-close`);
    });

    test(`the inline AI box at ${width}px in ${theme} mode replaces the list and passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
      await page.goto('/');
      await inlineBox(page).getByRole('searchbox').fill('real estate investment trust buys a portfolio');
      await inlineBox(page).getByRole('searchbox').press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /Showing \d+ AI-ranked results/ })).toBeVisible();
      await expect(cards(page).first().getByRole('heading')).toContainText('Welltower');
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `ai-inline-${width}-${theme}`);
      await saveCloseUp(page, inlineBox(page), `ai-inline-${width}-${theme}-close`);
    });
  }
}

test('a new basic search resets AI results to the normal list', async ({ page }) => {
  await page.goto('/');
  await inlineBox(page).getByRole('searchbox').fill('REIT acquisition');
  await inlineBox(page).getByRole('button', { name: 'Ask AI' }).click();
  await expect(page.getByText(/Showing \d+ AI-ranked results/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search news' }).fill('Brookdale');
  await page.getByRole('combobox', { name: 'Search news' }).press('Enter');
  await expect(page).toHaveURL(/search=Brookdale/);
  await expect(page.getByText(/AI-ranked results/)).toHaveCount(0);
  await expect(cards(page).first().getByRole('heading')).toContainText('Brookdale');
});

test('Back to latest news leaves the AI results', async ({ page }) => {
  await page.goto('/');
  await inlineBox(page).getByRole('searchbox').fill('caregiver turnover');
  await inlineBox(page).getByRole('searchbox').press('Enter');
  await expect(page.getByText(/Showing \d+ AI-ranked results/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to latest news' }).click();
  await expect(page.getByText(/AI-ranked results/)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(5);
});

test('works from the keyboard alone and announces results in a live region', async ({ page }) => {
  await page.goto('/');
  await panel(page).getByRole('searchbox').focus();
  await page.keyboard.type('nursing home landlords');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the date range: Today
  await page.keyboard.press('ArrowUp'); // back to Any time
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'AI Search' })).toBeFocused();
  await page.keyboard.press('Enter');
  const live = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /AI-ranked results/ });
  await expect(live).toContainText(/Showing \d+ AI-ranked results for “nursing home landlords”/);
});

test('an "ai" suggestion in the search box runs AI search', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search news' });
  await field.fill('memo');
  const option = page.getByRole('option', { name: /memory care.*AI search/ });
  await expect(option).toBeVisible();
  const options = page.getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count; i++) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await field.press('Enter');
  await expect(page.getByText(/Showing \d+ AI-ranked results/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an empty AI query asks for one', async ({ page }) => {
  await page.goto('/');
  await panel(page).getByRole('button', { name: 'AI Search' }).click();
  await expect(toast(page, 'Enter a search query')).toContainText('Please enter something to search for');
});

test('no relevant articles: the panel says so, the inline box falls back to a text match', async ({ page }) => {
  await page.goto('/');
  await panel(page).getByRole('searchbox').fill('xqzv plorb wibble');
  await panel(page).getByRole('button', { name: 'AI Search' }).click();
  await expect(panel(page).locator('..').getByText('No relevant articles found. Try different keywords.')).toBeVisible();
  await expect(toast(page, 'No results')).toBeVisible();

  await inlineBox(page).getByRole('searchbox').fill('xqzv plorb wibble');
  await inlineBox(page).getByRole('searchbox').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Found 0 matching articles' })).toBeVisible();
  await expect(
    page.getByText('AI search was not available, so this is a plain text match on the loaded articles.'),
  ).toBeVisible();
});

test('a failing search: toast, inline message in the panel, text-match fallback in the box', async ({ page }) => {
  await page.route('**/api/v1/search/semantic', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) }),
  );
  await page.goto('/');
  await panel(page).getByRole('searchbox').fill('occupancy');
  await panel(page).getByRole('button', { name: 'AI Search' }).click();
  await expect(toast(page, 'Search failed')).toBeVisible();
  await expect(panel(page).locator('..').getByText('Search failed. Please try again.')).toBeVisible();

  const firstTitle = (await cards(page).first().getByRole('heading').textContent())!;
  await inlineBox(page).getByRole('searchbox').fill(firstTitle.split(' ').slice(0, 2).join(' '));
  await inlineBox(page).getByRole('searchbox').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /Found [1-9]\d* matching articles?/ })).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle);
  await saveScreenshot(page, 'ai-fallback-1280-light');
  await saveCloseUp(page, inlineBox(page), 'ai-fallback-1280-light-close');
});

const MAPPED_ERRORS = [
  {
    error: 'Rate limit exceeded. Please wait a moment before searching again.',
    status: 429,
    title: 'Rate limit exceeded',
    description: 'Please wait a moment before searching again',
  },
  {
    // A 200 with results: the language model ran out of credits, our ranking did not.
    error: 'AI summary unavailable: the language model has no credits left.',
    status: 200,
    title: 'Service temporarily unavailable',
    description: 'AI search is temporarily unavailable. Please try basic search.',
  },
];

for (const { error, status, title, description } of MAPPED_ERRORS) {
  test(`an error mentioning "${title === 'Rate limit exceeded' ? 'Rate limit' : 'credits'}" shows the toast "${title}"`, async ({
    page,
  }) => {
    await page.route('**/api/v1/search/semantic', async (route) => {
      if (status !== 200) {
        await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error }) });
        return;
      }
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...(await real.json()), error } });
    });
    await page.goto('/');
    await panel(page).getByRole('searchbox').fill('assisted living');
    await panel(page).getByRole('button', { name: 'AI Search' }).click();
    await expect(toast(page, title)).toContainText(description);
  });
}
