// Prints "N passed, M failed" over the Vitest and Playwright JSON reports given as arguments.
// A report that is missing or unreadable counts as one failure, so a crashed runner cannot pass.
import fs from 'node:fs';

let passed = 0;
let failed = 0;

function walkPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const status = t.results?.at(-1)?.status;
      if (status === 'passed') passed++;
      else failed++;
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
    continue;
  }
  if (Array.isArray(report.testResults)) {
    for (const fileResult of report.testResults) {
      for (const t of fileResult.assertionResults ?? []) {
        if (t.status === 'passed') passed++;
        else failed++;
      }
    }
    if (report.numTotalTests === 0) failed++;
  } else {
    for (const suite of report.suites ?? []) walkPlaywright(suite);
  }
}
console.log(`${passed} passed, ${failed} failed`);
