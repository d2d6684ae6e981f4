import { createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

// Part 3: "Send me updates on WhatsApp" at checkout (unticked by default), the
// confirmation on the built-in WhatsApp sandbox page, and "Reply STOP" there.

test('WhatsApp opt-in at checkout: the confirmation shows on /sandbox/whatsapp, once; STOP opts out', async ({
  page,
  request,
}) => {
  const pkg = await createBookablePackage(request);
  await page.goto(
    `/package/booking?${new URLSearchParams({
      tour: pkg.id,
      departure: pkg.departureId,
      date: pkg.date,
      adults: '2',
      child: '0',
    })}`,
  );
  const optIn = page.getByRole('checkbox', { name: 'Send me updates on WhatsApp' });
  await expect(optIn).not.toBeChecked();
  await page.getByLabel('Name').fill('Asha Trips');
  // Its own address: the My trips journey counts the bookings of its own.
  await page.getByLabel('Email').fill(uniqueEmail('whatsapp'));
  // A number of this run's own, so other journeys' messages never mix in.
  const phone = `98${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Phone').fill(phone);
  await optIn.check();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/sandbox\/phonepe\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);

  await page.goto('/sandbox/whatsapp');
  const thread = page.getByRole('region', { name: `+91${phone}` });
  // The outbox sends about a second after the payment (its wake-up); reload until it shows.
  await expect(async () => {
    await page.reload();
    await expect(thread.getByText(/is confirmed/)).toHaveCount(1);
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
  await thread.getByRole('button', { name: `Reply STOP from +91${phone}` }).click();
  await expect(page.getByRole('region', { name: `+91${phone}` }).getByText('Opted out')).toBeVisible();
});
