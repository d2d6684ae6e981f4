import { defineConfig } from 'vitest/config';

// Stryker's test run for the booking, refund, commission and seat-hold services
// (npm run mutate:services): the API test files that exercise them, on PGlite. MUTATE_TESTS (a
// comma-separated list of globs under apps/api) narrows a scoped run to the files that matter.
const scoped = process.env.MUTATE_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    root: 'apps/api',
    include: scoped ?? [
      'src/modules/bookings/checkout/*.test.ts',
      'src/modules/bookings/payments/*.test.ts',
      'src/modules/bookings/refunds/*.test.ts',
      'src/modules/earnings/earnings-hooks.test.ts',
      'src/modules/bookings/core/earnings-lifecycle.test.ts',
      // The referral share's accruals and reversals (earnings-hooks.ts).
      'src/modules/bookings/core/referral-share.test.ts',
      // The core's transitions and seams, and the services built on the core.
      'src/modules/bookings/core/transitions.test.ts',
      'src/modules/bookings/core/booking-core-seams.test.ts',
      'src/modules/bookings/manage/traveller-changes*.test.ts',
      'src/modules/bookings/admin-create/admin-bookings*.test.ts',
    ],
    env: { TEST_DB_DRIVER: 'pglite', LOG_LEVEL: 'silent' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
