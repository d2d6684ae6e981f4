import { createBookablePackage } from './api-helpers.ts';
import { ADMIN_STATE } from './env.ts';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures.ts';

// A phone lead becomes a booking the admin makes (ADR 1360), paid through its payment link on the
// PhonePe sandbox (ADR 1361): the lead inbox's "Create booking", the New booking screen prefilled
// from the lead, the payment link with Copy and E-mail, the sandbox's pay page, and the lead
// showing the confirmed booking it became.

test.describe('bookings the admin makes', () => {
  // The admin's from the start: the run's stored session (e2e/auth.setup.ts).
  test.use({ storageState: ADMIN_STATE });
  test('lead -> booking -> payment link -> paid on the sandbox -> confirmed', async ({ page, request }) => {
    test.setTimeout(120_000);
    const pkg = await createBookablePackage(request, 'Hampi Boulders', 'Nandini Rao');
    const leadName = `Ravi Menon ${Date.now().toString(36)}`;
    const leadEmail = uniqueEmail('ravi');
    const lead = await request.post('/v1/query', {
      data: {
        name: leadName,
        email: leadEmail,
        phone: '9845012345',
        message: 'Two of us, by phone',
        packageId: pkg.id,
      },
    });
    expect(lead.status()).toBe(201);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/queries?search=${encodeURIComponent(leadName)}`);
    await page.getByRole('link', { name: `Create booking for ${leadName}` }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/new\?leadId=/);
    await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(leadName);
    await expect(page.getByLabel('Email')).toHaveValue(leadEmail);
    await expect(page.getByLabel('Package', { exact: true })).toHaveValue(pkg.id);
    await page.getByLabel('Travel date').selectOption(pkg.date);
    // 2 adults ₹45,000: the token (15 %) is ₹6,750 before any discount.
    await expect(page.getByText('₹6,750.00')).toBeVisible();
    await page.getByLabel('Discount (₹, optional)').fill('1000');
    await page.getByLabel('Reason for the discount').fill('Returning traveller, agreed on the call');
    // (45,000 − 1,000) × 15 % = ₹6,600.
    await expect(page.getByText('₹6,600.00')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create booking and payment link' }).click();

    await expect(page.getByRole('heading', { name: 'Payment link', level: 1 })).toBeVisible();
    await expect(page.getByText(/Awaiting payment · due now ₹6,600/)).toBeVisible();
    await expect(page.getByText(/link valid until/)).toBeVisible();
    const url = await page.getByLabel('Payment link').inputValue();
    expect(url).toContain('/sandbox/phonepe/');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'E-mail link' }).click();
    await expect(page.getByText('Payment link e-mailed to the traveller')).toBeVisible();

    // The traveller opens the link and pays on the sandbox's pay page.
    await page.goto(url);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/booking\/payment-complete\//);
    const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/v1/bookings/booking/${bookingId}`)).json()) as {
              bookingStatus: string;
            }
          ).bookingStatus,
      )
      .toBe('CONFIRMED');

    // The lead shows the booking it became.
    await page.goto(`/admin/queries?search=${encodeURIComponent(leadName)}`);
    const bookingLink = page.getByRole('link', { name: new RegExp(`^Booking WF\\d+ of ${leadName}$`) });
    // The list reloads with the page: a busy 2-core machine can take longer than the default 7 s.
    await expect(bookingLink).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await bookingLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
  });

  test('the bookings list leads to a New booking from scratch', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/bookings');
    await page.getByRole('link', { name: 'New booking' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/new$/);
    await expect(page.getByText('Choose a package to see the price.')).toBeVisible();
    await expectAccessible(page);
  });
});
