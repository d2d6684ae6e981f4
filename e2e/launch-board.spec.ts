import { apiToken, bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// A creator opens a date's launch from its departure board: bookings opened at the first
// checkout, the seats sold in its first hour minute by minute, the minute it sold out, the waitlist.

test('the launch board of a sold-out date', async ({ page, request }, testInfo) => {
  const pkg = await createBookablePackage(request, 'Hampi Boulder Weekend');
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  const availability = await request.post(`/v1/tours/${pkg.id}/availability`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tourType: 'SpecificDays',
      tourDates: [{ date: pkg.date, tourPackageDepartureId: pkg.departureId, seats: 2 }],
    },
  });
  expect(availability.ok()).toBe(true);
  await bookAndPay(page, pkg, {
    name: 'Meera Nair',
    email: 'meera.launch@example.com',
    paymentType: 'token',
  });
  const joined = await request.post(`/v1/tours/${pkg.id}/waitlist`, {
    data: {
      name: 'Arjun Mehta',
      email: 'arjun.launch@example.com',
      phone: '9812345678',
      people: 2,
      date: pkg.date,
      departureId: pkg.departureId,
    },
  });
  expect(joined.status()).toBe(201);

  await signIn(page, pkg.creator.email, pkg.creator.password);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.goto(`/creator/dashboard/packages/${pkg.id}/departures`);
  await expect(page.getByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Standard' });
  await row.getByRole('link', { name: /^Launch of/ }).click();
  await expect(page).toHaveURL(new RegExp(`/creator/dashboard/packages/${pkg.id}/departures/launch\\?`));
  await expect(page.getByRole('heading', { name: /^Launch:/, level: 1 })).toBeVisible();
  await expect(page.getByText(/Bookings opened .* \(the first checkout\)/)).toBeVisible();
  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Seats').locator('dd')).toHaveText('2');
  await expect(figure('Sold in the first hour').locator('dd')).toHaveText('2');
  await expect(figure('Sold out').locator('dd')).toHaveText('In minute 1');
  await expect(figure('Waitlist').locator('dd')).toHaveText('1 waiting (2 people)');
  await expect(
    page.getByRole('img', { name: /Seats sold per minute in the first hour: 1 of 60 minutes/ }),
  ).toBeVisible();
  await page.getByText('Minute by minute').click();
  await expect(page.getByRole('table').getByRole('row')).toHaveText([/Minute\s*Seats/, /1\s*2/]);
  await expectAccessible(page);
  if (process.env.LAUNCH_SHOTS) {
    await page.screenshot({ path: `${process.env.LAUNCH_SHOTS}/launch-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.LAUNCH_SHOTS}/launch-390.png`, fullPage: true });
    await expectAccessible(page);
  }
  testInfo.annotations.push({ type: 'package', description: pkg.slug });
});
