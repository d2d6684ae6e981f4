import type { Page } from '@playwright/test';
import { addDays } from '@wayfarer/shared/rules/travel-date';
import { apiToken, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, signIn, test } from './fixtures.ts';

// ADR 1365: an instalment plan set in the editor's Instalments tab, chosen at checkout, its
// instalments on the traveller's manage page, and the second paid through "Pay instalment".
// One room for 2 adults, ₹45,000, travel 20 days ahead, plan 15 % now / 50 % 15 days before /
// 35 % 5 days before: ₹6,750.00, ₹22,500.00, ₹15,750.00.

type BookablePackage = Awaited<ReturnType<typeof createBookablePackage>>;

/** "03 Feb 2027" from YYYY-MM-DD. */
const tourDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390.png`, { fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('instalment plans', () => {
  test.slow();
  let pkg: BookablePackage;

  test.beforeAll(async ({ request }) => {
    pkg = await createBookablePackage(request, 'Spiti Instalments');
  });

  test('the creator sets a plan; the traveller chooses it, sees the instalments and pays the second', async ({
    page,
  }) => {
    // The creator's editor: a refused plan says why; 15 / 50 / 35 at 15 and 5 days saves.
    await signIn(page, pkg.creator.email, pkg.creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.goto(`/creator/dashboard/packages/edit/${pkg.id}?tab=instalments`);
    await page.getByRole('button', { name: 'Start from 15 / 50 / 35' }).click();
    await page.getByLabel('Instalment 2: days before travel').fill('5');
    await page.getByLabel('Instalment 3: days before travel').fill('15');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(
      page.getByText('Each instalment must be due fewer days before travel than the one before it'),
    ).toBeVisible();
    await page.getByLabel('Instalment 2: days before travel').fill('15');
    await page.getByLabel('Instalment 3: days before travel').fill('5');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByRole('button', { name: 'Remove plan' })).toBeVisible();
    await screenshots(page, 'editor-instalments');
    const token = await apiToken(page.request, pkg.creator.email, pkg.creator.password);
    const saved = await page.request.get(`/v1/tours/${pkg.id}/instalment-plan`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).instalments).toEqual([
      { percent: 15, daysBeforeTravel: null },
      { percent: 50, daysBeforeTravel: 15 },
      { percent: 35, daysBeforeTravel: 5 },
    ]);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    // Checkout: the plan beside token and full, its schedule, and Pay the first instalment.
    await page.goto(
      `/package/booking?${new URLSearchParams({ tour: pkg.id, departure: pkg.departureId, date: pkg.date, adults: '2', child: '0' })}`,
    );
    await page.getByLabel('Name').fill('Meera Instalments');
    await page.getByLabel('Email').fill('meera.instalments@example.com');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByRole('radio', { name: /Instalments \(15 \/ 50 \/ 35%\)/ }).check();
    const schedule = page.getByRole('list', { name: 'Instalment schedule' });
    await expect(schedule.getByRole('listitem')).toHaveCount(3);
    await expect(schedule).toContainText(`By ${tourDate(addDays(pkg.date, -15))}`);
    await expect(schedule).toContainText('₹22,500.00');
    await screenshots(page, 'checkout-instalments');
    await page.getByRole('button', { name: 'Pay ₹6,750.00' }).click();
    await page.waitForURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/booking\/payment-complete\//);
    const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The manage page: three instalments, the first paid; pay the second.
    await page.goto(`/booking/${bookingId}`);
    const list = page.getByRole('list', { name: 'Instalments' });
    await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
    await expect(list.getByRole('listitem').nth(0)).toContainText('Paid');
    await expect(list.getByRole('listitem').nth(1)).toContainText(`Due ${tourDate(addDays(pkg.date, -15))}`);
    await expect(list.getByRole('listitem').nth(1)).toContainText('₹22,500.00');
    await screenshots(page, 'manage-instalments');
    await page.getByRole('button', { name: 'Pay instalment ₹22,500.00' }).click();
    await page.waitForURL(/\/sandbox\/phonepe\//);
    await expect(page.getByText('₹22,500.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(new RegExp(`/booking/${bookingId}$`));
    await expect(list.getByRole('listitem').nth(1)).toContainText('Paid', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Pay instalment ₹15,750.00' })).toBeVisible();
    await screenshots(page, 'manage-instalments-second-paid');
  });
});
