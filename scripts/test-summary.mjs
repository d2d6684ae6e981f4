// Prints the closing lines of the whole `npm test` run: every failed test by file and name (with
// the first line of its error), then "Tests: N passed, N failed". CI keeps only the tail of the
// output, so the failures are named here, after everything else.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';

if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed outside any test (a hook, an import) has no failed assertion to name.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${name}: ${firstLine(file.message)}`);
  }
}

/** Playwright's report nests suites (file › describe › …) down to specs and their results. */
function playwrightFailures(suite, path) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const error = t.results?.at(-1)?.error?.message;
      failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, [...path, child.title]);
}

if (existsSync('test-results/playwright.json')) {
  const report = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  const s = report.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  for (const suite of report.suites ?? []) playwrightFailures(suite, [suite.title]);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours from messages.
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 400);
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ✘ ${plain(f)}`).join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
