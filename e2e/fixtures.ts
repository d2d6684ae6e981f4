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

type Fixtures = { admin: typeof E2E_ADMIN; enquiryAutoOpen: boolean };

export const test = base.extend<Fixtures>({
  admin: E2E_ADMIN,
  // The enquiry dialog opens by itself after 12 s; journeys about other things mark it as sent
  // so it never covers what they click. The enquiry journeys turn this off.
  enquiryAutoOpen: [false, { option: true }],
  page: async ({ page, enquiryAutoOpen }, use) => {
    if (!enquiryAutoOpen) await page.addInitScript(() => localStorage.setItem('sent', 'true'));
    await use(page);
  },
});

export { expect };

/** Signs in through the /login form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
