import { apiToken, bookAndPay, createBookablePackage, daysFromNow } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, openAsAdmin, signInAs, test } from './fixtures.ts';

// A creator sets a date's minimum group size on the Availability tab; a
// traveller sees how many more it needs on the package page, at checkout and, after paying, on
// the booking page; the creator's departure board shows it with "Run anyway".

const needs = (n: number) => `Needs ${n} more travellers to confirm — full refund if it doesn't run`;

/** Screenshots at 1280 and 390 px (looked at by hand); nothing wider than the phone. */
async function at390(page: import('@playwright/test').Page, name: string) {
  await keepScreenshot(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390.png`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a creator sets a minimum; a traveller books and sees "Needs N more"', async ({
  page,
  request,
  browser,
}) => {
  // Three people's pages, two bookings and axe on seven screens: longer than one journey's minute
  // when the machine is busy.
  test.slow();
  const pkg = await createBookablePackage(request, 'Hampi Boulders');
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  const auth = { authorization: `Bearer ${token}` };
  // A second, later date without a minimum: the traveller picks between the two.
  const later = daysFromNow(30);
  const two = await request.post(`/v1/tours/${pkg.id}/availability`, {
    headers: auth,
    data: {
      tourType: 'SpecificDays',
      tourDates: [pkg.date, later].map((date) => ({ date, tourPackageDepartureId: pkg.departureId })),
    },
  });
  expect(two.ok()).toBe(true);

  // The creator: a minimum of 6 on the date, the decision 10 days before travel.
  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/edit/${pkg.id}?tab=availability`,
  );
  await page.getByLabel('Min. travellers for Standard 1', { exact: true }).fill('6');
  await page.getByLabel('Decision day (days before travel)').fill('10');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expectAccessible(page);
  await at390(page, 'availability-minimum');
  const stored = await (await request.get(`/v1/tours/${pkg.id}/availability`, { headers: auth })).json();
  expect(stored.decisionDaysBefore).toBe(10);
  expect(stored.TourDate[0]).toMatchObject({ minTravellers: 6, confirmed: false });

  // The traveller: the package page and checkout say how many more the date needs.
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('sent', 'true'));
  const traveller = await context.newPage();
  await traveller.goto(`/package/${pkg.slug}`);
  const panel = traveller.getByRole('complementary');
  await expect(panel.getByText(needs(6))).toBeVisible();
  await expectAccessible(traveller);
  await at390(traveller, 'package-minimum');
  // The date dialog: the line under the date with a minimum, none under the other.
  const dialog = traveller.getByRole('dialog', { name: 'Pick Travel Date' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await panel.getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const options = dialog.getByRole('list', { name: 'Available dates' }).getByRole('listitem');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText(needs(6));
  await expect(options.last()).not.toContainText('Needs');
  await expectAccessible(traveller);
  await options.first().getByRole('button').click();
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(traveller).toHaveURL(/\/package\/booking/);
  // Checkout's summary (once the package page has gone) says the same.
  await expect(traveller.getByText(needs(6))).toHaveCount(1);
  await expect(traveller.getByText(needs(6))).toBeVisible();
  await expectAccessible(traveller);

  // Two adults pay: the booking page says four more are needed.
  const bookingId = await bookAndPay(traveller, pkg, {
    name: 'Nisha Rao',
    email: 'nisha.minimum@example.com',
    paymentType: 'full',
  });
  // ADR 1304: paid, but the trip is not confirmed yet: never "Confirmed" beside "Needs 4 more".
  await expect(traveller.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(traveller.getByText('Booked — trip not yet confirmed', { exact: true })).toBeVisible();
  await traveller.goto(`/booking/${bookingId}`);
  await expect(traveller.getByText(needs(4))).toBeVisible();
  const main = traveller.getByRole('main');
  await expect(main.getByText('Booked — trip not yet confirmed', { exact: true })).toBeVisible();
  await expect(main.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expectAccessible(traveller);
  await at390(traveller, 'booking-minimum');
  const read = await (await request.get(`/v1/bookings/booking/${bookingId}`)).json();
  expect(read).toMatchObject({ tripStatus: 'filling', travellersNeeded: 4 });
  await context.close();

  // The creator's departure board: the minimum, what it still needs, and "Run anyway".
  await page.goto(`/creator/dashboard/packages/${pkg.id}/departures`);
  const row = page.getByRole('row').filter({ hasText: 'Min. 6' });
  await expect(row.getByText('Min. 6')).toBeVisible();
  await expect(row.getByText(needs(4))).toBeVisible();
  await expect(row.getByRole('button', { name: /^Run anyway/ })).toBeVisible();
  await expectAccessible(page);
  await at390(page, 'board-minimum');

  // Run anyway: confirmed, and the traveller's booking says so.
  await row.getByRole('button', { name: /^Run anyway/ }).click();
  const runAnyway = page.getByRole('dialog', { name: /anyway\?$/ });
  await expectAccessible(page);
  await runAnyway.getByRole('button', { name: 'Run anyway' }).click();
  await expect(row.getByText('Confirmed departure')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Run anyway/ })).toHaveCount(0);
  const after = await (await request.get(`/v1/bookings/booking/${bookingId}`)).json();
  expect(after).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
  // Now the booking page says "Confirmed".
  await page.goto(`/booking/${bookingId}`);
  await expect(page.getByRole('main').getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Booked — trip not yet confirmed')).toHaveCount(0);
});

test('a date below its minimum on its decision day is At risk on the board and the admin dashboard', async ({
  page,
  request,
}) => {
  const pkg = await createBookablePackage(request, 'Chembra Peak');
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  // A minimum of 8 and the default decision day (45 days before): 20 days out, it is decision time.
  const saved = await request.post(`/v1/tours/${pkg.id}/availability`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tourType: 'SpecificDays',
      tourDates: [{ date: pkg.date, tourPackageDepartureId: pkg.departureId, minTravellers: 8 }],
    },
  });
  expect(saved.ok()).toBe(true);
  await bookAndPay(page, pkg, { name: 'Ravi Menon', email: 'ravi.atrisk@example.com', paymentType: 'token' });

  await openAsAdmin(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const atRisk = page.getByRole('region', { name: /^At risk:/ });
  const item = atRisk.getByRole('listitem').filter({ hasText: pkg.title });
  await expect(item).toContainText('2 of 8 paid');
  await expect(item).toContainText(needs(6));
  await expectAccessible(page);
  await at390(page, 'admin-dashboard-at-risk');

  await item.getByRole('link', { name: /^Decide/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/packages/${pkg.id}/departures$`));
  const row = page.getByRole('row').filter({ hasText: 'Min. 8' });
  await expect(row.getByText('At risk', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Run anyway/ })).toBeVisible();
  await expectAccessible(page);
  await at390(page, 'board-at-risk');
});
