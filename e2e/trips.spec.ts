import type { Page } from '@playwright/test';
import { bookAndPay, createBookablePackage } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

// ADR 1310, 1311: "My trips". Asha booked twice, once as Asha.Trips@Example.com and
// once as asha.trips@example.com, then lost the device that booked: she asks for a sign-in link
// on /trips, opens it from her e-mail, sees both trips with their next steps, opens one and acts
// on it (the session stands in for the manage key), and signs out.

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390.png`, { fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('my trips', () => {
  test.slow();

  test('two bookings in two letter cases → a link on /trips → both trips → act on one → sign out', async ({
    page,
  }) => {
    const pkg = await createBookablePackage(page.request, 'Hampi Boulders');
    const tokenBooking = await bookAndPay(page, pkg, {
      name: 'Asha Trips',
      email: 'Asha.Trips@Example.com',
      paymentType: 'token',
    });
    const fullBooking = await bookAndPay(page, pkg, {
      name: 'Asha Trips',
      email: 'asha.trips@example.com',
      paymentType: 'full',
    });
    // Another device: no manage keys (the gateway's origin and the journeys' may differ), no session.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.clear());

    // Signed out, the page arrives rendered by the server (ADR 1393).
    expect(await (await page.request.get('/trips')).text()).toContain('Send me a sign-in link');
    await page.goto('/trips');
    await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
    await page.getByLabel('E-mail address').fill('Asha.Trips@Example.com');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Check your e-mail. If asha.trips@example.com has bookings with us, a sign-in link is on its way. It works once, for 15 minutes.',
    );
    await screenshots(page, 'trips-ask');

    const link = await linkFromOutbox('asha.trips@example.com', '/trips/sign-in');
    await page.goto(link);
    // The token leaves the address bar; the list's heading takes the focus.
    await expect(page).toHaveURL(/\/trips$/);
    const heading = page.getByRole('heading', { level: 1, name: 'My trips' });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Signed in as asha.trips@example.com')).toBeVisible();
    const upcoming = page.getByRole('region', { name: /^Upcoming/ });
    const trips = upcoming.getByRole('article');
    await expect(trips).toHaveCount(2);
    const tokenTrip = trips.filter({ hasText: 'Still to pay' });
    await expect(tokenTrip).toContainText('₹38,250.00');
    await expect(tokenTrip.getByRole('link', { name: 'Pay the balance (₹38,250.00)' })).toBeVisible();
    await expect(tokenTrip.getByRole('link', { name: 'Add 2 travellers' })).toBeVisible();
    await expect(tokenTrip.getByRole('link', { name: `Receipt: ${pkg.title}` })).toBeVisible();
    const fullTrip = trips.filter({ hasNotText: 'Still to pay' });
    await expect(fullTrip.getByRole('link', { name: 'Add 2 travellers' })).toBeVisible();
    // The calendar: the .ics file opens with its own key, and Google Calendar's link.
    const ics = tokenTrip.getByRole('link', { name: `Add to calendar (.ics): ${pkg.title}` });
    const icsPath = (await ics.getAttribute('href')) ?? '';
    expect(icsPath).toMatch(new RegExp(`^/v1/bookings/${tokenBooking}/calendar\\.ics\\?key=`));
    const file = await page.request.get(icsPath);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await file.text()).toContain('METHOD:PUBLISH\r\n');
    const google = await tokenTrip
      .getByRole('link', { name: /^Add to Google Calendar/ })
      .getAttribute('href');
    expect(google).toContain(`https://calendar.google.com/calendar/render?action=TEMPLATE&text=`);
    await screenshots(page, 'trips-list');
    // Signed in, the browser renders the page itself: the server sends the app's shell, not the form.
    expect(await (await page.request.get('/trips')).text()).toContain('<div id="root"></div>');
    // A browser that lost the mark (the session still good) gets the signed-out page, and then its list.
    await page.context().clearCookies({ name: 'wayfarer_trips_signed_in' });
    await page.goto('/trips');
    await expect(page.getByText('Signed in as asha.trips@example.com')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
    // The list's read set the mark again: the next visit is the browser's own again.
    expect(await (await page.request.get('/trips')).text()).toContain('<div id="root"></div>');

    // Open one: its page acts at once (no key in this browser: the session stands in for it).
    await tokenTrip.getByRole('link', { name: 'Add 2 travellers' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tokenBooking}#travellers$`));
    await expect(page.getByRole('heading', { name: 'Travellers' })).toBeFocused();
    await page.getByRole('button', { name: 'Enter travellers' }).click();
    await page.getByLabel('Full name of traveller 1').fill('Asha Trips');
    await page.getByLabel('Age of traveller 1').fill('31');
    await page.getByLabel('Full name of traveller 2').fill('Kiran Trips');
    await page.getByLabel('Age of traveller 2').fill('33');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await expect(page.getByText('2. Kiran Trips', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add to calendar' })).toBeVisible();
    await screenshots(page, 'trips-booking');
    expect(
      await page.evaluate((id) => localStorage.getItem(`wayfarer-manage-key:${id}`), tokenBooking),
    ).toBeNull();

    // Back in the list, that trip asks for travellers no more.
    await page.goto('/trips');
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Still to pay' })
        .getByRole('link', { name: 'Add 2 travellers' }),
    ).toHaveCount(0);
    await expect(
      page
        .getByRole('article')
        .filter({ hasNotText: 'Still to pay' })
        .getByRole('link', { name: 'Add 2 travellers' }),
    ).toBeVisible();

    // Sign out: the list goes, the session no longer opens the bookings.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are signed out of My trips.');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    const after = await page.request.get('/v1/trips');
    expect(after.status()).toBe(401);
    expect(await (await page.request.get('/trips')).text()).toContain('Send me a sign-in link');
    await page.goto(`/booking/${fullBooking}`);
    await expect(page.getByRole('link', { name: 'Or sign in to My trips.' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter travellers' })).toHaveCount(0);

    // The link was single use.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link has expired or has already been used. Ask for a new one below.',
    );
    await screenshots(page, 'trips-used-link');
  });
});
