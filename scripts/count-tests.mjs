// Prints "N passed, M failed" over the Vitest and Playwright JSON reports given as arguments, then
// one line per failed test (file, title, the error's first line): the end of a CI log is often all
// that is kept of it, so the summary itself must say what failed.
// A report that is missing or unreadable counts as one failure, so a crashed runner cannot pass.
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
const failures = [];

function firstLine(message) {
  // Playwright's and Vitest's messages carry terminal colours.
  // eslint-disable-next-line no-control-regex -- the escape character is what is being removed
  const clean = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (clean.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}

function walkPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const result = t.results?.at(-1);
      if (result?.status === 'passed') passed++;
      else {
        failed++;
        const error = firstLine(result?.error?.message) || result?.status || 'not run';
        failures.push(`${spec.file} › ${spec.title}: ${error}`);
      }
    }
  }
  for (const child of suite.suites ?? []) walkPlaywright(child);
}

for (const file of process.argv.slice(2)) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`missing test report: ${file}`);
    failed++;
    failures.push(`${file}: missing or unreadable`);
    continue;
  }
  if (Array.isArray(report.testResults)) {
    for (const fileResult of report.testResults) {
      // A file that fails before its tests run (an import error) has no test results of its own.
      if (fileResult.status === 'failed' && !(fileResult.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failed++;
        failures.push(`${path.relative(process.cwd(), fileResult.name)}: ${firstLine(fileResult.message) || 'failed'}`);
      }
      for (const t of fileResult.assertionResults ?? []) {
        if (t.status === 'passed') passed++;
        else {
          failed++;
          const error = firstLine(t.failureMessages?.[0]) || t.status;
          failures.push(`${path.relative(process.cwd(), fileResult.name)} › ${t.fullName}: ${error}`);
        }
      }
    }
    if (report.numTotalTests === 0) {
      failed++;
      failures.push(`${file}: no tests ran`);
    }
  } else {
    for (const suite of report.suites ?? []) walkPlaywright(suite);
  }
}
console.log(`${passed} passed, ${failed} failed`);
for (const failure of failures) console.log(`  ✘ ${failure}`);
