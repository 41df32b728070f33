import type { Page } from '@playwright/test';
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
 * The press release manager of /admin/newsletter in the browser, on the press pages of the local
 * fixture server (tests/fixtures/press-releases; reachable because the e2e server runs with
 * FEEDS_ALLOW_PRIVATE_ADDRESSES=true): add from a page, refusals, switches, edit, delete.
 */
const PAGES = 'http://127.0.0.1:3101/press';
// Short: the shell shows the address in its header.
const admin = adminAccount('pr', 'a press releases admin password');

// Exact: "Changes to press releases" is a region too.
const manager = (page: Page) => page.getByRole('region', { name: 'Press Releases', exact: true });
const releases = (page: Page) => manager(page).getByRole('list', { name: 'Press releases, newest first' });

async function addRelease(page: Page, url: string) {
  // The toasts come from the page's script: a click before hydration posts the plain form instead.
  await waitForHydration(page);
  await manager(page).getByLabel('Press release URL').fill(url);
  await manager(page).getByRole('button', { name: 'Add' }).click();
}

test('an admin adds a press release from its page, switches it into the newsletter, edits and deletes it', async ({ page }) => {
  await admin.signIn(page);
  await page.goto('/admin/newsletter');
  const section = manager(page);
  await expect(section.getByLabel('Press release URL')).toHaveAttribute('type', 'url');

  // The spec's rule for an empty address, answered without a request.
  await addRelease(page, '   ');
  await expect(section.getByRole('alert')).toHaveText('Please enter a valid URL');

  await addRelease(page, `${PAGES}/release.pdf`);
  await expect(section.getByRole('alert')).toHaveText('Refused: the address gives application/pdf, not a web page (HTML)');

  await addRelease(page, `${PAGES}/moved`);
  await expect(page.getByText('Press release added successfully')).toBeVisible();
  await expect(section.getByLabel('Press release URL')).toHaveValue('');
  const title = 'Brookdale Senior Living Reports November 2026 Occupancy';
  const item = releases(page).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('PR Newswire');
  await expect(item).toContainText('79.4%');
  await expect(item.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', `${PAGES}/prnewswire.html`);

  // The same page again is refused, with what it is.
  await addRelease(page, `${PAGES}/prnewswire.html?utm_source=newsletter`);
  await expect(section.getByRole('alert')).toHaveText(`This press release is already in the list: “${title}”`);

  const inNewsletter = item.getByRole('switch', { name: `In newsletter: ${title}` });
  await expect(inNewsletter).toHaveAttribute('aria-checked', 'false');
  await inNewsletter.click();
  await expect(page.getByText('Newsletter setting updated')).toBeVisible();
  await expect(inNewsletter).toHaveAttribute('aria-checked', 'true');
  const active = item.getByRole('switch', { name: `Active: ${title}` });
  await active.click();
  await expect(page.getByText('Press release updated')).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(releases(page).getByRole('switch', { name: `Active: ${title}` })).toHaveAttribute('aria-checked', 'false');

  await releases(page)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit press release' });
  await editor.getByLabel('Title').fill('Brookdale occupancy rises to 79.4% in November');
  await editor.getByLabel('Source').fill('Brookdale Senior Living');
  await saveScreenshot(page, 'admin-press-release-edit-1280-light');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const edited = releases(page).getByRole('listitem').filter({ hasText: 'Brookdale occupancy rises to 79.4% in November' });
  await expect(edited).toContainText('Brookdale Senior Living');

  await edited.getByRole('button', { name: 'Delete Brookdale occupancy rises to 79.4% in November' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Press Release' });
  await expect(confirm).toContainText('Are you sure you want to delete this press release?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Press release deleted')).toBeVisible();
  await expect(section.getByText('Brookdale occupancy rises to 79.4% in November')).toHaveCount(0);

  const changes = page.getByRole('region', { name: 'Changes to press releases' });
  await expect(changes.getByRole('listitem').first()).toContainText(`${admin.email} deleted ${PAGES}/prnewswire.html`);
  for (const action of ['added', 'put in the newsletter', 'deactivated', 'edited']) await expect(changes).toContainText(action);
});

for (const [, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the press release manager at ${width}px in ${theme} mode passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      // Signed in at the desktop width (the phone shell keeps Login in its menu), then narrowed.
      await admin.signIn(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/newsletter');
      // Two releases to look at; the first of these tests adds them, the others find them.
      for (const [file, title] of [
        ['businesswire.html', 'Welltower Announces'],
        ['globenewswire.html', 'Sonida Senior Living'],
      ] as const) {
        const link = releases(page).getByRole('link', { name: new RegExp(`^${title}`) });
        if ((await link.count()) === 0) {
          await addRelease(page, `${PAGES}/${file}`);
          await expect(link).toBeVisible();
        }
      }
      await expect(releases(page).getByRole('listitem')).toHaveCount(2);
      await page.mouse.move(0, 0);
      expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `admin-press-releases-${width}-${theme}`);
    });
  }
}
