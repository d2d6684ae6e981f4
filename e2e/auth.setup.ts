import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { ADMIN_STATE, E2E_ADMIN } from './env.ts';
import { persistedSession, SITE } from './fixtures.ts';

// The `setup` project (playwright.config.ts): the admin signs in once for the whole run and its
// session is stored as Playwright storage state; the journeys start from it (ADR 1383). The
// creators and travellers the journeys sign in as are made by each journey, so only the admin's
// session can be stored before the run.

setup('the admin signs in once for the run', async ({ request }) => {
  const res = await request.post('/v1/auth/login', { data: E2E_ADMIN });
  expect(res.status(), `sign-in of ${E2E_ADMIN.email}: ${await res.text()}`).toBe(200);
  const session = await res.json();
  // Every journey of the run shares this session, so the web app must never have to renew it: a
  // renewal rotates the refresh token, and the spent token presented again later by another
  // journey ends the session for all (ADR 002). The e2e server's access tokens live a day.
  const left = Date.parse(session.tokens.access.expires) - Date.now();
  expect(left, 'ACCESS_TOKEN_TTL_MINUTES of the e2e server (playwright.config.ts)').toBeGreaterThan(
    6 * 60 * 60_000,
  );
  const state = {
    cookies: [],
    origins: [{ origin: SITE, localStorage: [{ name: 'persist:root', value: persistedSession(session) }] }],
  };
  mkdirSync(dirname(ADMIN_STATE), { recursive: true });
  writeFileSync(ADMIN_STATE, JSON.stringify(state, null, 2));
});
