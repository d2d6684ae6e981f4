// Prints one closing line for the whole `npm test` run: "Tests: N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync('test-results/playwright.json')) {
  const s = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
