import type { Page } from '@playwright/test';
import { bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, keepScreenshot, openAsAdmin, signInAs, test } from './fixtures.ts';

// Every screen fits a 390 px phone (and the admin tables a 1280 px screen, actions
// included) with 100-character names and 60-character e-mails.

const longName = (seed: string) =>
  `${seed} ${'Venkatanarasimharajuvaripeta '.repeat(4)}`.slice(0, 100).trim();
const longEmail = () => `${'verylongaddress.'.repeat(3)}${Date.now().toString(36)}@example.com`.slice(-60);

/** Neither the page nor the app shell's scrolling main is wider than the window. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, [role="heading"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const widths = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('main'))].map((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    })),
  );
  const width = page.viewportSize()?.width ?? 0;
  const name = `${path
    .split('?')[0]!
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 60)}-${width}.png`;
  await keepScreenshot(page, name, { fullPage: true });
  // Names the deepest elements that reach past the window's right edge, to say what overflows.
  const culprits = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = (el: Element) => el.getBoundingClientRect().right > width + 1;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => past(el) && !Array.from(el.children).some(past))
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
  });
  for (const w of widths)
    expect
      .soft(w.scroll, `${path} is ${w.scroll}px wide in ${w.client}px: ${culprits.join(' ')}`)
      .toBeLessThanOrEqual(w.client);
}

test('every screen fits 390 px with long names and e-mails', async ({ page, request }) => {
  test.setTimeout(240_000);
  const pkg = await createBookablePackage(request, longName('Title').slice(0, 90), longName('Creator'));
  const bookingId = await bookAndPay(page, pkg, {
    name: longName('Traveller'),
    email: longEmail(),
    paymentType: 'token',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const manifest = `departures/manifest?date=${pkg.date}&departureId=${pkg.departureId}`;
  for (const path of [
    '/',
    '/packages',
    `/package/${pkg.slug}`,
    `/${pkg.creator.username}`,
    `/booking/${bookingId}`,
    `/booking/payment-complete/${bookingId}`,
    // The reset page checks its link on load.
    '/reset-password?token=made-up-token',
  ])
    await expectFits(page, path);

  await signInAs(page, pkg.creator.email, pkg.creator.password);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  const creator = '/creator/dashboard';
  for (const path of [
    creator,
    `${creator}/packages`,
    `${creator}/packages/edit/${pkg.id}`,
    `${creator}/packages/${pkg.id}/departures`,
    `${creator}/packages/${pkg.id}/${manifest}`,
    `${creator}/queries`,
    `${creator}/bookings`,
    `${creator}/bookings/${bookingId}`,
    `${creator}/earnings`,
    `${creator}/settings`,
    '/account',
  ])
    await expectFits(page, path);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openAsAdmin(page);
  await expect(page).toHaveURL(/\/admin/);
  const areas = [
    '/admin/dashboard',
    '/admin/packages',
    `/admin/packages/edit/${pkg.id}`,
    `/admin/packages/${pkg.id}/departures`,
    `/admin/packages/${pkg.id}/${manifest}`,
    '/admin/queries',
    '/admin/bookings',
    `/admin/bookings/${bookingId}`,
    '/admin/coupons',
    '/admin/payouts',
    '/admin/creators',
    // The admin Reviews screen.
    '/admin/reviews',
    '/admin/settings',
    '/admin/destination',
    '/admin/place',
    '/admin/category',
  ];
  for (const path of areas) await expectFits(page, path);
  // On a 1280 px screen the admin tables show every column, their actions included.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of areas) {
    await expectFits(page, path);
    const tables = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table')).map((t) => {
        const box = t.parentElement as HTMLElement;
        const heads = Array.from(t.querySelectorAll('th')).map(
          (th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`,
        );
        return { scroll: box.scrollWidth, client: box.clientWidth, heads: heads.join(', ') };
      }),
    );
    for (const t of tables)
      expect
        .soft(t.scroll, `a table on ${path} is ${t.scroll}px in ${t.client}px (${t.heads})`)
        .toBeLessThanOrEqual(t.client);
  }
});
