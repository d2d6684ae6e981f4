import { bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, signIn, test, uniqueEmail } from './fixtures.ts';

// Issue 24, part B: the admin cancels a date from the departure board (a reason, then a
// confirmation naming the bookings); the traveller's booking page then says "Cancelled by the
// operator" with the reason and the full refund, completed through the PhonePe emulator.
// One room for 2 adults, paid in full: ₹45,000.00, all of it back (no slab).

test('the admin cancels a date and the traveller sees the full refund', async ({ page, browser, admin }) => {
  const pkg = await createBookablePackage(page.request, 'Zanskar Frozen River');
  const bookingId = await bookAndPay(page, pkg, {
    name: 'Ira Menon',
    email: uniqueEmail('ira'),
    paymentType: 'full',
  });
  await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });

  await signIn(page, admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/admin/packages/${pkg.id}/departures`);
  await expect(page.getByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Standard' });
  await row.getByRole('button', { name: /^Cancel date / }).click();

  const dialog = page.getByRole('dialog', { name: /^Cancel date / });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Give a reason of 5 to 500 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The river ice is unsafe this week');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /1 booking \(2 people\) on .* will be cancelled and refunded in full/,
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel date and refund 1 booking' }).click();
  await expect(page.getByText(/cancelled: 1 booking refunded ₹45,000\.00 in full/)).toBeVisible();
  await expect(row.getByText('Cancelled by the operator')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel date / })).toHaveCount(0);

  // The traveller's page (the manage link; nobody signed in).
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('sent', 'true'));
  const traveller = await context.newPage();
  await traveller.goto(`/booking/${bookingId}`);
  const card = traveller.getByRole('status').filter({ hasText: 'Cancelled by the operator' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Everything you paid is refunded in full.');
  await expect(card).toContainText('Reason: The river ice is unsafe this week');
  await expect(card).toContainText('Refund: ₹45,000.00 — refunded to your original payment method.');
  await expectAccessible(traveller);
  await traveller.screenshot({
    path: test.info().outputPath('operator-cancel-booking-1280.png'),
    fullPage: true,
  });
  await traveller.setViewportSize({ width: 390, height: 844 });
  await traveller.screenshot({
    path: test.info().outputPath('operator-cancel-booking-390.png'),
    fullPage: true,
  });
  await page.screenshot({ path: test.info().outputPath('operator-cancel-board-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('operator-cancel-board-390.png'), fullPage: true });
  await context.close();
});
