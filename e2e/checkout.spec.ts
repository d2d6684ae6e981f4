import type { Page } from '@playwright/test';
import { formatRupees } from '@wayfarer/shared/rules/money';
import { apiToken, createBookablePackage, createCoupon, repriceDeparture } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures.ts';

// Checkout -> the PhonePe emulator -> the payment result, and the creator's Bookings screen.
// Rooms 2 adults (₹45,000) + 2 adults 1 child (₹52,500.50) = ₹97,500.50; token 15% = ₹14,625.08.

type BookablePackage = Awaited<ReturnType<typeof createBookablePackage>>;

const checkoutUrl = (pkg: BookablePackage) =>
  `/package/booking?${new URLSearchParams({
    tour: pkg.id,
    departure: pkg.departureId,
    date: pkg.date,
    adults: '2,2',
    child: '0,1',
  })}`;

/** "03 Feb 2027" from YYYY-MM-DD. */
const tourDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function fillContact(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('meera.traveller@example.com');
  await page.getByLabel('Phone').fill('9876543210');
}

/** Pay on checkout, then press one of the emulator's buttons; answers the new booking's number. */
async function payOnEmulator(page: Page, button: 'Pay' | 'Decline' | 'Leave pending') {
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/sandbox\/phonepe\//);
  await expectAccessible(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const booking = await page.request.get(`/v1/bookings/booking/${bookingId}`);
  return ((await booking.json()) as { bookingNumber: string }).bookingNumber;
}

function confirmationRow(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('checkout and payment', () => {
  let pkg: BookablePackage;

  test.beforeAll(async ({ request }) => {
    pkg = await createBookablePackage(request);
  });

  test('token payment: checkout shows each room, errors after a first submit, Tour Confirmation', async ({
    page,
  }) => {
    await page.goto(checkoutUrl(pkg));
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByText(pkg.title)).toBeVisible();
    await expect(page.getByText(tourDate(pkg.date))).toBeVisible();
    const selection = page.getByRole('list', { name: 'Your selection' });
    await expect(selection.getByText('Room 1: 2 adults')).toBeVisible();
    await expect(selection.getByText('₹45,000.00')).toBeVisible();
    await expect(selection.getByText('Room 2: 2 adults, 1 child')).toBeVisible();
    await expect(selection.getByText('₹52,500.50')).toBeVisible();
    await expect(page.getByLabel('Token amount (15%)')).toBeChecked();
    await expectAccessible(page);

    // spec 001 §5: errors appear after the first submit and are re-checked on each edit.
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await page.getByLabel('Name').fill('Meera');
    await expect(page.getByText('Name is required')).toBeHidden();
    await expectAccessible(page);

    await fillContact(page, 'Meera Token');
    await expect(page.getByRole('button', { name: 'Pay ₹14,625.08' })).toBeVisible();
    await payOnEmulator(page, 'Pay');

    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    await expect(confirmationRow(page, 'Name')).toHaveText('Meera Token');
    await expect(confirmationRow(page, 'Tour date')).toHaveText(tourDate(pkg.date));
    await expect(confirmationRow(page, 'Package cost')).toHaveText('₹97,500.50');
    await expect(confirmationRow(page, 'Discount')).toHaveText('₹0.00');
    await expect(confirmationRow(page, 'Total cost')).toHaveText('₹97,500.50');
    await expect(confirmationRow(page, 'Paid amount')).toHaveText('₹14,625.08');
    await expect(confirmationRow(page, 'Pending amount')).toHaveText('₹82,875.42');
    await expectAccessible(page);
  });

  test('full payment with a coupon: an invalid code refused, a valid one applied; the creator sees it', async ({
    page,
    request,
    admin,
  }) => {
    const code = `SAVE${Date.now().toString(36).toUpperCase()}`;
    await createCoupon(request, admin, { code, kind: 'fixed', value: 500, tourPackageId: pkg.id });

    await page.goto(checkoutUrl(pkg));
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon')).toBeVisible();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
    await expect(page.getByText('Invalid coupon')).toBeHidden();
    await page.getByLabel('Full payment').check();
    await expect(page.getByLabel('Full payment')).toBeChecked();
    await expectAccessible(page);

    await fillContact(page, 'Meera Full');
    await expect(page.getByRole('button', { name: 'Pay ₹97,000.50' })).toBeVisible();
    await payOnEmulator(page, 'Pay');

    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    const bookingNumber = (await confirmationRow(page, 'Booking number').textContent()) ?? '';
    await expect(confirmationRow(page, 'Package cost')).toHaveText('₹97,500.50');
    await expect(confirmationRow(page, 'Discount')).toHaveText('₹500.00');
    await expect(confirmationRow(page, 'Total cost')).toHaveText('₹97,000.50');
    await expect(confirmationRow(page, 'Paid amount')).toHaveText('₹97,000.50');
    await expect(confirmationRow(page, 'Pending amount')).toHaveText('₹0.00');
    await expectAccessible(page);

    // The booking shows in the package creator's Bookings screen.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, pkg.creator.email, pkg.creator.password, '/creator/dashboard/bookings');
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row).toContainText('Meera Full');
    await expect(row).toContainText('₹97,000.50');
    await expect(row).toContainText('Paid');
    await expectAccessible(page);

    // The dashboard counts the sale: Recent Sales lists it and the 12 months chart it (this
    // month: at least this booking, booked and collected for ₹97,000.50; the worker's other
    // journeys may have paid for the same package too).
    await page.goto('/creator/dashboard');
    await expect(page.getByText('Meera Full')).toBeVisible();
    // The money cards (ADR 979) show the server's figures for this creator's packages (other
    // journeys of this file book the same package, so the API is the reference, not a constant).
    const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
    const figures = await (
      await request.post('/v1/creators/dashboard', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(figures.grossBooked).toBeGreaterThanOrEqual(97_000.5);
    expect(figures.collected).toBeGreaterThanOrEqual(97_000.5);
    const money = page.getByRole('region', { name: 'Your bookings’ money' });
    for (const [card, key] of [
      ['Gross booked', 'grossBooked'],
      ['Collected', 'collected'],
      ['Outstanding', 'outstanding'],
      ['Refunds', 'refunds'],
    ] as const) {
      await expect(money.getByRole('heading', { name: card }).locator('xpath=..')).toContainText(
        formatRupees(figures[key]),
      );
    }
    await page.getByText('Figures by month').click();
    const months = page.getByRole('table', { name: 'Your bookings and collections by month' });
    await expect(months.getByRole('row')).toHaveCount(13);
    const thisMonth = await months.getByRole('row').nth(1).getByRole('cell').allTextContents();
    const [bookings, booked, collected] = thisMonth.map((text) => Number(text.replace(/[₹,\s]/g, '')));
    expect(bookings).toBeGreaterThanOrEqual(1);
    expect(booked).toBeGreaterThanOrEqual(97_000.5);
    expect(collected).toBeGreaterThanOrEqual(97_000.5);
    await keepScreenshot(page, 'creator-dashboard.png');
    await expectAccessible(page);
  });

  test('a declined payment shows Payment Failed; Try paying again reopens the same checkout', async ({
    page,
  }) => {
    await page.goto(checkoutUrl(pkg));
    await fillContact(page, 'Meera Declined');
    await payOnEmulator(page, 'Decline');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Back to the package' })).toHaveAttribute(
      'href',
      `/package/${pkg.slug}`,
    );
    await keepScreenshot(page, 'payment-failed.png');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Try paying again' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/package/booking');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tour: pkg.id,
      departure: pkg.departureId,
      date: pkg.date,
      adults: '2,2',
      child: '0,1',
    });
    const selection = page.getByRole('list', { name: 'Your selection' });
    await expect(selection.getByText('Room 2: 2 adults, 1 child')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹14,625.08' })).toBeVisible();
    // The contact details come along.
    await expect(page.getByLabel('Name')).toHaveValue('Meera Declined');
    await expect(page.getByLabel('Email')).toHaveValue('meera.traveller@example.com');
    await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  });

  test('a payment left pending shows the booking number, package, amount and the PhonePe message', async ({
    page,
  }) => {
    await page.goto(checkoutUrl(pkg));
    await fillContact(page, 'Meera Pending');
    const bookingNumber = await payOnEmulator(page, 'Leave pending');
    await expect(
      page.getByText('We are confirming your payment with PhonePe — this can take a few minutes'),
    ).toBeVisible();
    await expect(confirmationRow(page, 'Booking number')).toHaveText(bookingNumber);
    await expect(confirmationRow(page, 'Package')).toHaveText(pkg.title);
    await expect(confirmationRow(page, 'Amount')).toHaveText('₹14,625.08');
    await expect(page.getByRole('link', { name: 'Try paying again' })).toBeHidden();
    // Not a dead end — a link to the booking's own page.
    await expect(page.getByRole('link', { name: 'Go to your booking' })).toHaveAttribute(
      'href',
      /^\/booking\/[0-9a-f-]{36}$/,
    );
    await keepScreenshot(page, 'payment-pending.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'payment-pending-390.png', { fullPage: true });
    await expectAccessible(page);
  });

  test('a price change after checkout opened: summary, amounts and Pay all show the new prices', async ({
    page,
    request,
  }) => {
    const repriced = await createBookablePackage(request, 'Wayanad Rain Walks');
    await page.goto(checkoutUrl(repriced));
    const selection = page.getByRole('list', { name: 'Your selection' });
    await expect(selection.getByText('₹45,000.00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay ₹14,625.08' })).toBeVisible();

    // ₹46,000 + ₹53,500.50 = ₹99,500.50; token 15% = ₹14,925.08.
    await repriceDeparture(request, repriced, [
      { adult: 2, child: 0, price: 46000 },
      { adult: 2, child: 1, price: '53500.50' },
    ]);
    await fillContact(page, 'Meera Repriced');
    await page.getByRole('button', { name: 'Pay ₹14,625.08' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'The price has changed' });
    await expect(notice).toContainText('Package amount: was ₹97,500.50, now ₹99,500.50');
    await expect(selection.getByText('₹46,000.00')).toBeVisible();
    await expect(selection.getByText('₹53,500.50')).toBeVisible();
    await expect(selection.getByText('₹45,000.00')).toBeHidden();
    const summary = page.locator('p', { hasText: /^Package amount/ });
    await expect(summary).toHaveText('Package amount₹99,500.50');
    await expect(confirmationRow(page, 'Package amount')).toHaveText('₹99,500.50');
    await expect(confirmationRow(page, 'Total')).toHaveText('₹99,500.50');
    await expect(confirmationRow(page, 'Pay now')).toHaveText('₹14,925.08');
    await expect(page.getByRole('button', { name: 'Pay ₹14,925.08' })).toBeVisible();
    await keepScreenshot(page, 'checkout-price-changed.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'checkout-price-changed-390.png', { fullPage: true });
    await expectAccessible(page);

    // Paying again at the new price goes through to the gateway.
    await payOnEmulator(page, 'Pay');
    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    await expect(confirmationRow(page, 'Package cost')).toHaveText('₹99,500.50');
    await expect(confirmationRow(page, 'Paid amount')).toHaveText('₹14,925.08');
  });

  test('a stale link explains itself and links back', async ({ page }) => {
    await page.goto(checkoutUrl(pkg).replace(pkg.date, '2020-01-01'));
    await expect(page.getByRole('heading', { name: 'This booking link has expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the package' })).toHaveAttribute(
      'href',
      `/package/${pkg.slug}`,
    );
    await expectAccessible(page);
  });
});
