import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { bookAndPay, createBookablePackage, repriceDeparture, travellerHeaders } from './api-helpers.ts';
import { expect, expectAccessible, openAsAdmin, signInAs, test } from './fixtures.ts';

// Running the departure: the admin rooms a date's travellers (moving one into a single
// that owes the supplement), adds the date's supplier costs and sees the margin on the departure
// board; the package's creator rooms and downloads the trip-leader sheet but sees no money; a
// 40-traveller rooming list prints on A4.

test('rooming list, supplier costs and the margin on the board', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pkg = await createBookablePackage(request, 'Hampi Boulder Trail');
  // A single room at ₹30,000: the supplement is ₹30,000 − ₹45,000 / 2 = ₹7,500 per person.
  await repriceDeparture(request, pkg, [
    { adult: 2, child: 0, price: 45000 },
    { adult: 1, child: 0, price: 30000 },
  ]);
  // Two adults on the ₹6,750 token; one more paid in full for a room of one adult (₹30,000).
  await bookAndPay(page, pkg, {
    name: 'Meera Nair',
    email: 'meera.rooming@example.com',
    paymentType: 'token',
  });
  const solo = await page.request.post('/v1/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      tourPackageId: pkg.id,
      departureId: pkg.departureId,
      travelDate: pkg.date,
      adults: [1],
      child: [0],
      phone: '9876543210',
      name: 'Kabir Shah',
      email: 'kabir.rooming@example.com',
      paymentType: 'full',
    },
  });
  expect(solo.status(), await solo.text()).toBe(201);
  await page.goto((await solo.json()).data.instrumentResponse.redirectInfo.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);

  await openAsAdmin(page, `/admin/packages/${pkg.id}/departures`);
  const row = page.getByRole('row').filter({ hasText: 'Standard' });
  // Kept ₹36,750; the creator's 7 %: ₹472.50 + ₹2,100; no costs yet.
  await expect(row.getByText('₹34,177.50')).toBeVisible();

  // The rooming list: the bookings' own rooms, proposed.
  await row.getByRole('link', { name: /^Rooming list and trip sheet of/ }).click();
  await expect(page.getByRole('heading', { name: /^Rooming list:/ })).toBeVisible();
  await expect(page.getByText('Single supplement: ₹7,500.00 per person')).toBeVisible();
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Room \d/ })).toHaveCount(2);
  await expectAccessible(page);
  // Meera's companion takes a single of their own: it owes the supplement once saved.
  await page.getByRole('combobox', { name: 'Move Guest 2 of Meera Nair to' }).selectOption('new');
  await expect(page.getByRole('heading', { name: /^Room \d/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Save rooming list' }).click();
  await expect(page.getByText('Rooming list saved')).toBeVisible();
  await expect(page.getByText('Single supplement owed: ₹7,500.00')).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Rooming CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`rooming-${pkg.date}.csv`);
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.includes('Guest 2 of Meera Nair'))).toMatch(
    /^Room \d,Single,.*,7500\.00,Saved$/,
  );

  // The date's costs: a hotel bill due and a vehicle paid; the margin follows.
  await page.getByRole('link', { name: 'Back to departures' }).click();
  await row.getByRole('link', { name: /^Costs and margin of/ }).click();
  await expect(page.getByRole('heading', { name: /^Costs and margin:/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a cost' });
  await form.getByLabel('Description').fill('Boulder Inn, 2 rooms x 2 nights');
  await form.getByLabel('Amount (₹)').fill('10000.50');
  await form.getByRole('button', { name: 'Add cost' }).click();
  await expect(page.getByText('Boulder Inn, 2 rooms x 2 nights')).toBeVisible();
  await form.getByLabel('Category').selectOption('vehicle');
  await form.getByLabel('Description').fill('Jeep for the ruins');
  await form.getByLabel('Amount (₹)').fill('2500');
  await form.getByLabel('Status').selectOption('paid');
  await form.getByRole('button', { name: 'Add cost' }).click();
  await expect(page.getByText('Jeep for the ruins')).toBeVisible();
  await expect(page.getByText('₹12,500.50')).toBeVisible();
  await expect(page.getByText('₹10,000.50 due')).toBeVisible();
  // ₹36,750 kept − ₹12,500.50 − ₹2,572.50.
  await expect(page.getByText('₹21,677.00')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to departures' }).click();
  await expect(row.getByText('₹21,677.00')).toBeVisible();
  await expect(row.getByText('Costs ₹12,500.50')).toBeVisible();

  // The package's creator: the rooming list as saved and the trip sheet, no money on the board.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/${pkg.id}/departures`,
  );
  await expect(page.getByRole('columnheader', { name: 'Margin' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Costs and margin of/ })).toHaveCount(0);
  await row.getByRole('link', { name: /^Rooming list and trip sheet of/ }).click();
  await expect(page.getByRole('heading', { name: /^Room \d/ })).toHaveCount(3);
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Trip sheet/ }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(`trip-sheet-${pkg.date}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', (await sheet.path())!, '-'], { encoding: 'utf8' });
  for (const expected of [
    'Trip-leader sheet',
    'Meera Nair',
    'Guest 2 of Meera Nair',
    'Kabir Shah',
    'Rooming list',
  ])
    expect(text).toContain(expected);
});

test('a 40-traveller rooming list prints every traveller', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pkg = await createBookablePackage(request, 'Rooming Print Trail');
  const res = await page.request.post('/v1/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      tourPackageId: pkg.id,
      departureId: pkg.departureId,
      travelDate: pkg.date,
      adults: Array(20).fill(2),
      child: Array(20).fill(0),
      phone: '9876543210',
      name: 'Rohan Roomwala',
      email: 'rohan.roomwala@example.com',
      paymentType: 'token',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = await res.json();
  await page.goto(booking.data.instrumentResponse.redirectInfo.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  const names = Array.from({ length: 40 }, (_, i) => `Musafir${String(i + 1).padStart(2, '0')}`);
  const saved = await request.put(`/v1/bookings/${booking.bookingId}/travellers`, {
    headers: travellerHeaders(booking.manageKey),
    data: names.map((name, i) => ({ name, age: 20 + i })),
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/${pkg.id}/departures/rooming?date=${pkg.date}&departureId=${pkg.departureId}`,
  );
  await expect(page.getByText('40 travellers in 20 rooms')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const file = test.info().outputPath('rooming.pdf');
  await writeFile(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain('Room 20');
  // The editing controls stay off paper.
  expect(text).not.toContain('Save rooming list');
  expect(text).not.toContain('Move to');
});
