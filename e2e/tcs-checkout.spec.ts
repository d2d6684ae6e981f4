import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures.ts';

// ADR 1377: an overseas package's checkout asks for the lead traveller's PAN and shows the TCS
// (2 % by default: ₹900.00 of ₹45,000) on top of the token; the receipt shows it with the PAN.

const TCS = 'TCS (collected for the Income-tax Department)';

test('an overseas checkout asks for the PAN, shows TCS and receipts it', async ({ page }, testInfo) => {
  const pkg = await createBookablePackage(page.request, 'Bali Rice Terraces', 'Wayan Dewi', {
    isInternational: true,
  });
  await page.goto(
    `/package/booking?${new URLSearchParams({
      tour: pkg.id,
      departure: pkg.departureId,
      date: pkg.date,
      adults: '2',
      child: '0',
    })}`,
  );
  // The first visit builds the page's chunks; a busy machine can take longer than the default.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
  const pan = page.getByLabel('PAN of the lead traveller');
  await expect(pan).toBeVisible();
  // Token ₹6,750.00 + TCS ₹900.00.
  await expect(page.getByText(TCS)).toBeVisible();
  await expect(page.getByText('₹900.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹7,650.00' })).toBeVisible();
  await expect(page.getByText('Business booking (GST invoice)')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name').fill('Ananya Rao');
  await page.getByLabel('Email').fill('ananya.overseas@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  // Without the PAN the server refuses, naming the field.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    // Under the field (the toast repeats it).
    page.locator('form').getByText("Enter the lead traveller's PAN: TCS is collected on overseas packages"),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'tcs-checkout.png', { fullPage: true });

  await pan.fill('abcpe1234f');
  await page.getByRole('button', { name: 'Pay ₹7,650.00' }).click();
  await page.waitForURL(/\/sandbox\/phonepe\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await expect
    .poll(
      async () => (await (await page.request.get(`/v1/bookings/booking/${bookingId}`)).json()).bookingStatus,
      {
        timeout: 30_000,
      },
    )
    .toBe('CONFIRMED');

  await page.goto(`/booking/${bookingId}`);
  const receipt = page.getByRole('link', { name: 'Download receipt' });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await receipt.click();
  const pdfPath = testInfo.outputPath('receipt.pdf');
  await (await download).saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(TCS);
  expect(text).toContain('ABCPE1234F');
  expect(text).toContain('900.00');
  expect(text).toContain('7,650.00');
});
