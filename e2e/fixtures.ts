import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { ADMIN_STATE, E2E_ADMIN, E2E_PORT } from './env.ts';

/** The site the journeys open (playwright.config.ts, baseURL). */
export const SITE = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end. A toast sliding in
 * is half transparent for 400 ms, and axe measures the contrast of what it sees at that moment.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    // Two frames: a transition that a just-mounted element starts begins on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * axe-core's minified build: the rules AxeBuilder's default (the unminified source) carries, in
 * 40 % of the bytes the page compiles at every check.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SERIOUS = new Set(['serious', 'critical']);
type AxeCheckRef = string | { id: string };
type AxeAudit = {
  rules: { id: string; impact?: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
};

/**
 * The rules that cannot report a serious or critical violation, read off axe-core's own metadata:
 * a violation's impact is the highest of its failing checks' impacts (or the rule's, where the rule
 * sets one), so a rule whose impact and every check's impact are minor or moderate can only
 * report what expectAccessible ignores. They are not run (the landmark and region rules walk the
 * whole page). Should axe-core stop exposing its metadata, every rule runs, as before.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: AxeAudit })._audit;
  if (!audit) return [];
  const impactOf = (check: AxeCheckRef) =>
    audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
  return audit.rules
    .filter((rule) => {
      if (rule.impact && SERIOUS.has(rule.impact)) return false;
      const impacts = [...rule.any, ...rule.all, ...rule.none].map(impactOf);
      return impacts.every((impact) => impact !== undefined && !SERIOUS.has(impact));
    })
    .map((rule) => rule.id);
}
const AXE_OPTIONS = {
  // Only the violations come back in full (the passes' nodes are not serialised for nothing).
  resultTypes: ['violations' as const],
  rules: Object.fromEntries(rulesBelowSerious().map((id) => [id, { enabled: false }])),
};

/** Every page a journey visits is checked with axe-core: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(AXE_OPTIONS);
  // A page without frames (every page the journeys check): axe.run in the page itself, instead of
  // axe.runPartial there and axe.finishRun in a new tab that compiles axe again (half the time of
  // a check). A page with a frame keeps AxeBuilder's default, which checks cross-origin frames too.
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe-core violations on ${page.url()}`).toEqual([]);
}

/**
 * A picture of the page in the journey's output folder (test-results/e2e/…), for whoever runs the
 * journeys to look at what they built. CI keeps no file (playwright.config.ts), so there it takes
 * none: a run took over a hundred, most of them whole pages, each captured and PNG-encoded.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.CI) return;
  await page.screenshot({ path: base.info().outputPath(name), ...options });
}

let counter = 0;
export function uniqueEmail(prefix = 'traveller') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = 'Wander_1ust';

type Fixtures = { admin: typeof E2E_ADMIN; enquiryAutoOpen: boolean; sharedSessionCheck: undefined };

/** The annotation a journey gets when it works with the run's one admin session (ADMIN_STATE). */
const SHARED_ADMIN_SESSION = 'shared-admin-session';

/** The renewals of the stored admin session the running journey's browsers asked for. */
let adminRenewals: string[] = [];

function watchAdminRenewals(context: BrowserContext) {
  context.on('request', (request) => {
    if (!request.url().endsWith('/v1/auth/refresh-tokens') || !existsSync(ADMIN_STATE)) return;
    if (request.postData()?.includes(storedAdminSession().tokens.refresh.token)) {
      adminRenewals.push(request.frame().url());
    }
  });
}

export const test = base.extend<Fixtures>({
  admin: E2E_ADMIN,
  // The enquiry dialog opens by itself after 12 s; journeys about other things mark it as sent
  // so it never covers what they click. The enquiry journeys turn this off.
  enquiryAutoOpen: [false, { option: true }],
  page: async ({ page, enquiryAutoOpen }, use) => {
    if (!enquiryAutoOpen) await page.addInitScript(() => localStorage.setItem('sent', 'true'));
    watchAdminRenewals(page.context());
    await use(page);
  },
  // Every journey that started from the stored admin session (ADR 1383) leaves it as it found
  // it: one that signed it out on the server would end it for every journey of the run, and so
  // would one that made the web app renew it (the refresh token rotates) once another journey
  // renews with the spent token after the grace window. This names the journey that did it.
  sharedSessionCheck: [
    async ({ storageState, playwright, baseURL }, use, testInfo) => {
      adminRenewals = [];
      await use(undefined);
      const used =
        storageState === ADMIN_STATE || testInfo.annotations.some((a) => a.type === SHARED_ADMIN_SESSION);
      if (!used) return;
      expect(
        adminRenewals,
        'the web app renewed the stored admin session (ADMIN_STATE) on these pages: a journey that expects ' +
          'a 401 or 403 as the admin signs in with signInAs for a session of its own',
      ).toEqual([]);
      const api = await playwright.request.newContext({ baseURL });
      try {
        const res = await api.get('/v1/user', {
          headers: { authorization: `Bearer ${storedAdminSession().tokens.access.token}` },
        });
        expect(
          res.status(),
          'the stored admin session (ADMIN_STATE) ended during this journey: it must not sign the admin out ' +
            'on the server nor make the web app renew the session; use signInAs for a session of its own',
        ).toBe(200);
      } finally {
        await api.dispose();
      }
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the /login form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type SignedIn = {
  user: { role: string; creatorId: string | null };
  tokens: { access: { token: string; expires: string }; refresh: { token: string; expires: string } };
};

/** The value the web app keeps its session under in localStorage (spec 000 §3, `persist:root`). */
export function persistedSession({ user, tokens }: SignedIn): string {
  return JSON.stringify({
    auth: JSON.stringify({ user, tokens, refreshPage: 0 }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/**
 * Puts a session into the site's localStorage before the scripts of the next page run, for that
 * one navigation only (the journey can sign out and in again as someone else), then opens
 * `landing`, or where the /login form would have gone (destinationAfterSignIn: the creator
 * dashboard, the admin area, or the profile to complete).
 */
async function openWithSession(page: Page, session: SignedIn, landing?: string) {
  const script = await page.addInitScript(
    ({ value, site }) => {
      // The site's own pages only (not about:blank, not an embedded video's frame).
      if (location.origin === site) localStorage.setItem('persist:root', value);
    },
    { value: persistedSession(session), site: SITE },
  );
  // apps/web/src/features/auth/utils/destinations.ts (destinationAfterSignIn).
  const { user } = session;
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

/**
 * Signs in through the API instead of the /login form, then opens `landing` (openWithSession).
 * For journeys about something else, as someone the journey made: the form itself is tested in
 * auth.spec.ts and accounts.spec.ts, and the admin's session is stored once (openAsAdmin).
 */
export async function signInAs(page: Page, email: string, password: string, landing?: string) {
  const res = await page.request.post('/v1/auth/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  await openWithSession(page, (await res.json()) as SignedIn, landing);
}

let adminSession: SignedIn | undefined;

/** The admin's session as `e2e/auth.setup.ts` stored it for the run (Playwright storage state). */
export function storedAdminSession(): SignedIn {
  if (adminSession) return adminSession;
  const state = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const value = state.origins
    .flatMap((o) => o.localStorage)
    .find((item) => item.name === 'persist:root')?.value;
  if (!value) throw new Error(`no session in ${ADMIN_STATE}: the setup project writes it`);
  adminSession = JSON.parse(JSON.parse(value).auth) as SignedIn;
  return adminSession;
}

function markSharedAdminSession() {
  test.info().annotations.push({ type: SHARED_ADMIN_SESSION, description: ADMIN_STATE });
}

/**
 * Opens `landing` (the admin area by default) signed in as the admin with the run's stored
 * session, with no sign-in: for a journey that turns to the admin part-way, on the same page.
 * A journey that is the admin's from its start uses `test.use({ storageState: ADMIN_STATE })`.
 */
export async function openAsAdmin(page: Page, landing?: string) {
  markSharedAdminSession();
  await openWithSession(page, storedAdminSession(), landing);
}

/** A browser of the admin's own, signed in with the run's stored session (the enquiry pop-up marked as sent). */
export async function adminBrowserPage(browser: Browser): Promise<Page> {
  markSharedAdminSession();
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  watchAdminRenewals(context);
  await context.addInitScript(() => localStorage.setItem('sent', 'true'));
  return context.newPage();
}
