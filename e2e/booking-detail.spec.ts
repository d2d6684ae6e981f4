import type { Page } from '@playwright/test';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookAndPay, createBookablePackage } from './api-helpers.ts';
import {
  expect,
  expectAccessible,
  keepScreenshot,
  openAsAdmin,
  signInAs,
  test,
  uniqueEmail,
} from './fixtures.ts';

// The operators' booking detail. One room for 2 adults, ₹45,000, paid by token
// (15% = ₹6,750.00, ₹38,250.00 pending). The admin opens it from the Bookings list, is refused an
// offline payment over what is pending (the typed values stay), records the bank transfer of
// exactly the rest and adds a note; the package's creator opens it from its own list.

function row(scope: Page | ReturnType<Page['locator']>, label: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390.png`, { fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('booking detail', () => {
  test.slow();

  test('admin records a bank transfer and a note; the creator opens its booking', async ({
    page,
    request,
  }) => {
    const pkg = await createBookablePackage(request, 'Wayanad Rain Trails');
    const bookingId = await bookAndPay(page, pkg, {
      name: 'Nila Offline',
      email: uniqueEmail(),
      paymentType: 'token',
    });
    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    const booking = await (await request.get(`/v1/bookings/booking/${bookingId}`)).json();
    const bookingNumber = booking.bookingNumber as string;

    // The admin finds it in the list and opens it by its number.
    await openAsAdmin(page, `/admin/bookings?search=${encodeURIComponent(bookingNumber)}`);
    await page.getByRole('link', { name: bookingNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { name: `Booking ${bookingNumber}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Nila Offline')).toBeVisible();
    await expect(row(page, 'Paid')).toHaveText('₹6,750.00');
    await expect(row(page, 'Pending')).toHaveText('₹38,250.00');
    await expect(page.getByText(/^Token payment · ₹6,750\.00$/)).toBeVisible();
    await expect(page.getByText(/Merchant transaction WF\d+T/)).toBeVisible();
    await screenshots(page, 'admin-booking-detail');

    // An amount over what is pending is refused by the server; what was typed stays.
    await page.getByRole('button', { name: 'Record offline payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an offline payment' });
    await dialog.getByLabel('Amount (₹)').fill('40000');
    await dialog.getByLabel('Method').selectOption('bank_transfer');
    await dialog.getByLabel('Reference').fill('UTR778899001122');
    await expect(dialog.getByLabel('Paid on')).toHaveValue(todayInIndia());
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByText('The amount cannot exceed what is pending')).toBeVisible();
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('40000');
    await expect(dialog.getByLabel('Reference')).toHaveValue('UTR778899001122');
    await expectAccessible(page);
    await keepScreenshot(page, 'offline-payment-refused.png');

    await dialog.getByLabel('Amount (₹)').fill('38250');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Paid')).toHaveText('₹45,000.00');
    await expect(row(page, 'Pending')).toHaveText('₹0.00');
    await expect(page.getByText(/^Offline payment · ₹38,250\.00$/)).toBeVisible();
    await expect(
      page.getByText(/Bank transfer on .*, reference UTR778899001122 · recorded by/),
    ).toBeVisible();
    // Nothing pending: no more offline payments offered.
    await expect(page.getByRole('button', { name: 'Record offline payment' })).toBeHidden();

    // A note, with its author.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Write a note')).toBeVisible();
    await page.getByLabel('Add a note').fill('Transfer seen in the HDFC statement; pickup at Kalpetta.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await expect(notes.getByText('Transfer seen in the HDFC statement; pickup at Kalpetta.')).toBeVisible();
    await expect(page.getByLabel('Add a note')).toHaveValue('');

    await page.getByRole('button', { name: 'Resend confirmation' }).click();
    await expect(page.getByText(/Confirmation sent again to/)).toBeVisible();
    await screenshots(page, 'admin-booking-detail-paid');

    // The creator opens the same booking from its own list: the note is there; no admin actions.
    await signOut(page);
    await signInAs(page, pkg.creator.email, pkg.creator.password, '/creator/dashboard/bookings');
    await page.getByRole('link', { name: bookingNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/creator/dashboard/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { name: `Booking ${bookingNumber}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Transfer seen in the HDFC statement; pickup at Kalpetta.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend confirmation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Record offline payment' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
    await screenshots(page, 'creator-booking-detail');

    // The admin cancels with ₹40,000 back: PhonePe returns its ₹6,750.00; the ₹33,250.00 paid by
    // bank transfer goes back offline and waits until the admin records it (ADR 952).
    await signOut(page);
    await openAsAdmin(page, `/admin/bookings/${bookingId}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${bookingNumber}?` });
    await cancel.getByLabel('Reason').fill('Monsoon landslide on the route.');
    await cancel.getByLabel('Refund override (₹)').fill('40000');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText(/^Refund via PhonePe · ₹6,750\.00/)).toBeVisible();
    await expect(refunds.getByText(/^Offline refund · ₹33,250\.00 · Pending$/)).toBeVisible();
    await refunds.getByRole('button', { name: 'Record refund' }).click();
    const record = page.getByRole('dialog', { name: 'Record an offline refund' });
    await record.getByRole('button', { name: 'Record refund' }).click();
    await expect(
      record.getByText('Enter the refund reference (UTR, receipt or transaction number)'),
    ).toBeVisible();
    await expectAccessible(page);
    await record.getByLabel('Reference').fill('NEFT HDFC0099887766');
    await record.getByRole('button', { name: 'Record refund' }).click();
    await expect(record).toBeHidden();
    await expect(refunds.getByText(/^Offline refund · ₹33,250\.00 · Completed$/)).toBeVisible();
    await expect(
      refunds.getByText(/Given back on .*, reference NEFT HDFC0099887766 · recorded by/),
    ).toBeVisible();
    await expect(refunds.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
    await screenshots(page, 'admin-booking-offline-refund');

    // The traveller's page lists it as given back offline.
    await page.goto(`/booking/${bookingId}`);
    const history = page.getByRole('list', { name: 'Payments and refunds' });
    await expect(history.getByText('Refund, given back offline')).toBeVisible();
  });
});
