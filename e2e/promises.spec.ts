import type { Page } from '@playwright/test';
import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import {
  bookAndPay,
  createBookablePackage,
  daysFromNow,
  storedManageKey,
  travellerHeaders,
} from './api-helpers.ts';
import { completeTrip, NEEDS_DATABASE, SKIP_WITHOUT_DATABASE } from './database.ts';
import { expect, expectAccessible, keepScreenshot, openAsAdmin, signInAs, test } from './fixtures.ts';

// The editor's refusal of a sold date keeps the row and what was typed;
// the admin Reviews screen and the reset page pass axe and fit a 390 px phone.

/** Neither the page nor the app shell's scrolling main is wider than the window. */
async function expectFits(page: Page) {
  const widths = await page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('main'))].map((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    })),
  );
  for (const w of widths) expect(w.scroll).toBeLessThanOrEqual(w.client);
}

test('removing a sold date is refused: the row comes back with the message, typed values stay', async ({
  page,
}) => {
  const pkg = await createBookablePackage(page.request, 'Sold Date Trail', 'Ira Editor');
  await bookAndPay(page, pkg, { name: 'Meera Nair', email: 'sold.date@example.com', paymentType: 'token' });

  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/edit/${pkg.id}?tab=availability`,
  );
  const availability = page.getByRole('tabpanel', { name: 'Availability' });
  await expect(availability.getByRole('textbox', { name: 'Date 1 of Standard' })).toHaveValue(pkg.date);

  // A new date typed, then the sold one removed.
  const later = daysFromNow(40);
  await availability.getByRole('button', { name: 'Add date to Standard' }).click();
  await availability.getByRole('textbox', { name: 'Date 2 of Standard' }).fill(later);
  await availability.getByRole('textbox', { name: 'Seats for Standard 2' }).fill('12');
  await availability.getByRole('button', { name: 'Remove date 1 of Standard' }).click();
  await expect(availability.getByRole('textbox', { name: 'Date 1 of Standard' })).toHaveValue(later);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).last().click();
  expect((await saved).status()).toBe(409);
  const message = `${formatTravelDate(pkg.date)} has 1 booking (2 people) — close it for sale instead`;
  // The typed row keeps its values; the sold row is back, the refusal at it.
  await expect(availability.getByRole('textbox', { name: 'Date 1 of Standard' })).toHaveValue(later);
  await expect(availability.getByRole('textbox', { name: 'Seats for Standard 1' })).toHaveValue('12');
  const soldDate = availability.getByRole('textbox', { name: 'Date 2 of Standard' });
  await expect(soldDate).toHaveValue(pkg.date);
  await expect(soldDate).toHaveAccessibleDescription(message);
  await expect(availability.getByText(message)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await keepScreenshot(page, 'sold-date-refused.png', { fullPage: true });
});

test('switching editor tabs with unsaved changes asks once', async ({ page }) => {
  const pkg = await createBookablePackage(page.request, 'Tab Prompt Trail', 'Ira Tabs');
  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/edit/${pkg.id}?tab=overview`,
  );
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(pkg.title);
  await title.fill(`${pkg.title} edited`);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(title).toHaveValue(`${pkg.title} edited`);
  expect(asked).toEqual(['You have unsaved changes on this tab. Leave without saving?']);
});

test('the admin Reviews screen and the reset page: axe, 390 px and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reset-password?token=made-up-token');
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await keepScreenshot(page, 'reset-invalid-390.png', { fullPage: true });

  await openAsAdmin(page);
  await expect(page).toHaveURL(/\/admin/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Filter by rating')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await expectFits(page);
    await keepScreenshot(page, `admin-reviews-${width}.png`, { fullPage: true });
  }
  // The filters live in the URL.
  await page.getByLabel('Filter by rating').selectOption('1');
  await expect(page).toHaveURL(/rating=1/);
  await page.getByLabel('Filter by status').selectOption('hidden');
  await expect(page).toHaveURL(/status=hidden/);
});

test('an admin hides a review with a reason on the Reviews screen; the review link shows it', async ({
  page,
  request,
}) => {
  test.skip(SKIP_WITHOUT_DATABASE, NEEDS_DATABASE);
  const pkg = await createBookablePackage(request, `Review Trail ${'Long words '.repeat(6)}`, 'Ira Reviews');
  const bookingId = await bookAndPay(page, pkg, {
    name: 'Meera Venkataraman',
    email: 'review.trail@example.com',
    paymentType: 'full',
  });
  await completeTrip(request, bookingId);
  const posted = await request.post('/v1/reviews', {
    headers: travellerHeaders(await storedManageKey(page, bookingId)),
    data: {
      bookingId,
      rating: 2,
      title: 'Crowded',
      text: `Call me on 98xxxxxx10. ${'Very long text '.repeat(20)}`,
    },
  });
  expect(posted.status()).toBe(201);
  // The review link shows the posted review, not an empty form.
  await page.goto(`/booking/${bookingId}/review`);
  await expect(page.getByRole('heading', { name: 'Your review', level: 1 })).toBeVisible();
  await expect(page.getByText('Crowded')).toBeVisible();
  await expectAccessible(page);

  await openAsAdmin(page, '/admin/reviews?search=Crowded');
  const row = page.getByRole('row').filter({ hasText: 'Crowded' });
  await expect(row.getByRole('link', { name: new RegExp(pkg.title.slice(0, 20)) })).toBeVisible();
  await row.getByRole('button', { name: /^Hide/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Say why (the creator and other admins read it)')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('Shares a phone number');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Reason: Shares a phone number')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await keepScreenshot(page, 'admin-reviews-row-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Reviews' }).getByText('Crowded')).toBeVisible();
  await expectFits(page);
  await keepScreenshot(page, 'admin-reviews-row-390.png', { fullPage: true });
  await page.goto('/admin/reviews?search=Crowded&status=published');
  await expect(page.getByText('No reviews match')).toBeVisible();
});
