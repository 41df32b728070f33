import type { Page } from '@playwright/test';
import {
  actAsNewClient,
  adminAccount,
  expect,
  expectNoSeriousA11yViolations,
  registerReader,
  saveScreenshot,
  test,
  useTheme,
  WIDTHS,
} from './support';

/**
 * An admin walks through the admin area: the sidebar (collapse, Ctrl+B, the phone's menu),
 * Subscribers, User Roles and Settings, and every screen is photographed at 1280 and 390 px in
 * both themes.
 */
const stamp = Date.now().toString(36);
const admin = adminAccount('ad', 'an admin area password');
const signInAsAdmin = (page: Page) => admin.signIn(page);

const sidebar = (page: Page) => page.locator('nav[aria-label="Admin Dashboard"][data-collapsed]');

test.describe.configure({ mode: 'serial' });

test('the sidebar lists every screen, collapses with its button and Ctrl+B, and remembers it', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Newsletter',
    'Subscribers',
    'Polls',
    'Ratings',
    'Analytics',
    'User Roles',
    'Settings',
    'Feeds',
  ]);
  await sidebar(page).getByRole('button', { name: 'Collapse the sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
});

test('subscribers: search, deactivate, a never-confirmed reader not activated, delete after confirming', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  // Two readers subscribe on the newsletter page (they have not confirmed yet).
  for (const who of ['first', 'second']) {
    await actAsNewClient(page);
    await page.goto('/newsletter');
    const form = page.locator('#subscribe');
    await form.getByLabel('Work email').fill(`${who}.${stamp}@operators.test`);
    await form.getByRole('button', { name: 'Subscribe Free' }).click();
    await expect(form.getByRole('status')).toBeVisible();
  }
  await signInAsAdmin(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await page.getByLabel('Search subscribers by e-mail').fill(stamp);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);

  const first = rows.filter({ hasText: `first.${stamp}` });
  await expect(first).toContainText('Awaiting confirmation');
  await first.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Subscriber deactivated successfully')).toBeVisible();
  await expect(first).toContainText('Unsubscribed');
  // Never confirmed: only their own confirmation can make them a subscriber.
  await first.getByRole('button', { name: /^Activate/ }).click();
  await expect(page.getByText(/Failed to update subscriber: .* has never confirmed their address/)).toBeVisible();
  await expect(first).toContainText('Unsubscribed');

  await rows
    .filter({ hasText: `second.${stamp}` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Subscriber' });
  await expect(dialog).toContainText('Are you sure you want to delete this subscriber? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscriber deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Changes to subscribers' })).toContainText(
    `deleted second.${stamp}@operators.test`,
  );
});

test('user roles: the spec’s refusals, an assignment and its removal', async ({ page, browser }) => {
  const other = await browser.newPage();
  const moderator = `mo${stamp}@journal.test`;
  await registerReader(other, moderator);
  await other.close();

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/roles');
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByRole('alert')).toContainText('Missing information: Please provide both email and role');
  await page.getByLabel('User e-mail').fill(`nobody${stamp}@journal.test`);
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByRole('alert')).toContainText(`User not found: No user found with email: nobody${stamp}@journal.test`);
  await page.getByLabel('User e-mail').fill(moderator);
  await page.getByLabel('Role', { exact: true }).selectOption('moderator');
  await page.getByRole('button', { name: 'Assign role' }).click();
  await expect(page.getByText('Role assigned')).toBeVisible();
  const assignments = page.getByRole('region', { name: 'Current assignments' });
  await expect(assignments.getByRole('listitem').filter({ hasText: moderator })).toContainText('moderator');
  await expect(assignments.getByRole('listitem').filter({ hasText: admin.email })).toContainText('Your own admin role');
  await assignments.getByRole('button', { name: `Remove the moderator role from ${moderator}` }).click();
  await expect(page.getByText('Role removed')).toBeVisible();
  await expect(assignments.getByRole('listitem').filter({ hasText: moderator })).toHaveCount(0);
});

test('settings: a bad address is refused, a save is logged', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await page.getByLabel('Contact email').fill('not an address');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Enter a valid e-mail address or leave it empty')).toBeVisible();
  await page.getByLabel('Contact email').fill('desk@journal.test');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact email')).toHaveValue('desk@journal.test');
  await expect(page.getByRole('region', { name: 'Changes to settings' })).toContainText('changed Contact email');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    test(`every admin screen at ${width} px in ${theme} mode, passing axe`, async ({ page }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await signInAsAdmin(page);
      await page.setViewportSize({ width, height: width === WIDTHS.mobile ? 844 : 900 });
      for (const screen of ['newsletter', 'subscribers', 'polls', 'ratings', 'analytics', 'roles', 'settings', 'feeds']) {
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `/admin/${screen} fits`).toBeLessThanOrEqual(
          width,
        );
        await expectNoSeriousA11yViolations(page);
        await saveScreenshot(page, `admin-${screen}-${width}-${theme}`);
      }
      if (width === WIDTHS.mobile) {
        await page.getByRole('button', { name: 'Open the admin menu' }).click();
        await page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link', { name: 'Subscribers' }).click();
        await expect(page).toHaveURL(/\/admin\/subscribers$/);
      }
    });
  }
}
