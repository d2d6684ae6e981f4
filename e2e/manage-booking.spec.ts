import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { apiToken, bookAndPay, createBookablePackage } from './api-helpers.ts';
import {
  expect,
  expectAccessible,
  keepScreenshot,
  openAsAdmin,
  signInAs,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

// The traveller's /booking/{id} page — pay the balance on the PhonePe emulator, enter
// the travellers, ask to cancel — and the admin's Cancel with the policy's quote and a refund
// that completes through the emulator. One room for 2 adults, ₹45,000, travel 20 days ahead:
// token 15% = ₹6,750.00, balance ₹38,250.00, due at once (travel − 30 days is already past);
// cancelling today deducts 70% (15–29 days, ADR 903) = ₹31,500.00.

type BookablePackage = Awaited<ReturnType<typeof createBookablePackage>>;

/** "03 Feb 2027" from YYYY-MM-DD. */
const tourDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function row(page: Page, label: string | RegExp) {
  const text =
    typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label;
  return page.locator('dt', { hasText: text }).locator('xpath=following-sibling::dd[1]');
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

test.describe('manage booking', () => {
  // Each journey pays on the emulator two or three times, signs in twice and runs axe on about ten
  // pages: on a busy 2-core machine that passes the default minute without anything being wrong.
  test.slow();
  let pkg: BookablePackage;

  test.beforeAll(async ({ request }) => {
    pkg = await createBookablePackage(request, 'Munnar Tea Hills');
  });

  test('token booking → manage page → travellers (a refused save keeps them) → balance paid → receipt', async ({
    page,
  }) => {
    const email = uniqueEmail();
    const bookingId = await bookAndPay(page, pkg, { name: 'Meera Balance', email, paymentType: 'token' });

    // The result page: the balance due date (at once) and the way to the manage page.
    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    await expect(row(page, 'Pending amount')).toHaveText('₹38,250.00');
    await expect(row(page, 'Balance due by')).toHaveText(tourDate(todayInIndia()));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Manage your booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}$`));

    // What was booked, paid and owed.
    await expect(page.getByRole('heading', { name: pkg.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the package' })).toHaveAttribute(
      'href',
      `/package/${pkg.slug}`,
    );
    await expect(row(page, 'Departure')).toHaveText('Standard');
    await expect(row(page, 'Travel date')).toHaveText(tourDate(pkg.date));
    await expect(row(page, 'Travellers')).toHaveText('2 people');
    await expect(page.getByRole('list', { name: 'Rooms and items' })).toContainText('Room 1: 2 adults');
    await expect(page.getByRole('main').getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(row(page, 'Paid')).toHaveText('₹6,750.00');
    await expect(row(page, 'Pending')).toHaveText('₹38,250.00');
    await expect(row(page, 'Balance due by')).toHaveText(tourDate(todayInIndia()));
    const history = page.getByRole('list', { name: 'Payments and refunds' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Token payment');
    await expect(history).toContainText('₹6,750.00');
    await expect(history).toContainText('Paid');
    // The policy today, said plainly: a token-only booking gets nothing back.
    await expect(page.getByText('Cancelling today (20 days before travel) deducts 70%')).toBeVisible();
    await expect(row(page, 'You would get back')).toHaveText('₹0.00');
    await expect(page.getByText('Nothing would be refunded')).toBeVisible();
    await screenshots(page, 'manage-token');

    // Travellers: exactly 2 rows; a refused save keeps what was typed.
    await page.getByRole('button', { name: 'Enter travellers' }).click();
    await expect(page.getByRole('group', { name: /^Traveller \d$/ })).toHaveCount(2);
    const longName = `Aparna ${'Venkataraman '.repeat(8)}`.slice(0, 100);
    expect(longName).toHaveLength(100);
    await page.getByLabel('Full name of traveller 1').fill(longName);
    await page.getByLabel('Age of traveller 1').fill('34');
    await page.getByLabel('Gender of traveller 1').selectOption('female');
    await page.getByLabel('ID type of traveller 1').selectOption('aadhaar');
    await page.getByLabel('ID number of traveller 1').fill('123456789012');
    await page.getByLabel('Full name of traveller 2').fill('Ravi Iyer');
    await page.getByLabel('Age of traveller 2').fill('130');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    const second = page.getByRole('group', { name: 'Traveller 2' });
    await expect(second.getByText('Age must be a whole number from 0 to 120')).toBeVisible();
    await expect(page.getByLabel('Full name of traveller 1')).toHaveValue(longName);
    await expect(page.getByLabel('ID number of traveller 1')).toHaveValue('123456789012');
    await expect(page.getByLabel('Full name of traveller 2')).toHaveValue('Ravi Iyer');
    await screenshots(page, 'manage-travellers-refused');

    await page.getByLabel('Age of traveller 2').fill('36');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    const travellers = page.getByRole('list', { name: 'Traveller list' });
    await expect(travellers.getByRole('listitem')).toHaveCount(2);
    await expect(travellers.getByRole('listitem').first()).toContainText(`1. ${longName}`);
    await expect(travellers.getByRole('listitem').first()).toContainText(
      '34 yrs · Female · Aadhaar XXXXXXXX9012',
    );
    await expect(travellers.getByRole('listitem').last()).toContainText('2. Ravi Iyer');
    await expect(page.getByRole('button', { name: 'Edit travellers' })).toBeEnabled();
    await screenshots(page, 'manage-travellers');

    // Pay the balance on the sandbox; back on the same page, it shows paid.
    await page.getByRole('button', { name: 'Pay ₹38,250.00' }).click();
    await page.waitForURL(/\/sandbox\/phonepe\//);
    await expect(page.getByText('₹38,250.00')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(new RegExp(`/booking/${bookingId}$`));
    await expect(row(page, 'Paid')).toHaveText('₹45,000.00', { timeout: 15_000 });
    await expect(row(page, 'Pending')).toHaveText('₹0.00');
    await expect(page.getByText('Fully paid. Thank you!')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeHidden();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText('Balance payment');
    await expect(history.getByRole('listitem').last()).toContainText('₹38,250.00');
    await expect(history.getByRole('listitem').last()).toContainText('Paid');
    // Fully paid 20 days before travel: ₹45,000 − ₹31,500 comes back.
    await expect(row(page, 'You would get back')).toHaveText('₹13,500.00');
    await screenshots(page, 'manage-paid');

    // The receipt: a PDF download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download receipt' }).click();
    const download = await downloading;
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const receipt = await page.request.get(`/v1/bookings/${bookingId}/receipt`);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toContain('application/pdf');

    // Editing a name keeps the saved ID number the page only ever shows masked.
    await page.getByRole('button', { name: 'Edit travellers' }).click();
    await expect(page.getByText('Saved as XXXXXXXX9012; leave empty to keep it.')).toBeVisible();
    await page.getByLabel('Full name of traveller 2').fill('Ravi S. Iyer');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await expect(travellers.getByRole('listitem').last()).toContainText('2. Ravi S. Iyer');
    await expect(travellers.getByRole('listitem').first()).toContainText('Aadhaar XXXXXXXX9012');
  });

  test('the traveller asks to cancel; the admin cancels with the quote; the refund completes', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    const bookingId = await bookAndPay(page, pkg, {
      name: 'Meera Cancels',
      email,
      paymentType: 'full',
    });
    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    const bookingNumber = (await row(page, 'Booking number').textContent()) ?? '';
    await page.goto(`/booking/${bookingId}`);
    await expect(row(page, 'Paid')).toHaveText('₹45,000.00');
    await expect(row(page, 'You would get back')).toHaveText('₹13,500.00');

    // Ask to cancel: the dialog says what happens and the amount; "Keep my booking" sends nothing.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/cancellation-request')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Ask to cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask to cancel this booking' });
    await expect(dialog).toContainText(
      'Cancel this booking? ₹13,500.00 will be refunded to your original payment method once the operator confirms the cancellation',
    );
    await dialog.getByLabel('Reason').fill('Not sure yet.');
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([]);
    await expect(page.getByRole('main').getByText('Confirmed', { exact: true })).toBeVisible();

    // A reason is needed; the dialog shows the quote.
    await page.getByRole('button', { name: 'Ask to cancel' }).click();
    await dialog.getByLabel('Reason').fill('');
    await expect(dialog.getByText('Cancelling today (20 days before travel) deducts 70%')).toBeVisible();
    await expect(dialog.locator('dd').last()).toHaveText('₹13,500.00');
    await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Reason').fill('A family wedding moved to the same week.');
    await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^You asked to cancel on .*The operator will confirm/)).toBeVisible();
    await expect(page.getByRole('main').getByText('Cancellation requested', { exact: true })).toBeVisible();
    await expect(page.getByText('Your reason: A family wedding moved to the same week.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask to cancel' })).toBeHidden();
    await screenshots(page, 'manage-cancellation-requested');

    // The creator sees the request, read-only; the server refuses a creator's cancel.
    await signInAs(
      page,
      pkg.creator.email,
      pkg.creator.password,
      '/creator/dashboard/bookings?bookingStatus=CANCELLATION_REQUESTED',
    );
    const creatorRow = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(creatorRow).toContainText('Cancellation requested');
    await expect(creatorRow.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expectAccessible(page);
    const creatorToken = await apiToken(request, pkg.creator.email, pkg.creator.password);
    const refused = await request.post(`/v1/bookings/${bookingId}/cancel`, {
      headers: { authorization: `Bearer ${creatorToken}` },
      data: { reason: 'Not mine to cancel' },
    });
    expect(refused.status()).toBe(403);
    await signOut(page);

    // The admin filters the cancellation requests and cancels with an override.
    await openAsAdmin(page, '/admin/bookings');
    await page.getByLabel('Filter by booking status').selectOption('CANCELLATION_REQUESTED');
    await expect(page).toHaveURL(/bookingStatus=CANCELLATION_REQUESTED/);
    const adminRow = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(adminRow).toContainText('Cancellation requested');
    await expectAccessible(page);
    await adminRow.getByRole('button', { name: `Cancel booking ${bookingNumber}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${bookingNumber}?` });
    await expect(row(page, 'Days before travel')).toHaveText('20');
    await expect(row(page, 'Deduction (70%)')).toHaveText('₹31,500.00');
    await expect(row(page, 'Refund by the policy')).toHaveText('₹13,500.00');
    await expect(cancel.getByText('A family wedding moved to the same week.')).toBeVisible();
    await cancel.getByLabel('Refund override (₹)').fill('45000.01');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel.getByText('Please give a reason')).toBeVisible();
    await expect(cancel.getByText('Enter an amount from ₹0 to ₹45,000.00')).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'admin-cancel-dialog.png');
    await cancel.getByLabel('Reason').fill('Traveller asked; wedding clash.');
    await cancel.getByLabel('Refund override (₹)').fill('14000');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    // The filtered list no longer holds it; the unfiltered one shows it Cancelled, no action left.
    await page.getByLabel('Filter by booking status').selectOption('');
    const cancelledRow = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(cancelledRow).toContainText('Cancelled');
    await expect(cancelledRow.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await keepScreenshot(page, 'admin-bookings.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'admin-bookings-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signOut(page);

    // The traveller's page: cancelled, the refund goes through the emulator to Refunded. This
    // browser no longer holds the traveller's key: the booking shows, the traveller's actions do
    // not (ADR 1302); the e-mail's link brings the key back, and leaves the address bar.
    await page.goto(`/booking/${bookingId}`);
    await expect(
      page.getByText('To change this booking, open it from the link in your confirmation e-mail.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter travellers' })).toHaveCount(0);
    await page.goto(await linkFromOutbox(email, `/booking/${bookingId}`, 'key'));
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}$`));
    await expect(page.getByText(/^This booking was cancelled on /)).toBeVisible();
    await expect(page.getByText('Refund: ₹14,000.00', { exact: false })).toBeVisible();
    const history = page.getByRole('list', { name: 'Payments and refunds' });
    const refund = history.getByRole('listitem').filter({ hasText: 'Refund' });
    await expect(refund).toContainText('₹14,000.00');
    // The page polls while a refund is pending; the reconciler follows it to COMPLETED.
    await expect(refund).toContainText('Refunded', { timeout: 60_000 });
    await expect(page.getByText('refunded to your original payment method')).toBeVisible();
    await expect(row(page, 'Refunded')).toHaveText('₹14,000.00');
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ask to cancel' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enter travellers' })).toBeDisabled();
    await screenshots(page, 'manage-cancelled');

    // The payment result page no longer says the payment was received.
    await page.goto(`/booking/payment-complete/${bookingId}`);
    await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
    await expect(page.getByText('Refunded: ₹14,000.00.', { exact: false })).toBeVisible();
    await expect(page.getByText('Your payment was received')).toBeHidden();
    await expectAccessible(page);
  });
});
