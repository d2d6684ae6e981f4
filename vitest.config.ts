import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the shared rules and of the web's pure functions (Node, no rendering),
// repository-wide checks (scripts/*.test.ts), and API tests through inject() against a real
// database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (scripts/test.sh sets it
// when a local server answers). Each API test file gets its own database, so files run in parallel.
// The Playwright specs under e2e/ are kept out of vitest's include on purpose.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** scripts/*.test.ts that plant no file and read nothing under apps/api (see the 'repo' project). */
const repoPureFiles = [
  'cn.test.ts',
  'bench-support.test.ts',
  'cpu-profile.test.ts',
  'fleet-support.test.ts',
  'launch-order.test.ts',
  'lighthouse-blocking.test.ts',
  'lighthouse-trace.test.ts',
  'test-summary.test.ts',
];

/**
 * The API test files that run the same whatever the database: they open none (no test app, no
 * database, no spawned server, no helper that makes one), or only a PGlite of their own (the
 * snapshot's). They run in the PGlite project only; running them again on PostgreSQL proves
 * nothing more.
 */
function apiFilesWithoutTheDriver(): string[] {
  const opensTheDriver =
    /createTestApp|createTestDatabase|createSecondApp|TEST_DB_DRIVER|TEST_DATABASE_URL|spawned-server|from '[./]*(test\/)?support\/|helpers\.ts'/;
  const root = fileURLToPath(new URL('./apps/api/', import.meta.url));
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => !opensTheDriver.test(readFileSync(join(root, file), 'utf8'))),
  );
}

const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: driver === 'pg' ? apiFilesWithoutTheDriver() : [],
    env: { TEST_DB_DRIVER: driver, LOG_LEVEL: 'silent' },
    // Names the run's PostgreSQL databases and drops what its workers left (test/pg-databases.ts).
    globalSetup: driver === 'pg' ? ['test/pg-databases.ts'] : [],
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
      // The shared rules and the web's pure functions: no file changes anything global that it
      // does not put back (the two that stub globals restore them in afterEach), so the files share
      // one module graph per worker instead of importing it again each (docs/decisions/1345).
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], isolate: false } },
      // Repository-wide checks: the lint boundaries bite on planted breaches (scripts/*.test.ts).
      // One file at a time: boundaries.test.ts plants files in the real tree, which the files that
      // read the real tree (graph-check, docs-check, booking-core-writes) must not see half-written
      // or vanishing.
      {
        test: {
          name: 'repo',
          root: 'scripts',
          include: ['*.test.ts'],
          exclude: [...repoPureFiles],
          fileParallelism: false,
        },
      },
      // The scripts' checks that plant nothing and read no part of the tree boundaries.test.ts plants
      // in (cn.test.ts reads apps/web/src only): in parallel with everything else.
      { test: { name: 'scripts', root: 'scripts', include: [...repoPureFiles] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite-*.test.ts'],
          isolate: false,
        },
      },
      apiProject('api', 'pglite'),
      ...(withPostgres ? [apiProject('api-pg', 'pg')] : []),
    ],
  },
});
