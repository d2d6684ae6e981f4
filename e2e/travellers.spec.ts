import type { Page } from '@playwright/test';
import { createBookablePackage, keepManageKey, repriceDeparture, travellerHeaders } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, openAsAdmin, test, uniqueEmail } from './fixtures.ts';

// One traveller at a time (ADR 1370): a booking of two twin rooms for four (₹90,000, paid in
// full) 20 days before travel. The admin removes the fourth traveller from the booking detail: the
// confirmation shows the new total before anything changes — a twin and a single (₹70,000.50),
// plus 70 % of the ₹19,999.50 place the slab keeps (₹13,999.65): ₹84,000.15, so ₹5,999.85 back.

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390.png`, { fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('one traveller at a time', () => {
  test.slow();

  test('the admin removes one of four travellers and sees the refund', async ({ page, request }) => {
    const pkg = await createBookablePackage(request, 'Hampi Boulder Trails');
    await repriceDeparture(request, pkg, [
      { adult: 2, child: 0, price: 45000 },
      { adult: 1, child: 0, price: '25000.50' },
    ]);
    const res = await page.request.post('/v1/bookings', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        tourPackageId: pkg.id,
        departureId: pkg.departureId,
        travelDate: pkg.date,
        adults: [2, 2],
        child: [0, 0],
        name: 'Leela Group',
        email: uniqueEmail(),
        phone: '9876543210',
        paymentType: 'full',
        // Rs 90,000: once a journey has saved the site's GSTIN, invoices are issued and a consumer
        // invoice from Rs 50,000 carries the recipient's address and state (GST rule 46, ADR 1376).
        billingAddress: '14 Residency Road, Bengaluru 560025',
        stateCode: '29',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booking = await res.json();
    await page.goto(booking.data.instrumentResponse.redirectInfo.url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/booking\/payment-complete\//);
    await keepManageKey(page, booking.bookingId, booking.manageKey);
    const saved = await request.put(`/v1/bookings/${booking.bookingId}/travellers`, {
      headers: travellerHeaders(booking.manageKey),
      data: [
        { name: 'Leela Menon', age: 41, email: 'leela.menon@example.com' },
        { name: 'Arun Menon', age: 43 },
        { name: 'Divya Pillai', age: 29, phone: '9812345670' },
        { name: 'Sanjay Pillai', age: 31 },
      ],
    });
    expect(saved.status()).toBe(200);

    // Each traveller's own e-mail and phone on the manage page, checked by the spec's rules.
    await page.goto(`/booking/${booking.bookingId}`);
    await page.getByRole('button', { name: 'Edit travellers' }).click();
    await expect(page.getByLabel('E-mail of traveller 1')).toHaveValue('leela.menon@example.com');
    await page.getByLabel('Phone of traveller 2').fill('12345');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await screenshots(page, 'manage-travellers-contact');
    await page.getByLabel('Phone of traveller 2').fill('9812345671');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await expect(page.getByRole('button', { name: 'Edit travellers' })).toBeVisible();

    await openAsAdmin(page, `/admin/bookings/${booking.bookingId}`);
    const travellers = page.getByRole('region', { name: 'Travellers' });
    await expect(travellers.getByText('4. Sanjay Pillai')).toBeVisible();
    await expect(travellers.getByText('leela.menon@example.com')).toBeVisible();
    await screenshots(page, 'admin-booking-travellers');

    await travellers.getByRole('button', { name: 'Remove Sanjay Pillai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Sanjay Pillai' });
    await expect(dialog.getByText('Kept by the slab (70%', { exact: false })).toBeVisible();
    await expect(dialog.getByTestId('removal-refund')).toHaveText('₹5,999.85');
    await expect(dialog.getByText('₹84,000.15')).toBeVisible();
    await screenshots(page, 'remove-traveller-quote');
    await dialog.getByRole('button', { name: 'Remove traveller' }).click();
    await expect(dialog).toBeHidden();

    await expect(travellers.getByText('Sanjay Pillai', { exact: false }).first()).toBeVisible();
    await expect(travellers.getByText('4. Sanjay Pillai')).toHaveCount(0);
    await expect(travellers.getByText('3. Divya Pillai')).toBeVisible();
    await expect(travellers.getByText(/removed Sanjay Pillai/)).toBeVisible();
    await expect(page.getByText('₹5,999.85').first()).toBeVisible();
    await screenshots(page, 'admin-booking-traveller-removed');
  });
});
