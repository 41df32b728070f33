import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs scripts/count-tests.mjs on reports written to a scratch folder; returns its lines. */
function count(reports: Record<string, unknown>): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'count-tests-'));
  const files = Object.entries(reports).map(([name, report]) => {
    const file = path.join(folder, name);
    if (report !== undefined) fs.writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));
    return file;
  });
  try {
    return execFileSync('node', ['scripts/count-tests.mjs', ...files], { encoding: 'utf8', stdio: 'pipe' })
      .trimEnd()
      .split('\n');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const vitestReport = (assertionResults: object[], extra: object = {}) => ({
  numTotalTests: assertionResults.length,
  testResults: [{ name: path.resolve('server/feeds.test.ts'), status: 'passed', assertionResults, ...extra }],
});

const playwrightReport = (status: string, message?: string) => ({
  suites: [
    {
      specs: [
        {
          file: 'home.spec.ts',
          title: 'a reader opens the home page',
          tests: [{ results: [{ status, error: message ? { message } : undefined }] }],
        },
      ],
    },
  ],
});

describe('count-tests', () => {
  it('counts passes from both runners and says "0 failed" when all passed', () => {
    const lines = count({
      'vitest.json': vitestReport([
        { status: 'passed', fullName: 'a' },
        { status: 'passed', fullName: 'b' },
      ]),
      'e2e.json': playwrightReport('passed'),
    });
    expect(lines).toEqual(['3 passed, 0 failed']);
  });

  it('names each failed test with the first line of its error, without terminal colours', () => {
    const lines = count({
      'vitest.json': vitestReport([
        { status: 'passed', fullName: 'stores a feed' },
        {
          status: 'failed',
          fullName: 'feeds › refuses a private address',
          failureMessages: ['\nAssertionError: expected 200 to be 400\n    at x'],
        },
      ]),
      'e2e.json': playwrightReport('timedOut', '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\n\nmore'),
    });
    expect(lines).toEqual([
      '1 passed, 2 failed',
      '  ✘ server/feeds.test.ts › feeds › refuses a private address: AssertionError: expected 200 to be 400',
      '  ✘ home.spec.ts › a reader opens the home page: Test timeout of 30000ms exceeded.',
    ]);
  });

  it('counts a skipped test as failed, so a skip cannot hide a check', () => {
    const lines = count({ 'vitest.json': vitestReport([{ status: 'skipped', fullName: 'later' }]) });
    expect(lines[0]).toBe('0 passed, 1 failed');
  });

  it('counts a test file that failed to load, a missing report and an empty run as failures', () => {
    const lines = count({
      'vitest.json': vitestReport([], { status: 'failed', message: 'Failed to load url ./missing' }),
      'e2e.json': undefined,
    });
    expect(lines).toEqual([
      '0 passed, 3 failed',
      '  ✘ server/feeds.test.ts: Failed to load url ./missing',
      expect.stringMatching(/vitest\.json: no tests ran$/),
      expect.stringMatching(/e2e\.json: missing or unreadable$/),
    ]);
  });
});
