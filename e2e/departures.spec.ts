import { readFile } from 'node:fs/promises';
import { apiToken, bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, signInAs, test } from './fixtures.ts';

// A creator opens its departure board and downloads a date's manifest; a sold-out
// date takes a waitlist entry from the package page.

test('departure board, manifest and waitlist on a sold-out date', async ({ page, request, browser }) => {
  const pkg = await createBookablePackage(request, 'Spiti Valley Loop');
  // Two seats on the date; one paid booking of two sells it out.
  const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
  const availability = await request.post(`/v1/tours/${pkg.id}/availability`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      tourType: 'SpecificDays',
      tourDates: [{ date: pkg.date, tourPackageDepartureId: pkg.departureId, seats: 2 }],
    },
  });
  expect(availability.ok()).toBe(true);
  await bookAndPay(page, pkg, { name: 'Meera Nair', email: 'meera.board@example.com', paymentType: 'token' });

  await signInAs(page, pkg.creator.email, pkg.creator.password, '/creator/dashboard/packages');
  await page
    .getByRole('link', { name: `Departures of ${pkg.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/creator/dashboard/packages/${pkg.id}/departures$`));
  await expect(page.getByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Standard' });
  // Date, Seats 2, Held 0, Confirmed 2, Left 0, Waitlist 0, Bookings 1, Minimum none.
  await expect(row.getByRole('cell')).toHaveText([
    '2',
    '0',
    '2',
    '0',
    '0',
    '1',
    'No minimum',
    /Manifest CSV/,
  ]);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Manifest CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`manifest-${pkg.date}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Booking number,Lead traveller,Phone,E-mail,Traveller name,Age,Gender,Room,Paid (INR),Pending (INR),Emergency contact,Dietary needs,Medical notes,Passport number,Nationality,Passport expiry',
  );
  expect(csv).toContain('Meera Nair (2 people)');

  await row.getByRole('link', { name: /Printable manifest/ }).click();
  await expect(page.getByRole('heading', { name: /^Manifest:/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Meera Nair (2 people)' })).toBeVisible();
  await expectAccessible(page);

  // A traveller finds the date sold out and joins the waitlist.
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('sent', 'true'));
  const traveller = await context.newPage();
  await traveller.goto(`/package/${pkg.slug}`);
  // Pressed until the hydrated page answers it (a press before hydration does nothing).
  const dates = traveller.getByRole('dialog', { name: 'Pick Travel Date' });
  await expect(async () => {
    if (!(await dates.isVisible())) {
      await traveller.getByRole('complementary').getByRole('button', { name: 'Book Now' }).click();
    }
    await expect(dates).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dates.getByText('No upcoming date available')).toBeVisible();
  await traveller.getByRole('button', { name: /Join the waitlist for/ }).click();
  const dialog = traveller.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByLabel('Name').fill('Arjun Mehta');
  await dialog.getByLabel('Email').fill('arjun.waits@example.com');
  await dialog.getByLabel('Phone').fill('9812345678');
  await dialog.getByLabel('People').fill('2');
  await expectAccessible(traveller);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/You are on the waitlist/);

  await context.close();

  const waitlist = await request.get(`/v1/tours/${pkg.id}/waitlist`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { entries } = await waitlist.json();
  expect(entries).toEqual([
    expect.objectContaining({ email: 'arjun.waits@example.com', people: 2, date: pkg.date }),
  ]);
});
