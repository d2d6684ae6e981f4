import { apiToken, bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, signInAs, test } from './fixtures.ts';

// The creator writes to a date from the departure board and the traveller reads
// it on the booking page; a "Coming soon" package's page takes a "Notify me" entry (once per e-mail).
// Two journeys: together they took more than the 60 s budget on a loaded 2-core CI box.

test('an announcement from the departure board reaches the booking page', async ({ page, request }) => {
  const pkg = await createBookablePackage(request, 'Zanskar Frozen River');
  const bookingId = await bookAndPay(page, pkg, {
    name: 'Meera Nair',
    email: 'meera.announce@example.com',
    paymentType: 'token',
  });

  await signInAs(
    page,
    pkg.creator.email,
    pkg.creator.password,
    `/creator/dashboard/packages/${pkg.id}/departures`,
  );
  await expect(page.getByRole('heading', { name: 'Departures', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Messages for / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill('Hi');
  await dialog.getByRole('button', { name: 'Send announcement' }).click();
  await expect(dialog.getByText('Subject must be 3–120 characters')).toBeVisible();
  await dialog.getByLabel('Subject').fill('Meeting point moved');
  await dialog.getByLabel('Message').fill('We now meet at Gate 2 at 6:30 am.');
  await dialog.getByRole('button', { name: 'Send announcement' }).click();
  await expect(dialog.getByText(/· to 1 booking/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto(`/booking/${bookingId}`);
  const announcements = page.getByRole('list', { name: 'Announcements' });
  await expect(announcements.getByRole('heading', { name: 'Meeting point moved' })).toBeVisible();
  await expect(announcements.getByText('We now meet at Gate 2 at 6:30 am.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  await expectAccessible(page);
});

test('Notify me on a coming-soon package: once per e-mail, counted in the studio', async ({
  page,
  request,
  browser,
}) => {
  // A package, unpublished and shown as "Coming soon".
  const soon = await createBookablePackage(request, 'Chadar Trek Preview');
  const token = await apiToken(request, soon.creator.email, soon.creator.password);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`/v1/tours/${soon.id}/unpublish`, { headers, data: {} })).ok()).toBe(true);
  expect((await request.post(`/v1/tours/${soon.id}/coming-soon`, { headers })).ok()).toBe(true);

  await page.goto(`/package/${soon.slug}`);
  const form = page.getByRole('form', { name: 'Notify me' }).last();
  await form.getByLabel('Name').fill('Arjun Rao');
  await form.getByLabel('Email').fill('arjun.soon@example.com');
  await form.getByLabel(/Budget per person/).fill('40000');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We will e-mail you when dates open' }).first(),
  ).toBeVisible();
  await expectAccessible(page);

  const list = await request.get(`/v1/tours/${soon.id}/launch-list`, { headers });
  expect((await list.json()).count).toBe(1);
  const again = await request.post(`/v1/tours/${soon.id}/launch-list`, {
    data: { name: 'Arjun', email: 'ARJUN.soon@example.com' },
  });
  expect(again.status()).toBe(409);

  // The creator's profile shows the package as "Coming soon"; the studio shows the list's count.
  await page.goto(`/@${soon.creator.username}`);
  await expect(page.getByRole('link', { name: /Coming soon/ }).filter({ hasText: soon.title })).toBeVisible();
  const context = await browser.newContext();
  const studio = await context.newPage();
  await signInAs(
    studio,
    soon.creator.email,
    soon.creator.password,
    `/creator/dashboard/packages/edit/${soon.id}`,
  );
  await studio.getByRole('tab', { name: /Availability/ }).click();
  await expect(studio.getByText(/Launch list:.*1 person asked/)).toBeVisible();
  await expect(studio.getByRole('button', { name: 'Launch list CSV' })).toBeVisible();
  await expectAccessible(studio);
  await context.close();
});
