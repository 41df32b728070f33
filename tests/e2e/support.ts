import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { confirmAccountFromOutbox, runOperatorCommand } from './support-cli';

export const SCREENSHOT_DIR = 'screenshots';
export const WIDTHS = { desktop: 1280, mobile: 390 } as const;

/** Saves a full-page screenshot named after the page, width and theme, for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // The whole page as a reader scrolling through it sees it: the parts the browser skips while they
  // are far from the viewport (content-visibility: auto) are rendered for the capture.
  const rendered = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  await rendered.evaluate((style) => (style as HTMLStyleElement).remove());
}

/** Sets the saved theme before any script runs, as a returning reader's browser would have it. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Fails on any serious or critical accessibility violation (WCAG 2.x A and AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious accessibility violations',
  ).toEqual([]);
}

/** Registers through the Login dialog (registration signs in at once) and waits for the greeting. */
let readers = 0;

/**
 * Gives this page's requests a client address of their own, as a reader on another network would
 * have (the e2e server trusts one proxy hop). Sign-up is limited per client address, and the
 * journeys register more readers a minute than one person could.
 */
export async function actAsNewClient(page: Page): Promise<void> {
  readers += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${readers % 250}` });
}

/**
 * Waits until React has hydrated the page (root.tsx marks <html>): before that, buttons and
 * keyboard shortcuts rendered on the server have no handlers yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The root, then the parts whose code comes after the page's (app/ui/island.tsx).
  await page.locator('html[data-hydrated="true"]:not([data-islands-pending])').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is hydrated, when it
 * runs the app's script at all (a JSON answer or a page without JavaScript returns at once). A
 * journey that acts before hydration meets the server-rendered fallbacks (a plain form post, a
 * link) instead of what it tests, and how long that window lasts depends on the machine: CI failed
 * on such a race at stops 21 and 24. Journeys import `test` and `expect` from here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrated = async () => {
      if ((await page.locator('script[type="module"]').count()) > 0) await waitForHydration(page);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
export { expect };

export async function registerReader(page: Page, email: string, password = 'a sturdy password'): Promise<void> {
  await actAsNewClient(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  // The e-mailed link confirms the address and signs the reader in.
  await confirmAccountFromOutbox(page, email);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
}

/**
 * One admin account per spec file: registered (through the e-mailed link) and granted the role on
 * its first sign-in, signed in through the Login dialog after that, each time as a new client.
 * `prefix` keeps the address short: the shell shows it in its header, also at 390 px.
 */
export function adminAccount(prefix: string, password: string) {
  const email = `${prefix}${Date.now().toString(36)}@journal.test`;
  let registered = false;
  return {
    email,
    async signIn(page: Page): Promise<void> {
      if (!registered) {
        await registerReader(page, email, password);
        runOperatorCommand('admin', 'grant', email, 'admin');
        registered = true;
        return;
      }
      await actAsNewClient(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Welcome' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill(password);
      await dialog.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    },
  };
}
