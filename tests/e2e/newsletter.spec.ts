import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { htmlPart, latestMailTo, runOperatorCommand } from './support-cli';
import { expect, expectNoSeriousA11yViolations, registerReader, saveScreenshot, test, useTheme, WIDTHS } from './support';

async function registerAdmin(page: Page, email: string) {
  await registerReader(page, email);
  runOperatorCommand('admin', 'grant', email, 'admin');
}

for (const [, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the newsletter landing page at ${width}px in ${theme} mode passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/newsletter');
      await expect(page.getByRole('heading', { name: 'Stay Ahead in Senior Housing' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `newsletter-${width}-${theme}`);
    });
  }
}

test('a reader subscribes, confirms from the e-mail, and the admin sends the edition', async ({ page, context }) => {
  // Three queued sends, each picked up by the job worker's poll: a long journey.
  test.setTimeout(90_000);
  const reader = `subscriber-${Date.now()}@operators.test`;
  await page.goto('/newsletter');
  const form = page.locator('#subscribe');
  await form.getByLabel('Work email').fill(reader);
  await form.getByLabel('Trends').check();
  await form.getByLabel('Weekly').check();
  await form.getByRole('button', { name: 'Subscribe Free' }).click();
  await expect(form.getByText('Check your inbox and click the link to confirm your subscription.')).toBeVisible();

  const confirmUrl = (await htmlPart(latestMailTo(reader)))
    .match(/https?:\/\/[^"]+\/newsletter\/confirm\?token=[^"]+/)![0]
    .replace(/&amp;/g, '&');
  await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
  // Opening the link only asks; a mail scanner fetching it subscribes nobody.
  await expect(page.getByText(`Subscribe ${reader} to Senior Housing Journal (Daily, Weekly, Trends)?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(
    page.getByRole('heading', { name: 'You’re subscribed!' }).or(page.getByRole('heading', { name: "You're subscribed!" })),
  ).toBeVisible();

  // The admin sends today's edition from the newsletter screen.
  await context.clearCookies();
  await registerAdmin(page, `publisher-${Date.now()}@journal.test`);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  await page.getByRole('button', { name: 'Send Daily Newsletter Now' }).click();
  await expect(page.getByText(/^Successfully sent to \d+ subscribers/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sends, newest first' }).getByRole('listitem').first()).toContainText('sent');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-newsletter-1280-light');

  // The edition as the reader's mail client shows it.
  const edition = latestMailTo(reader);
  expect(edition).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.setContent(await htmlPart(edition));
  await expect(page.getByText(/Key Market Insights/)).toBeVisible();
  await saveScreenshot(page, 'newsletter-edition-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, 'newsletter-edition-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The weekly, chosen on the same screen, reaches the reader who ticked Weekly.
  await page.goto('/admin/newsletter');
  await page.getByLabel('Edition').selectOption('weekly');
  await page.getByRole('button', { name: 'Send Weekly Newsletter Now' }).click();
  await expect(page.getByText(/^Successfully sent to \d+ subscribers/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sends, newest first' }).getByRole('listitem').first()).toContainText('Weekly');
  const weekly = latestMailTo(reader);
  expect(weekly).toMatch(/^Subject: The week to /m);
  await page.setContent(await htmlPart(weekly));
  await expect(page.getByText(/The Week's \d Top Stor/)).toBeVisible();
  await saveScreenshot(page, 'newsletter-weekly-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, 'newsletter-weekly-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Breaking, asked for when no story is breaking: the admin is told so and nothing is sent.
  await page.goto('/admin/newsletter');
  await page.getByLabel('Edition').selectOption('breaking');
  await page.getByRole('button', { name: 'Send Breaking Newsletter Now' }).click();
  const answer = page.getByText(/^No breaking story right now|^Breaking news is not mailed between/).first();
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Sends, newest first' }).getByRole('listitem').first()).toContainText('Breaking');
});

test('each kind of edition as a mail client shows it, light and dark', async ({ page }) => {
  const rendered = JSON.parse(
    execFileSync('node', ['--import', 'tsx', 'tests/support/render-sample-editions.ts'], { encoding: 'utf8' }),
  ) as Record<string, string>;
  const headings: Record<string, RegExp> = {
    weekly: /The Week in Senior Housing REITs/,
    breaking: /Reported by 3 outlets/,
    trends: /Most-Mentioned Operators/,
  };
  for (const [kind, html] of Object.entries(rendered)) {
    for (const [name, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setContent(html);
      await expect(page.getByText(headings[kind]!)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `newsletter-${kind}-${name}-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await saveScreenshot(page, `newsletter-${kind}-${name}-dark`);
    }
  }
});

test('without JavaScript the subscribe form still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/newsletter');
  const form = page.locator('#subscribe');
  await form.getByLabel('Work email').fill(`nojs-${Date.now()}@operators.test`);
  await form.getByRole('button', { name: 'Subscribe Free' }).click();
  // The form posts to the /newsletter route action and the landing page renders its answer.
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(form.getByRole('status')).toHaveText(
    'Almost there! Check your inbox and click the link to confirm your subscription.',
  );

  // An address the browser accepts but the journal does not is refused with the reason by the form.
  await page.goto('/newsletter');
  await form.getByLabel('Work email').fill('someone@localhost');
  await form.getByRole('button', { name: 'Subscribe Free' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');

  // The home page's block posts to the same action and lands on the landing page with the answer.
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Never Miss a Market Move' });
  await block.getByLabel('Work email').fill(`nojs-home-${Date.now()}@operators.test`);
  await block.getByRole('button', { name: 'Subscribe Free' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.locator('#subscribe').getByRole('status')).toHaveText(
    'Almost there! Check your inbox and click the link to confirm your subscription.',
  );

  // Text in a link is never shown as the site's own message.
  await page.goto('/newsletter?outcome=Your%20account%20is%20suspended&error=Call%20us');
  await expect(page.getByText(/suspended|Call us/)).toHaveCount(0);
  await context.close();
});

test('without JavaScript the send-to-a-friend widget still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Send Newsletter to a Friend' });
  await widget.getByLabel("Colleague's email").fill(`colleague-${Date.now()}@operators.test`);
  await widget.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks! Your invitation is on its way.' })).toBeVisible();
  await context.close();
});

test('with JavaScript the send-to-a-friend widget answers in place with a toast', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Send Newsletter to a Friend' });
  await widget.getByLabel("Colleague's email").fill(`colleague-js-${Date.now()}@operators.test`);
  await widget.getByLabel('Personal note (optional)').fill('Worth a look.');
  await widget.getByRole('button', { name: 'Send invitation' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thanks! Your invitation is on its way.');
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(widget.getByLabel("Colleague's email")).toHaveValue('');
});

test('the admin newsletter screen and API refuse signed-out visitors and non-admins', async ({ page, request }) => {
  expect((await page.goto('/admin/newsletter'))?.status()).toBe(401);
  await expect(page.getByText('Access denied. Admin privileges required to view this page.')).toBeVisible();
  expect((await request.post('/api/v1/admin/newsletter/send')).status()).toBe(401);
  expect((await request.get('/api/v1/admin/newsletter/history')).status()).toBe(401);
  // The form action is gated too, not just the page.
  expect((await request.post('/admin/newsletter', { form: {} })).status()).toBeGreaterThanOrEqual(400);
});

test('a signed-in reader without the admin role is refused by the newsletter screen, its action and its API', async ({
  page,
}) => {
  await registerReader(page, `reader-${Date.now()}@operators.test`);

  expect((await page.goto('/admin/newsletter'))?.status()).toBe(403);
  await expect(page.getByText('Access denied. Admin privileges required to view this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Daily Newsletter Now' })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/admin/newsletter', { form: { intent: 'send' }, headers: { Origin: origin } })).status()).toBe(
    403,
  );
  expect((await page.request.post('/api/v1/admin/newsletter/send')).status()).toBe(403);
  expect((await page.request.get('/api/v1/admin/newsletter/history')).status()).toBe(403);
});
