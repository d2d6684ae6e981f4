import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the shared rules and of the web's pure functions (Node, no rendering),
// repository-wide checks (scripts/*.test.ts), and API tests through inject() against a real
// database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (scripts/test.sh sets it
// when a local server answers). Each API test file gets its own database, so files run in parallel.
// The Playwright specs under e2e/ are kept out of vitest's include on purpose.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver, LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files share no state through the
    // modules; importing the API's module graph once per worker instead of once per file saves
    // most of the suite's import time.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which leaves a core idle while a file waits on
    // its database; two keep both busy (the API files are mostly database round trips).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // Repository-wide checks: the lint boundaries bite on planted breaches (scripts/*.test.ts).
      // One file at a time: boundaries.test.ts plants files in the real tree, which
      // graph-check.test.ts's run over the real tree must not see half-written or vanishing.
      { test: { name: 'repo', root: 'scripts', include: ['*.test.ts'], fileParallelism: false } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
      apiProject('api', 'pglite'),
      ...(withPostgres ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
});
