import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './e2e/env.ts';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

// The journeys run against the built app, started as `npm start` starts it, on a fresh DATA_DIR.
// Set in the environment, so the workers (which load this file again) see the same directory:
// journeys read the server's e-mail outbox there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wayfarer-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  // Not test-results/ itself: Playwright empties its outputDir, and the vitest report lives there.
  outputDir: 'test-results/e2e',
  // A journey signs in, books and runs axe on several pages: on a busy 2-core machine that can pass
  // 30 s without anything being wrong (each step still waits at most `expect.timeout`).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) on a developer's
    // machine, without the screencast: Chromium painted and encoded a frame of every change for
    // it, a quarter of the run's CPU (ADR 1390). CI prints only the failure and keeps no file, so
    // it records none.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's headless shell (docs/decisions/1225): the journeys' browser without the desktop
      // browser's GPU process, ~15 % less wall time for the same journeys on 2 cores.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // Signs the admin in once and stores the session (e2e/auth.setup.ts, ADR 1383).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    // E2E_SERVER and WEB_DIST: a private build, so several runs can work side by side.
    command: `node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.js'}`,
    // Ready, not just alive: the server listens before migrations and the seed have run (ADR 1305).
    url: `http://127.0.0.1:${E2E_PORT}/v1/ready`,
    reuseExistingServer: false,
    // The first start migrates and seeds the demo catalogue; on a busy 2-core machine that took
    // up to ~110 s, so wait longer than Playwright's default minute.
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // The journeys share one stored admin session (e2e/auth.setup.ts): its access token outlives
      // the run, so the web app never renews it and no journey spends a refresh token another
      // journey still holds (ADR 1383). The renewal itself is tested with a faked 401
      // (accounts.spec.ts).
      ACCESS_TOKEN_TTL_MINUTES: String(24 * 60),
      // The journeys that open a booking or a reset from its e-mail wait for the outbox to write it:
      // it is sent as soon as it is queued, and a retry comes every 250 ms instead of the default
      // ten seconds (the outbox itself is the same).
      EMAIL_OUTBOX_INTERVAL_MS: '250',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
