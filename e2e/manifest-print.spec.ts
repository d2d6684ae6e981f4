import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { bookAndPay, createBookablePackage, travellerHeaders } from './api-helpers.ts';
import { expect, signInAs, test } from './fixtures.ts';

// The printable manifest of a 40-traveller date prints every row (Chromium's
// print-to-PDF, read back with poppler's pdftotext), across several A4 landscape pages.

test('the printable manifest prints all 40 travellers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pkg = await createBookablePackage(request, 'Manifest Print Trail');
  // 20 rooms of 2 adults: one booking of 40 people, with a 60-character e-mail.
  const email = `${'long.address.'.repeat(3)}${Date.now().toString(36)}@example.com`.padStart(60, 'x');
  const res = await page.request.post('/v1/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      tourPackageId: pkg.id,
      departureId: pkg.departureId,
      travelDate: pkg.date,
      adults: Array(20).fill(2),
      child: Array(20).fill(0),
      phone: '9876543210',
      name: 'Rohan Printwala',
      email,
      paymentType: 'token',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = await res.json();
  await page.goto(booking.data.instrumentResponse.redirectInfo.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);

  // One word each, so pdftotext's layout never splits a name across lines.
  const names = Array.from({ length: 40 }, (_, i) => `Yatri${String(i + 1).padStart(2, '0')}`);
  const saved = await request.put(`/v1/bookings/${booking.bookingId}/travellers`, {
    headers: travellerHeaders(booking.manageKey),
    data: names.map((name, i) => ({ name, age: 20 + i })),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A second, ordinary booking on the same date.
  await bookAndPay(page, pkg, { name: 'Meera Nair', email: 'meera.print@example.com', paymentType: 'full' });

  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/${pkg.id}/departures/manifest?date=${pkg.date}&departureId=${pkg.departureId}`,
  );
  await expect(page.getByRole('heading', { name: /^Manifest:/ })).toBeVisible();
  await expect(page.getByText('41 rows')).toBeVisible();
  // On screen the e-mail column is wide enough to read (not 3–4 characters).
  const emailCell = page.getByRole('cell', { name: email }).first();
  expect((await emailCell.boundingBox())!.width).toBeGreaterThan(150);

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const file = test.info().outputPath('manifest.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  expect(pages.length).toBeGreaterThan(1);
  for (const name of [...names, 'Meera']) expect(text).toContain(name);
  // The header row repeats on every page, and the last columns are not cut off.
  for (const p of pages) {
    expect(p).toContain('Lead traveller');
    expect(p).toContain('Pending');
  }
  // Landscape A4: 842 × 595 points.
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+84[12](\.\d+)? x 59[45](\.\d+)? pts \(A4\)/);
});
