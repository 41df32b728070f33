import { expect, expectNoSeriousA11yViolations, saveScreenshot, test, useTheme, WIDTHS } from './support';

test('the footer leads to the API reference, which lists every endpoint of the OpenAPI document', async ({ page, request }) => {
  const document = (await (await request.get('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  await page.goto('/newsletter');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  const listed = page.getByRole('navigation', { name: 'Endpoints' }).getByRole('link');
  await expect(listed).toHaveText(operations);
  // The articles endpoint shows the parameters its validator checks.
  const articles = page.getByRole('region', { name: 'GET /articles' });
  await expect(articles.getByRole('table', { name: 'Parameters' }).getByRole('row')).toHaveCount(8);
  await expect(articles).toContainText('integer, 1 to 100, default 20');
});

for (const [device, width] of Object.entries(WIDTHS)) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the API reference at ${width}px in ${theme} mode passes axe`, async ({ page }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `api-docs-${width}-${theme}`);
    });
  }
}
