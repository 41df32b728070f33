import type { Page } from '@playwright/test';
import {
  actAsNewClient,
  adminAccount,
  expect,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  test,
  useTheme,
  WIDTHS,
} from './support';

/**
 * Industry polls in the browser: a reader opens the polls, votes and sees the results (kept on
 * reload, as this browser session has voted); the home page's sidebar poll; an admin creates,
 * closes and deletes a poll. Every browser context is a new browser session, so a new voter.
 */
const ADMIN_PASSWORD = 'a polls admin password';

const admin = adminAccount('po', ADMIN_PASSWORD);
const signInAsAdmin = (page: Page) => admin.signIn(page);

/** Opens the polls and votes for the second option of the first open poll; returns its card. */
async function voteInFirstPoll(page: Page) {
  await page.goto('/industry-polls');
  await expect(page.getByRole('heading', { name: 'Active Polls' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start Participating' }).click();
  await expect(page).toHaveURL(/show=active/);
  const heading = page.getByRole('heading', { name: 'Active Polls' });
  await expect(heading).toBeFocused();
  const card = page.getByRole('article').filter({ hasText: /occupancy/ });
  const submit = card.getByRole('button', { name: 'Submit Vote' });
  await expect(submit).toBeDisabled();
  await card.getByRole('radio', { name: 'Increase by up to 2 points' }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(card.getByText('Voted', { exact: true })).toBeVisible();
  return card;
}

test('a reader starts participating, votes and sees the results, which a reload keeps', async ({ page }) => {
  await actAsNewClient(page);
  const card = await voteInFirstPoll(page);
  await expect(card).toContainText(/\d+ total votes?/);
  await expect(card).toContainText(/Increase by up to 2 points\s*\d+\.\d%/);
  // Every option is listed, the ones without votes at 0.0%.
  await expect(card).toContainText('Decrease0.0%');
  await expect(card.getByRole('radio')).toHaveCount(0);
  const stored = await page.evaluate(() => window.sessionStorage.getItem('voted_polls'));
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

  await page.reload();
  const again = page.getByRole('article').filter({ hasText: /occupancy/ });
  await expect(again.getByText('Voted', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Submit Vote' })).toHaveCount(0);
  // The other polls still wait for a vote.
  await expect(page.getByRole('button', { name: 'Submit Vote' })).toHaveCount(2);

  await page.getByRole('link', { name: 'View Past Results' }).click();
  await expect(page.getByRole('heading', { name: 'Past Results' })).toBeFocused();
});

test('the home page’s sidebar poll takes a vote in place and links to the polls', async ({ page }) => {
  await actAsNewClient(page);
  await page.goto('/');
  const widget = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Industry Poll' });
  // The newest open poll: the capital markets outlook.
  await expect(widget.getByRole('group', { name: /capital markets/ })).toBeVisible();
  await widget.getByRole('radio', { name: 'Tighter than today' }).check();
  await widget.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(widget.getByText('Voted', { exact: true })).toBeVisible();
  await expect(widget).toContainText(/Tighter than today\s*\d+\.\d%/);
  await widget.screenshot({ path: 'screenshots/home-poll-widget-1280-light.png' });
  await widget.getByRole('link', { name: 'See all industry polls' }).click();
  await expect(page).toHaveURL(/\/industry-polls\?show=active/);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: /capital markets/ })
      .getByText('Voted', { exact: true }),
  ).toBeVisible();
});

test('an admin creates, closes and deletes a poll; each change is listed with who made it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/polls');
  const totals = page.getByRole('definition');
  await expect(totals.first()).toBeVisible();

  const form = page.getByRole('region', { name: 'Create a poll' });
  const question = `Will memory care rents rise faster than assisted living? ${Date.now()}`;
  await form.getByLabel('Question').fill(question);
  await form.getByRole('textbox', { name: 'Option 1', exact: true }).fill('  Yes ');
  await form.getByRole('textbox', { name: 'Option 2', exact: true }).fill('No');
  await form.getByRole('button', { name: 'Add option' }).click();
  await form.getByRole('textbox', { name: 'Option 3', exact: true }).fill('yes');
  await form.getByRole('button', { name: 'Create poll' }).click();
  await expect(form.getByRole('alert')).toHaveText("The option 'yes' appears twice.");
  await form.getByRole('textbox', { name: 'Option 3', exact: true }).fill('About the same');
  await form.getByRole('button', { name: 'Create poll' }).click();
  await expect(page.getByText('Poll created')).toBeVisible();

  const poll = page.getByRole('article', { name: question });
  await expect(poll).toContainText('Active');
  await expect(poll).toContainText('Yes');
  await poll.getByRole('button', { name: `Close poll: ${question}` }).click();
  await expect(page.getByText('Poll closed', { exact: true })).toBeVisible();
  await expect(poll).toContainText('Closed');

  await page.goto('/industry-polls?show=past');
  await expect(page.getByRole('article', { name: question })).toContainText('Closed');

  await page.goto('/admin/polls');
  await page
    .getByRole('article', { name: question })
    .getByRole('button', { name: `Delete poll: ${question}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Poll' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete poll' }).click();
  await expect(page.getByText('Poll deleted')).toBeVisible();
  await expect(page.getByRole('article', { name: question })).toHaveCount(0);

  const changes = page.getByRole('region', { name: 'Changes to the polls' });
  await expect(changes.getByRole('listitem').first()).toContainText(`${admin.email} deleted the poll`);
  await expect(changes).toContainText(`${admin.email} closed the poll`);
  await expect(changes).toContainText(`${admin.email} created the poll`);
});

for (const [, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`/industry-polls after voting at ${width}px in ${theme} mode passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await actAsNewClient(page);
      await page.setViewportSize({ width, height: 900 });
      await voteInFirstPoll(page);
      await saveScreenshot(page, `industry-polls-${width}-${theme}`);
      expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    });

    test(`/admin/polls at ${width}px in ${theme} mode passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAsAdmin(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/polls');
      await expect(page.getByRole('heading', { name: 'Polls', exact: true })).toBeVisible();
      await saveScreenshot(page, `admin-polls-${width}-${theme}`);
      expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
