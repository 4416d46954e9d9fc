// Totals the JSON reports of every suite into one "N passed, N failed" line (the last line CI prints).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
let skipped = 0;

const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

for (const name of ['vitest.json', 'vitest-pg.json']) {
  const report = read(name);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const pw = read('playwright.json');
if (pw) {
  const s = pw.stats;
  passed += s.expected;
  failed += s.unexpected + (s.flaky ?? 0) + (pw.errors?.length ?? 0);
  skipped += s.skipped;
  console.log(`playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky`);
} else {
  failed += 1;
  console.log('playwright: no report (the browser run did not complete)');
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
