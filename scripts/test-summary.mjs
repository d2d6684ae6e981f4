// Prints the closing lines of the whole `npm test` run: every failed test by file and name (with
// the first line of its error), then "Tests: N passed, N failed". CI keeps only the tail of the
// output, so the failures are named here, after everything else.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const firstLine = (text = '') => text.split('\n').find((line) => line.trim()) ?? '';

/** Playwright's report nests suites (file › describe › …) down to specs and their results. */
function playwrightFailures(suite, path, failures) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const error = t.results?.at(-1)?.error?.message;
      failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, [...path, child.title], failures);
}

/**
 * The closing lines from Vitest's and Playwright's JSON reports (either may be missing). A test
 * file that failed outside any test (an import, a hook) runs none of its tests: it is named and
 * counted apart, so "0 failed" never stands beside a red run.
 */
export function summarise({ vitest, playwright }, cwd = process.cwd()) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let filesFailed = 0;
  const failures = [];
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
    for (const file of vitest.testResults ?? []) {
      const name = relative(cwd, file.name);
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (file.status === 'failed' && failedTests.length === 0) {
        filesFailed += 1;
        failures.push(`${name}: ${firstLine(file.message)}`);
      }
    }
  }
  if (playwright) {
    const s = playwright.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    for (const suite of playwright.suites ?? []) playwrightFailures(suite, [suite.title], failures);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours from messages.
  const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 400);
  const lines = [];
  if (failures.length > 0) lines.push(`Failed:\n${failures.map((f) => `  ✘ ${plain(f)}`).join('\n')}`);
  const files = filesFailed
    ? `; ${filesFailed} test file${filesFailed === 1 ? '' : 's'} failed before any test ran`
    : '';
  lines.push(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${files}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
  console.log(
    summarise({ vitest: read('test-results/vitest.json'), playwright: read('test-results/playwright.json') }),
  );
}
