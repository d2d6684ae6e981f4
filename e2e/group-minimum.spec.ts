import { apiToken, bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// Issue 24, part A: a creator sets a date's minimum group size on the Availability tab; a
// traveller sees how many more it needs on the package page, at checkout and, after paying, on
// the booking page; the creator's departure board shows it with "Run anyway".

const needs = (n: number) => `Needs ${n} more travellers to confirm — full refund if it doesn't run`;

async function at390(page: import('@playwright/test').Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a creator sets a minimum; a traveller books and sees "Needs N more"', async ({
  page,
  request,
  browser,
}) => {
  const pkg = await createBookablePackage(request, 'Hampi Boulders');

  // The creator: a minimum of 6 on the date, the decision 10 days before travel.
  await signIn(page, pkg.creator.email, pkg.creator.password);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.goto(`/creator/dashboard/packages/edit/${pkg.id}?tab=availability`);
  await page.getByLabel('Min. travellers for Standard 1', { exact: true }).fill('6');
  await page.getByLabel('Decision day (days before travel)').fill('10');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expectAccessible(page);
  await at390(page, 'availability-minimum');
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  const stored = await (
    await request.get(`/v1/tours/${pkg.id}/availability`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
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
  await expect(async () => {
    if (!/\/package\/booking/.test(traveller.url())) {
      await panel.getByRole('button', { name: 'Book Now' }).click();
    }
    await expect(traveller).toHaveURL(/\/package\/booking/, { timeout: 2_000 });
  }).toPass();
  await expect(traveller.getByText(needs(6))).toBeVisible();
  await expectAccessible(traveller);

  // Two adults pay: the booking page says four more are needed.
  const bookingId = await bookAndPay(traveller, pkg, {
    name: 'Nisha Rao',
    email: 'nisha.minimum@example.com',
    paymentType: 'full',
  });
  await traveller.goto(`/booking/${bookingId}`);
  await expect(traveller.getByText(needs(4))).toBeVisible();
  await expectAccessible(traveller);
  await at390(traveller, 'booking-minimum');
  const read = await (await request.get(`/v1/bookings/booking/${bookingId}`)).json();
  expect(read).toMatchObject({ tripStatus: 'filling', travellersNeeded: 4 });
  await context.close();

  // The creator's departure board: the minimum, what it still needs, and "Run anyway".
  await page.goto(`/creator/dashboard/packages/${pkg.id}/departures`);
  const row = page.getByRole('row').filter({ hasText: 'Standard' });
  await expect(row.getByText('Min. 6')).toBeVisible();
  await expect(row.getByText(needs(4))).toBeVisible();
  await expect(row.getByRole('button', { name: /^Run anyway/ })).toBeVisible();
  await expectAccessible(page);
  await at390(page, 'board-minimum');
});
