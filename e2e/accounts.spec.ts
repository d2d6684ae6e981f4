import type { BrowserContext, Page } from '@playwright/test';
import { createCreator } from './api-helpers.ts';
import { expect as baseExpect, expectAccessible, PASSWORD, signIn, test, uniqueEmail } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

// Accounts people can trust. These journeys sign in several times and wait for the
// e-mail outbox, so they get more time than the default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function registered(context: BrowserContext, name = 'Devika Account') {
  const email = uniqueEmail('account');
  const res = await context.request.post('/v1/auth/register', { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return email;
}

/** The next GET /v1/user of this page answers 401 once, as an expired access token does. */
async function expireOnce(page: Page) {
  let isSpent = false;
  await page.route('**/v1/user', async (route) => {
    if (isSpent || route.request().method() !== 'GET') return route.fallback();
    isSpent = true;
    await route.fulfill({
      status: 401,
      json: { code: 401, error: 'UNAUTHENTICATED', message: 'Please authenticate' },
    });
  });
}

const accountHeading = (page: Page) => page.getByRole('heading', { name: 'Account', level: 1 });

test.describe('password reset', () => {
  test('forgot → reset from the e-mail in the outbox → sign in with the new password', async ({
    page,
    context,
  }) => {
    const email = await registered(context);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this address')).toBeVisible();

    const link = await linkFromOutbox(email, '/reset-password');
    await page.goto(link);
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('Fresh_pass1');
    await page.getByLabel('Repeat the new password').fill('Fresh_pass2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('Fresh_pass1');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login\?changed=1$/);
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expectAccessible(page);
    // The used link says so on load, with a way to a new one (no form to fill first).
    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Fresh_pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Authenticated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/complete-profile$/, { timeout: 30_000 });
  });

  test('a used or made-up link says it is invalid', async ({ page }) => {
    // Checked on load, before any password is typed.
    await page.goto('/reset-password?token=made-up-token');
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/verify-email?token=made-up-token');
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('e-mail verification', () => {
  test('a verification link opened again says the address is already verified', async ({ page, context }) => {
    const email = await registered(context, 'Devika Verified');
    const link = await linkFromOutbox(email, '/verify-email');
    await page.goto(link);
    await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
    // Not "invalid or expired" the second time.
    await page.goto(link);
    await expect(page.getByText('This e-mail address is already verified')).toBeVisible();
    await expect(page.getByText('This link is invalid or has expired')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('one session across tabs', () => {
  test('two pages renew in turn and at once, and both stay signed in', async ({ context }) => {
    const email = await registered(context);
    const first = await context.newPage();
    await signIn(first, email, PASSWORD);
    await expect(first).toHaveURL(/\/creator\/complete-profile$/);
    const second = await context.newPage();
    await second.goto('/account');
    await expect(accountHeading(second)).toBeVisible();

    const renewals: number[] = [];
    context.on('response', (res) => {
      if (res.url().endsWith('/v1/auth/refresh-tokens')) renewals.push(res.status());
    });
    // In turn: each page's access token "expires" once, one after the other. The heading shows the
    // stored user before the renewal answers, so each page's renewal is awaited before the next
    // page's turn: a navigation that follows too soon cancels the renewal still on its way (under
    // load CI saw one renewal in all), and the next page would adopt it instead of renewing.
    for (const page of [first, second]) {
      await expireOnce(page);
      const renewal = page.waitForResponse((res) => res.url().endsWith('/v1/auth/refresh-tokens'));
      await page.goto('/account');
      await expect(accountHeading(page)).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
      expect((await renewal).status()).toBe(200);
    }
    // At once: both renew together (the server answers the same successor to both).
    await Promise.all([expireOnce(first), expireOnce(second)]);
    await Promise.all([first.goto('/account'), second.goto('/account')]);
    for (const page of [first, second]) {
      await expect(accountHeading(page)).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
    }
    // One renewal each in turn, and at least one more at once: wait for the answers.
    await expect.poll(() => renewals.length).toBeGreaterThanOrEqual(3);
    expect(renewals.every((status) => status === 200)).toBe(true);
    // Still signed in afterwards, in both.
    await second.reload();
    await expect(accountHeading(second)).toBeVisible();
  });

  test('signing out in one page signs out the other', async ({ context }) => {
    const email = await registered(context);
    const first = await context.newPage();
    await signIn(first, email, PASSWORD);
    await expect(first).toHaveURL(/\/creator\/complete-profile$/);
    const second = await context.newPage();
    await second.goto('/account');
    await expect(accountHeading(second)).toBeVisible();

    await first.getByRole('button', { name: /Devika Account/ }).click();
    await first.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(first.getByRole('button', { name: /Devika Account/ })).toHaveCount(0);
    // The other page follows: signed out, its protected screen asks to sign in.
    await expect(second).toHaveURL(/\/login/);
    await expect(second.getByRole('button', { name: /Devika Account/ })).toHaveCount(0);
  });

  test('an ended session says so and comes back after signing in', async ({ page, context }) => {
    const email = await registered(context);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);
    // The session is ended on the server (as a password change elsewhere would do it).
    const stored = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
    const refreshToken = JSON.parse(JSON.parse(stored).auth).tokens.refresh.token as string;
    await context.request.post('/v1/auth/logout', { data: { refreshToken } });
    await expireOnce(page);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?expired=1&redirect=%2Faccount$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
  });
});

test.describe('account settings and the avatar menu', () => {
  test('Settings at 390 px with a 100-character name has no horizontal scroll', async ({ page, context }) => {
    const name = 'Aadhya Venkataraman Subramanian Krishnamurthy Iyer '.repeat(2).slice(0, 100).trim();
    const email = await registered(context, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);
    await page.goto('/account');
    await expect(accountHeading(page)).toBeVisible();
    // The full text stays available where it is cut short.
    await expect(page.locator('main').getByTitle(name, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('change password keeps this session; the avatar menu leads to Account', async ({ page, context }) => {
    const email = await registered(context);
    // The current user is read once per need, not over and over (a re-render loop re-mounts the menu).
    let userReads = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/user') userReads += 1;
    });
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);
    await page.getByRole('button', { name: /Devika Account/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(accountHeading(page)).toBeVisible();
    expect(userReads).toBeLessThanOrEqual(2);
    const form = page.getByRole('form', { name: 'Change password' });
    // A wrong current password is shown at its field, sent once, the session not renewed.
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/v1/auth/change-password' || path === '/v1/auth/refresh-tokens') sent.push(path);
    });
    await form.getByLabel('Current password').fill('Wrong_pass1');
    await form.getByLabel('New password').fill('Fresh_pass1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(sent).toEqual(['/v1/auth/change-password']);
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await page.reload();
    await expect(accountHeading(page)).toBeVisible();
  });

  test('deleting the account ends the session here and goes home', async ({ page, context }) => {
    const email = await registered(context, 'Devika Leaving');
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);
    await page.goto('/account');
    await expect(accountHeading(page)).toBeVisible();
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password').fill('Wrong_pass1');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);

    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Devika Leaving/ })).toHaveCount(0);
    // redux-persist writes on its own schedule: the stored session goes soon after, not at once.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''), { timeout: 3_000 })
      .not.toContain('Devika Leaving');
    const login = await context.request.post('/v1/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });

  test('a creator’s menu on a public page has Dashboard and My public profile', async ({ page, request }) => {
    const creator = await createCreator(request, 'Kabir Menu');
    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.goto('/about');
    const menu = page.getByRole('button', { name: /Kabir Menu/ });
    await expect(menu).toBeVisible();
    await expectAccessible(page);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'My public profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/@${creator.username}$`));
    await page.goto('/influencer');
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  });
});

test.describe('enquiry pop-up', () => {
  test.use({ enquiryAutoOpen: true });

  test('does not open while typing on /login, nor take the focus', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.click();
    await email.pressSequentially('typing@exam');
    await page.clock.runFor(30_000);
    await expect(page.getByRole('dialog', { name: 'Send Enquiry' })).toBeHidden();
    await expect(email).toBeFocused();
  });

  test('waits while a field on the page has focus, then opens without stealing it later', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pop-up's 12 s count from mount: the server-rendered page shows before it (see enquiry.spec).
    await expect.poll(() => page.evaluate(() => '__wayfarerHydrated' in window)).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
    const field = page.locator('input').first();
    await field.focus();
    await page.clock.runFor(13_000);
    await expect(dialog).toBeHidden();
    await field.blur();
    await page.clock.runFor(13_000);
    await expect(dialog).toBeVisible();
  });
});
