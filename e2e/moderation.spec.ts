import type { Browser, Page } from '@playwright/test';
import { paidBookingsMessage } from '@wayfarer/shared/schemas/tour';
import { createBookablePackage } from './api-helpers.ts';
import { adminBrowserPage, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures.ts';

// Moderation with teeth, seen by its three people: the admin is asked before rejecting a package
// travellers have paid for; the traveller's booking page keeps the package summary and no longer
// links to a "Package not found" page; the creator sends it for review and the admin approves it.

/** A signed-in person in a browser of their own (the enquiry pop-up marked as sent). */
async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('sent', 'true'));
  const page = await context.newPage();
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/(admin|creator)\/dashboard$/);
  return page;
}

/** The value next to a label on the Tour Confirmation card. */
const row = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a rejected package keeps its travellers’ booking page; review brings it back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const pkg = await createBookablePackage(request, 'Hampi Boulders');

  // The traveller books and pays.
  await page.goto(
    `/package/booking?${new URLSearchParams({ tour: pkg.id, departure: pkg.departureId, date: pkg.date, adults: '2', child: '0' })}`,
  );
  await page.getByLabel('Name').fill('Anil Traveller');
  await page.getByLabel('Email').fill('anil.traveller@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/sandbox\/phonepe\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  const confirmation = page.getByRole('heading', { name: 'Tour Confirmation' });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'View the package' })).toBeVisible();
  const resultUrl = page.url();

  // The admin rejects it: the server names the paid booking and the admin confirms.
  const adminPage = await adminBrowserPage(browser);
  await adminPage.goto(`/admin/packages?title=${encodeURIComponent(pkg.title)}`);
  await adminPage.getByRole('button', { name: `Reject ${pkg.title}` }).click();
  const reject = adminPage.getByRole('dialog', { name: 'Reject package' });
  await reject.getByLabel('Reason').fill('The boulder photos are stock images');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Travellers have paid for this package' });
  await expect(confirm).toContainText(paidBookingsMessage(1));
  await expectAccessible(adminPage);
  // Cancel leaves it published; confirming rejects it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    (await request.get(`/v1/tours/public/id/${pkg.id}`)).status(),
    'still public after Cancel',
  ).toBe(200);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await confirm.getByRole('button', { name: 'Reject anyway' }).click();
  await expect(reject).toBeHidden();
  const adminRow = adminPage.getByRole('row', { name: new RegExp(pkg.title) });
  await expect(adminRow.getByText('Rejected', { exact: true })).toBeVisible();

  // The package left the site; the traveller's booking page still shows what was booked, and
  // says so instead of linking to "Package not found".
  expect((await request.get(`/v1/tours/public/id/${pkg.id}`)).status()).toBe(404);
  await page.goto(resultUrl);
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(row(page, 'Package')).toHaveText(pkg.title);
  await expect(row(page, 'Departure')).toHaveText('Standard');
  await expect(row(page, 'Paid amount')).not.toHaveText('₹0.00');
  await expect(page.getByText('This package is no longer listed on Wayfarer.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the package' })).toHaveCount(0);
  await expect(page.getByText('Package not found')).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'booking-of-rejected-package-390.png', { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The booking's own page says the same, instead of "View the package".
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(resultUrl.replace('/booking/payment-complete/', '/booking/'));
  await expect(page.getByRole('heading', { name: pkg.title, level: 1 })).toBeVisible();
  await expect(
    page.getByText('This package is no longer listed on Wayfarer.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the package' })).toHaveCount(0);
  await expectAccessible(page);

  // The creator cannot simply publish it again: it sends it for review.
  const creatorPage = await signedIn(browser, pkg.creator.email, pkg.creator.password);
  await creatorPage.goto(`/creator/dashboard/packages/edit/${pkg.id}?tab=availability`);
  const status = creatorPage.getByRole('region', { name: 'Package Status' });
  await expect(status).toContainText('The boulder photos are stock images');
  await expect(status.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Send for review' }).click();
  await expect(status.getByText('Pending review', { exact: true })).toBeVisible();
  await expectAccessible(creatorPage);

  // The admin finds it in the review queue and approves it; the booking page links to it again.
  await adminPage.goto('/admin/packages?status=PendingReview');
  const queued = adminPage.getByRole('row', { name: new RegExp(pkg.title) });
  await expect(queued.getByText('Pending review', { exact: true })).toBeVisible();
  await queued.getByRole('button', { name: `Approve ${pkg.title}` }).click();
  await expect(adminPage.getByRole('row', { name: new RegExp(pkg.title) })).toHaveCount(0);
  expect((await request.get(`/v1/tours/public/id/${pkg.id}`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'View the package' })).toBeVisible({ timeout: 15_000 });
});
