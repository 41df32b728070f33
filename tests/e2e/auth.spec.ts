import type { Page } from '@playwright/test';
import { confirmAccountFromOutbox, latestMailTo, runOperatorCommand } from './support-cli';
import { actAsNewClient, expect, expectNoSeriousA11yViolations, saveScreenshot, test } from './support';

/** Fills and sends the Register tab of the Login dialog. */
async function register(page: Page, email: string, password = 'a sturdy password') {
  await actAsNewClient(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a reader registers, confirms by e-mail, logs out, fails with a wrong password and logs in', async ({ page }) => {
  const email = `reader-${Date.now()}@operator.test`;
  await page.goto('/');
  await register(page, email);
  // Not signed in until the address is confirmed.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await confirmAccountFromOutbox(page, email);
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const dialog = page.getByRole('dialog', { name: 'Welcome' });

  // The session survives a reload: the server reads it from the HttpOnly cookie.
  await page.reload();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  // The toast sits over the header's top-right controls and waits while the pointer rests on it:
  // close it, as a reader would, before reaching for Login underneath.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText(/Invalid email or password/i)).toBeVisible();

  await dialog.getByLabel('Password').fill('a sturdy password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
});

test('registering a known address answers exactly as a new one, and its owner gets a notice', async ({ page }) => {
  const email = `owner-${Date.now()}@operator.test`;
  await page.goto('/');
  await register(page, email);
  await page.getByRole('button', { name: 'Close toast' }).click();
  await register(page, email, 'a different password');
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  await expect.poll(() => latestMailTo(email)).toContain('You already have a Senior Housing Journal account');
});

test('the login dialog closes with its close control and with Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the admin area refuses a signed-out visitor', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(401);
  await expect(page.getByText('Access denied. Admin privileges required to view this page.')).toBeVisible();
});

test('an admin granted from the shell sees feed health in the admin area', async ({ page }) => {
  const email = `editor-${Date.now()}@journal.test`;
  await page.goto('/');
  await register(page, email, 'an editor password');

  // Registering an address is not owning it: no role until the e-mailed link is followed.
  expect(() => runOperatorCommand('admin', 'grant', email, 'admin')).toThrow(/has not confirmed their e-mail address yet/);
  await confirmAccountFromOutbox(page, email);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();

  // Signed in but not yet an admin: still refused, by the server.
  expect((await page.goto('/admin/feeds'))?.status()).toBe(403);
  await expect(page.getByText('Access denied. Admin privileges required to view this page.')).toBeVisible();
  expect(runOperatorCommand('admin', 'grant', email, 'admin')).toContain(`Granted admin to ${email}.`);
  expect((await page.goto('/admin/feeds'))?.status()).toBe(200);
  const table = page.getByRole('table', { name: 'Feed health' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('row', { name: /Assisted Living Today/ })).toContainText('HTTP 404');
  await expect(table.getByRole('row', { name: /Senior Housing News/ })).toContainText('OK');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-feed-health-1280-light');
});
