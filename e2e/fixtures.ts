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

/**
 * Signs in through the API instead of the /login form, then opens `landing`, or where the form
 * would have gone (destinationAfterSignIn: the creator dashboard, the admin area, or the profile to
 * complete). For journeys about something else: the form itself is tested in auth.spec.ts and
 * accounts.spec.ts. The session goes into localStorage as the web app keeps it (spec 000 §3,
 * `persist:root`) before that page's scripts run, for that one navigation only: the journey can
 * sign out and in again as someone else.
 */
export async function signInAs(page: Page, email: string, password: string, landing?: string) {
  const res = await page.request.post('/v1/auth/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  const { user, tokens } = (await res.json()) as {
    user: { role: string; creatorId: string | null };
    tokens: unknown;
  };
  const stored = JSON.stringify({
    auth: JSON.stringify({ user, tokens, refreshPage: 0 }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  const script = await page.addInitScript(
    ({ value, site }) => {
      // The site's own pages only (not about:blank, not an embedded video's frame).
      if (location.origin === site) localStorage.setItem('persist:root', value);
    },
    { value: stored, site: new URL(res.url()).origin },
  );
  // apps/web/src/features/auth/utils/destinations.ts (destinationAfterSignIn).
  const destination = user.creatorId
    ? '/creator/dashboard'
    : user.role === 'ADMIN'
      ? '/admin'
      : '/creator/complete-profile';
  try {
    await page.goto(landing ?? destination);
  } finally {
    await script.dispose();
  }
}
