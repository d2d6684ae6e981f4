import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_BALI_SLUG } from './demo.ts';
import { expect, expectAccessible, PASSWORD, signInAs, test, uniqueEmail } from './fixtures.ts';

// The public pages arrive rendered by the server and the browser hydrates them — with no
// console error (a hydration mismatch is one: React reports it with console.error) and no second
// fetch of the data the page was rendered with.

type PackageJson = { title: string; creator: { username: string } };

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const pkg = (await (await request.get(`/v1/tours/public/slug/${DEMO_BALI_SLUG}`)).json()) as PackageJson;
  return [
    '/',
    '/packages',
    '/packages?sort=price-asc',
    `/package/${DEMO_BALI_SLUG}`,
    '/destination/bali',
    '/creators',
    `/@${pkg.creator.username}`,
    '/about',
    '/privacy-policy',
    '/terms-and-conditions',
    '/cancellation-policy',
    '/search?query=bali',
    '/login',
    '/forgot-password',
    '/influencer',
  ];
}

/** Console errors and warnings, uncaught errors, and the API reads the page makes. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Reads only: the previous page's visit beacon (a POST sent as it is left) is no refetch.
    if (request.method() === 'GET' && url.pathname.startsWith('/v1/')) apiReads.push(url.pathname);
  });
  return { problems, apiReads };
}

/** React has hydrated once a header link navigates inside the same document. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Creators' }).click();
  await expect(page).toHaveURL(/\/creators$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

/** Holds the app's code back until the returned function is called: the page stays as the server sent it. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A new account's e-mail (the password is PASSWORD). */
async function registered(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail();
  const answer = await request.post('/v1/auth/register', { data: { name, email, password: PASSWORD } });
  expect(answer.ok()).toBe(true);
  return email;
}

test('each server-rendered page hydrates without console errors and without fetching its data again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of await publicPages(request)) {
    const { problems, apiReads } = watch(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain('id="wayfarer-ssr"');
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    // The settings, packages and profiles came with the page.
    expect(apiReads, path).toEqual([]);
    if (path === '/' || path === `/package/${DEMO_BALI_SLUG}`) await expectAccessible(page);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a server-rendered page is interactive after hydration', async ({ page }) => {
  const { problems } = watch(page);
  await page.goto(`/package/${DEMO_BALI_SLUG}`);
  await expectHydrated(page);
  expect(problems).toEqual([]);
});

test('the parts kept as the server wrote them stay, and their links navigate in the app', async ({
  page,
}) => {
  const { problems } = watch(page);
  await page.goto(`/package/${DEMO_BALI_SLUG}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (window as { __wayfarerHydrated?: boolean }).__wayfarerHydrated);
  // The itinerary, the hotels and the footer are not hydrated (ADR 1384): their nodes are the server's.
  const days = page.locator('#itinerary ol > li');
  const count = await days.count();
  expect(count).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  await page.locator('footer a[href="/privacy-policy"]').click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Rendered in the browser this time, the same parts.
  await page.goBack();
  await expect(days).toHaveCount(count);
  expect(problems).toEqual([]);
});

/** The computed `content-visibility` of each part laid out late (ADR 1396), and whether it was released. */
function deferredParts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.deferred-layout')].map((element) => ({
      visibility: getComputedStyle(element).getPropertyValue('content-visibility'),
      released: element.hasAttribute('data-laid-out'),
    })),
  );
}

for (const [path, count, last] of [
  ['/', 3, 'How booking works'],
  [`/package/${DEMO_BALI_SLUG}`, 4, 'Accommodation'],
] as const) {
  test(`the parts of ${path} below the first screen are laid out once it has started (ADR 1396)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { problems } = watch(page);
    await page.goto(path);
    await page.waitForFunction(() => (window as { __wayfarerHydrated?: boolean }).__wayfarerHydrated);
    // Home: the creators, the destinations, how booking works; a package: itinerary to hotels.
    await expect.poll(async () => (await deferredParts(page)).length).toBe(count);
    await expect
      .poll(() => deferredParts(page))
      .toEqual(Array.from({ length: count }, () => ({ visibility: 'visible', released: true })));
    await expect(page.getByRole('heading', { name: last, exact: true })).toBeAttached();
    expect(problems).toEqual([]);
  });
}

test.describe('on a phone whose JavaScript is slow', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on Book Now before hydration opens the booking sheet once the page hydrates', async ({
    page,
  }) => {
    const { problems } = watch(page);
    // The app's code waits until the traveller has tapped the server-rendered button.
    const release = await holdAppCode(page);
    await page.goto(`/package/${DEMO_BALI_SLUG}`, { waitUntil: 'commit' });
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeVisible();
    await bookNow.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: /^Book Bali Bliss/ })).toBeVisible();
    // One tap, one sheet.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('a long search query wraps on a phone instead of widening the page', async ({ page }) => {
    const query = `${'Rajasthan '.repeat(5)}${'x'.repeat(50)}`;
    await page.goto(`/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('xxxxxxxxxx');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a sign-in sent before hydration is held back, then signs in with what was typed', async ({
    page,
    request,
  }) => {
    const email = await registered(request, 'Kabir Early');
    const { problems } = watch(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    const release = await holdAppCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // The server's form, typed into and sent while the app's code is still on its way.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    // The head's script took the submit (and kept the page where it is).
    await page.waitForFunction(
      () => ((window as { __wayfarerEarlyClicks?: unknown[] }).__wayfarerEarlyClicks?.length ?? 0) > 0,
    );
    expect(page.url()).toMatch(/\/login$/);
    release();
    // A user without a creator profile is sent to complete it (spec 000 §4).
    await page.waitForURL(/\/creator\/complete-profile$/);
    // The browser never sent the form itself: no address carried the e-mail or the password.
    expect(documents.filter((url) => url.includes('?'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('My trips signed out arrives rendered, and a link asked for before hydration is sent once it hydrates (ADR 1393)', async ({
    page,
  }) => {
    const { problems, apiReads } = watch(page);
    const release = await holdAppCode(page);
    const response = await page.goto('/trips', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('id="wayfarer-ssr"');
    await page.getByLabel('E-mail address').fill('early.trips@example.com');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.waitForFunction(
      () => ((window as { __wayfarerEarlyClicks?: unknown[] }).__wayfarerEarlyClicks?.length ?? 0) > 0,
    );
    release();
    await expect(page.getByRole('status')).toHaveText(
      'Check your e-mail. If early.trips@example.com has bookings with us, a sign-in link is on its way. It works once, for 15 minutes.',
    );
    await expect(page).toHaveURL(/\/trips$/);
    // Its one read asks whether this browser has a session after all (it has not: 401, which the
    // browser reports on the console); no hydration mismatch or other error.
    expect(apiReads).toEqual(['/v1/trips']);
    expect(problems.filter((text) => !text.includes('401'))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the package page shows its title, price, itinerary and footer', async ({ page }) => {
    await page.goto(`/package/${DEMO_BALI_SLUG}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bali Bliss: 6 Days of Temples and Beaches' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByText(/All rights reserved/)).toBeAttached();
  });

  test('on the home page the parts below the first screen skip their layout on screen, not in print', async ({
    page,
  }) => {
    await page.goto('/');
    const parts = await deferredParts(page);
    expect(parts).toHaveLength(3);
    expect(parts.every((part) => part.visibility === 'auto' && !part.released)).toBe(true);
    await expect(page.getByRole('heading', { name: 'How booking works' })).toBeAttached();
    await page.emulateMedia({ media: 'print' });
    expect((await deferredParts(page)).map((part) => part.visibility)).toEqual([
      'visible',
      'visible',
      'visible',
    ]);
  });

  test('the home page search asks the server-rendered results page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search destinations, packages and creators' }).fill('Bali');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=Bali$/);
    await expect(page.getByRole('link', { name: /Bali Bliss/ }).first()).toBeVisible();
  });

  test('the sign-in form never puts what was typed into an address', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nojs@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    const sent = page.waitForRequest((request) => request.resourceType() === 'document');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('nojs');
    expect(request.url()).not.toContain(PASSWORD);
  });
});

test('a signed-in visitor gets the page rendered signed out, then their avatar menu', async ({
  page,
  request,
}) => {
  const email = await registered(request, 'Meera Hydrate');
  await signInAs(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');

  const { problems } = watch(page);
  const response = await page.goto(`/package/${DEMO_BALI_SLUG}`);
  expect(await response?.text()).not.toContain('Meera Hydrate');
  await expect(page.getByRole('button', { name: /Meera Hydrate/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  // The creator landing page's join card, rendered signed out, greets them once it has hydrated.
  await page.goto('/influencer');
  await expect(page.getByText('Welcome back, Meera Hydrate')).toBeVisible();

  // The sign-in page, rendered signed out, sends them on once it has hydrated (spec 000 §2).
  await page.goto('/login?redirect=/about');
  await page.waitForURL(/\/about$/);
  expect(problems).toEqual([]);
});
