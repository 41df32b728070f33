import { expect, test as setup } from '@playwright/test';
import { runOperatorCommand } from './support-cli';

setup('fill the journal from the local fixture feeds', async ({ request }) => {
  const summary = runOperatorCommand('feeds:refresh');
  expect(summary).toMatch(/Refreshed 7 feeds in \d+ ms: \d+ new articles.*; 1 feed failed\./);
  expect(summary).toMatch(/assistedlivingtoday\s+404\s+FAILED HTTP 404/);
  const response = await request.get('/api/v1/articles?limit=1');
  const body = (await response.json()) as { isFallback: boolean; total: number };
  expect(body.isFallback).toBe(false);
  // 14 stories: McKnight's retelling of the Welltower deal is merged into Senior Housing News' report.
  expect(body.total).toBeGreaterThanOrEqual(14);
});
