import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';

/** Every page a journey visits is checked with axe-core: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe-core violations on ${page.url()}`).toEqual([]);
}

let counter = 0;
export function uniqueEmail(prefix = 'traveller') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = 'Wander_1ust';

export const test = base.extend<{ admin: typeof E2E_ADMIN }>({
  admin: async ({}, use) => {
    await use(E2E_ADMIN);
  },
});

export { expect };
