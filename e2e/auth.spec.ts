import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from './fixtures.ts';

test.describe('creator landing page: sign up and sign in', () => {
  test('a new creator signs up on /influencer and lands on complete-profile', async ({ page }) => {
    await page.goto('/influencer');
    await expect(page.getByRole('heading', { name: 'Shape Journeys, Inspire Travelers' })).toBeVisible();
    await expect(page.getByText('Join Our Network of Elite Travel Creators.')).toBeVisible();
    await expect(page.getByText('Already have an account? Sign in')).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('Meera Traveller');
    await form.getByLabel('Email').fill(uniqueEmail('creator'));
    await form.getByLabel('Password').fill(PASSWORD);
    await expect(form.getByLabel('Password')).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByText('Register successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);
    await expect(page.getByRole('heading', { name: 'Complete Profile' })).toBeVisible();
    await expectAccessible(page);
  });

  test('sign-up errors use the spec words', async ({ page }) => {
    await page.goto('/influencer');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('M');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('abc');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Enter Username')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters.')).toBeVisible();
  });

  test('a refused sign-up focuses the first field in error, and a corrected field loses its message as it is typed', async ({
    page,
  }) => {
    // ADR 1406: the public forms' own state keeps the form library's behaviour.
    await page.goto('/influencer');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('Meera Traveller');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('abc');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Enter Username')).toHaveCount(0);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill(uniqueEmail('refused'));
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(page).toHaveURL(/\/influencer$/);
  });

  test("a form whose schema's file fails to arrive says so, keeps what was typed, and validates on the next try", async ({
    page,
  }) => {
    // ADR 1392: the schema loads on the form's first focus; here its file cannot arrive (no connection).
    let isOffline = true;
    // Sonner's file too (lib/toast.ts loads it with the first toast): the toast is then said plainly.
    await page.route(/\/assets\/(resolvers|toaster)-[^/]+\.js$/, (route) =>
      isOffline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/influencer');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('M');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('#wayfarer-toast-fallback[role="status"]')).toHaveText(
      'Oops! Something went wrong',
    );
    await expect(form.getByLabel('Name')).toHaveValue('M');
    await expect(form.getByText('Enter Username')).toHaveCount(0);
    await expect(page).toHaveURL(/\/influencer$/);

    isOffline = false;
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Enter Username')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
  });

  test('a taken e-mail shows the server message', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    const res = await request.post('/v1/auth/register', {
      data: { name: 'First', email, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
    await page.goto('/influencer');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('Second');
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Email already taken')).toBeVisible();
    await expect(page).toHaveURL(/\/influencer$/);
  });

  test('the seeded admin signs in on /influencer and lands on /admin', async ({ page, admin }) => {
    await page.goto('/influencer');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('New User? Sign up')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(admin.email);
    await form.getByLabel('Password').fill(admin.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Authenticated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectAccessible(page);
  });

  test('wrong credentials on /login show an error and stay signed out', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in user sees the avatar menu and logout returns to /', async ({ page, request }) => {
    const email = uniqueEmail('logout');
    await request.post('/v1/auth/register', { data: { name: 'Kabir Nomad', email, password: PASSWORD } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);

    // The session survives a reload (local storage, key root: app/session-persistence.ts).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Complete Profile' })).toBeVisible();

    const stored = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
    const refreshToken = JSON.parse(JSON.parse(stored).auth).tokens.refresh.token as string;
    const serverLogout = page.waitForResponse((response) => response.url().endsWith('/v1/auth/logout'));
    await page.getByRole('button', { name: /Kabir Nomad/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Kabir Nomad/ })).toHaveCount(0);
    // redux-persist writes on its own schedule: the stored session goes soon after, not at once.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''), { timeout: 3_000 })
      .not.toContain('Kabir Nomad');
    // The server was told too, though the page did not wait for it: the refresh token no longer renews.
    expect((await serverLogout).ok()).toBe(true);
    const renewal = await request.post('/v1/auth/refresh-tokens', { data: { refreshToken } });
    expect(renewal.status()).toBe(401);

    // Signed out: the protected screen sends the visitor to sign in.
    await page.goto('/creator/complete-profile');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('logout ends the session on this device at once, however slow the server is', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('slow-logout');
    await request.post('/v1/auth/register', { data: { name: 'Ira Slowpath', email, password: PASSWORD } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);

    // The server's answer is held back until the end of the test.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/auth/logout', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /Ira Slowpath/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Ira Slowpath/ })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('persist:root') ?? ''), { timeout: 3_000 })
      .not.toContain('Ira Slowpath');
    // The request still on its way is not a failure to report.
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);

    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/auth/logout'));
    release();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
  });

  test('/login sends an already signed-in user to the redirect parameter', async ({ page, admin }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/login?redirect=/about');
    await expect(page).toHaveURL(/\/about$/);
  });
});
