import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { email: 'admin@e2e.wayfarer.test', password: 'Admin_e2e1' };

/**
 * The admin's session as Playwright storage state, written once per run by `e2e/auth.setup.ts`
 * (the `setup` project). Outside `test-results/e2e`, which Playwright empties; per port, so runs
 * beside each other (each with its own server) do not read each other's session.
 */
export const ADMIN_STATE = fileURLToPath(
  new URL(`../test-results/.auth/admin-${E2E_PORT}.json`, import.meta.url),
);
