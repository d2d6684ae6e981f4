// @ts-check
// Mutation testing of the shared rules: `npm run mutate:rules`. Not part of npm test.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutate/vitest.rules.config.ts' },
  mutate: ['packages/shared/src/rules/**/*.ts', '!packages/shared/src/rules/**/*.test.ts'],
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // A module-level constant's mutant re-runs every test file: hours here. Left out, as in the
  // services run; Stryker prints how many.
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  ignorePatterns: ['apps', 'e2e', 'docs', 'reports', '.stryker-tmp', 'playwright-report', 'test-results'],
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/rules.json' },
  tempDirName: '.stryker-tmp',
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10_000,
};
