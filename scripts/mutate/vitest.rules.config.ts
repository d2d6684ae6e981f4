import { defineConfig } from 'vitest/config';

// Stryker's test run for packages/shared/src/rules (npm run mutate:rules): the shared unit tests only.
export default defineConfig({
  test: {
    root: 'packages/shared',
    include: ['src/**/*.test.ts'],
  },
});
