// @ts-check
// Mutation testing of the booking core and the booking, refund, commission and seat-hold services:
// `npm run mutate:services`. Not part of npm test. Slow (each mutant re-runs the API tests that
// cover it against PGlite): scope a run with `-m <file>` (e.g.
// `MUTATE_TESTS=src/modules/earnings/earnings-hooks.test.ts npm run mutate:services -- -m apps/api/src/modules/earnings/earnings-hooks.ts`).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutate/vitest.services.config.ts' },
  mutate: [
    'apps/api/src/modules/bookings/checkout/bookings.service.ts',
    'apps/api/src/modules/bookings/checkout/booking-pricing.ts',
    'apps/api/src/modules/bookings/checkout/seat-holds.repository.ts',
    'apps/api/src/modules/bookings/payments/payment-state.ts',
    'apps/api/src/modules/bookings/refunds/booking-cancellation.service.ts',
    'apps/api/src/modules/bookings/refunds/booking-refund-retry.service.ts',
    'apps/api/src/modules/bookings/refunds/refund-state.ts',
    'apps/api/src/modules/earnings/earnings-hooks.ts',
    // The booking core: its transitions, and the services built on it this round.
    'apps/api/src/modules/bookings/core/transitions.ts',
    'apps/api/src/modules/bookings/manage/traveller-changes.service.ts',
    'apps/api/src/modules/bookings/payments/booking-balance.service.ts',
    'apps/api/src/modules/bookings/admin-create/admin-bookings.service.ts',
  ],
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // A module-level constant's mutant re-runs every covering test file from its setup: hours here.
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  ignorePatterns: [
    'apps/web/src',
    'e2e',
    'docs',
    'reports',
    '.stryker-tmp',
    'playwright-report',
    'test-results',
    'data',
  ],
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/services.json' },
  tempDirName: '.stryker-tmp',
  thresholds: { high: 85, low: 75, break: null },
  timeoutMS: 60_000,
  // The first run of the API tests under a busy machine takes minutes.
  dryRunTimeoutMinutes: 30,
};
