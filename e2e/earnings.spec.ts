import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  bookAndPay,
  createBookablePackage,
  createCreator,
  storedManageKey,
  travellerHeaders,
} from './api-helpers.ts';
import { completeTrip, NEEDS_DATABASE, SKIP_WITHOUT_DATABASE } from './database.ts';
import { expect, expectAccessible, keepScreenshot, openAsAdmin, signInAs, test } from './fixtures.ts';
import { linkFromOutbox } from './outbox.ts';

// The creator's Earnings, the admin's Payouts and the traveller's review page.
// A token payment of ₹14,625.08 on a SalesOperations package (7 %) earns the creator ₹1,023.76
// (1,462,508 paise × 7 % = 102,375.56, rounded half up once).

type BookablePackage = Awaited<ReturnType<typeof createBookablePackage>>;

/** A creator's name of 100 characters: the screens must wrap it, never overflow. */
const LONG_NAME =
  'Parvathy Ananthanarayanan Krishnamurthy-Venkataraman Subramaniam Iyer of the Western Ghats Trails Co';

const checkoutUrl = (pkg: BookablePackage) =>
  `/package/booking?${new URLSearchParams({
    tour: pkg.id,
    departure: pkg.departureId,
    date: pkg.date,
    adults: '2,2',
    child: '0,1',
  })}`;

/** A traveller pays the 15 % token on the sandbox emulator; answers the booking's id and number. */
async function payToken(page: Page, pkg: BookablePackage, name: string) {
  await page.goto(checkoutUrl(pkg));
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('meera.traveller@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Pay ₹14,625.08' }).click();
  await page.waitForURL(/\/sandbox\/phonepe\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/booking\/payment-complete\//);
  await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const booking = await page.request.get(`/v1/bookings/booking/${bookingId}`);
  return { bookingId, bookingNumber: ((await booking.json()) as { bookingNumber: string }).bookingNumber };
}

async function signOutAll(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** "₹1,23,456.50" or "4" as a number. */
const rupees = (text: string | null | undefined) => Number((text ?? '').replace(/[₹,\s]/g, ''));

/** Nothing on the page is wider than the viewport (a long name wraps). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The payout's "Statement (PDF)" button saves its statement as a PDF file. */
async function expectStatementPdf(page: Page, payoutRow: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    payoutRow.getByRole('button', { name: /^Statement \(PDF\)/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payout-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/**
 * The review link in the invitation the server e-mailed when the booking completed (the outbox
 * writes each e-mail into DATA_DIR/outbox every 10 s); answers it as a path on this site.
 */
async function reviewLinkFromOutbox(bookingId: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  // ADR 1302: the link carries the traveller's manage key.
  const pattern = new RegExp(`https?://[^\\s"<>]+/booking/${bookingId}/review\\?key=[\\w-]+`);
  let link = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(dir).catch(() => [] as string[])) {
          // Quoted-printable soft breaks and escapes (the link's "=" is "=3D") undone.
          const eml = (await readFile(join(dir, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          const match = eml.match(pattern);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return new URL(link).pathname + new URL(link).search;
}

test.describe('creator earnings', () => {
  test('a new creator: Earnings in both navigations, empty ledger, statement CSV and a refused range', async ({
    page,
    request,
  }) => {
    expect(LONG_NAME).toHaveLength(100);
    const creator = await createCreator(request, LONG_NAME);
    await signInAs(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    // The Total Revenue card names the creator's earnings.
    await expect(page.getByRole('link', { name: 'Your earnings: ₹0.00' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Creator area' })
      .getByRole('link', { name: 'Earnings' })
      .click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/earnings$/);
    await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
    const summary = page.getByRole('list', { name: 'Your earnings by stage' });
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    await expect(summary.getByRole('listitem').filter({ hasText: 'Accrued' })).toContainText('₹0.00');
    await expect(page.getByRole('heading', { name: 'No earnings yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No payouts yet' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'earnings-empty-1280.png', { fullPage: true });

    // A range that ends before it starts is refused, and what was typed stays.
    await page.getByLabel('From', { exact: true }).fill('2026-03-01');
    await page.getByLabel('To', { exact: true }).fill('2026-02-01');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect(page.getByRole('alert')).toHaveText('“From” must not be after “to”');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-03-01');
    await expectAccessible(page);

    // Without dates: every row so far, as CSV (here just the header).
    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('earnings-start-to-today.csv');
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Date,Booking,Package');

    // On a phone the entry is in the bottom bar.
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.locator('[data-creator-area-bottom-bar]');
    await expect(bar.getByRole('link', { name: 'Earnings' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await keepScreenshot(page, 'earnings-empty-390.png', { fullPage: true });
  });

  test('a paid token booking shows in the creator’s earnings', async ({ page, request }) => {
    const pkg = await createBookablePackage(request, 'Earning Trails');
    const { bookingNumber } = await payToken(page, pkg, 'Meera Earner');

    await signOutAll(page);
    await signInAs(page, pkg.creator.email, pkg.creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Your earnings: ₹1,023.76' })).toBeVisible();

    await page.goto('/creator/dashboard/earnings');
    const summary = page.getByRole('list', { name: 'Your earnings by stage' });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Accrued' })).toContainText('₹1,023.76');
    const row = page.getByRole('row').filter({ hasText: bookingNumber });
    await expect(row).toContainText('₹14,625.08');
    await expect(row).toContainText('7 %');
    await expect(row).toContainText('₹1,023.76');
    await expect(row).toContainText('Accrued');
    await expectAccessible(page);

    // Nothing is payable before the trip completes.
    await page.getByLabel('Filter ledger by status').selectOption('payable');
    await expect(page).toHaveURL(/status=payable/);
    await expect(page.getByRole('heading', { name: 'No rows with this status' })).toBeVisible();
  });
});

test.describe('admin payouts', () => {
  test('Payouts in the admin sidebar and phone menu; the dashboard shows a real paid booking and the margin', async ({
    page,
    request,
  }) => {
    // A token of ₹14,625.08 paid this month: the dashboard's figures include it (other journeys
    // running beside this one may add more, never less).
    const pkg = await createBookablePackage(request, 'Dashboard Trails');
    await payToken(page, pkg, 'Meera Dashboard');
    await signOutAll(page);
    await openAsAdmin(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const totals = page.getByRole('list', { name: 'Site totals' });
    const card = (label: string) => totals.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
    expect(rupees(await card('Bookings').locator('p').first().textContent())).toBeGreaterThanOrEqual(1);
    expect(rupees(await card('Collected').locator('p').first().textContent())).toBeGreaterThanOrEqual(
      14_625.08,
    );
    expect(rupees(await card('Outstanding').locator('p').first().textContent())).toBeGreaterThanOrEqual(
      82_875.42, // ₹97,500.50 − ₹14,625.08 still owed on this booking
    );
    const monthly = page.getByRole('region', { name: 'Bookings and collections' });
    await monthly.getByText('Figures by month').click();
    const thisMonth = monthly.getByRole('table').getByRole('row').nth(1);
    const [bookings, booked, collected] = await thisMonth.getByRole('cell').allTextContents();
    expect(rupees(bookings)).toBeGreaterThanOrEqual(1);
    expect(rupees(booked)).toBeGreaterThanOrEqual(97_500.5);
    expect(rupees(collected)).toBeGreaterThanOrEqual(14_625.08);
    await expectAccessible(page);
    const margin = page.getByRole('region', { name: 'Platform margin' });
    await expect(margin).toContainText('Paid by travellers');
    await expect(margin).toContainText('Creators’ share');

    await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/admin\/payouts$/);
    await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payable now' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All payouts' })).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin area' });
    await nav.getByRole('button', { name: 'Sections' }).click();
    await nav.getByRole('link', { name: 'Payouts', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/payouts$/);
    await expect(nav).toContainText('Admin · Payouts');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('admin creates a payout and marks it paid; the creator sees the reference', async ({
    page,
    request,
  }) => {
    test.skip(SKIP_WITHOUT_DATABASE, NEEDS_DATABASE);
    const pkg = await createBookablePackage(request, 'Payout Trails');
    const { bookingId } = await payToken(page, pkg, 'Meera Payout');
    await completeTrip(request, bookingId);

    await signOutAll(page);
    await openAsAdmin(page, '/admin/payouts');
    const payable = page
      .getByRole('list', { name: 'Creators with payable earnings' })
      .getByRole('listitem')
      // By the username: other journeys' creators are named Kavya Kodagu too.
      .filter({ hasText: `@${pkg.creator.username}` });
    await expect(payable).toContainText('Kavya Kodagu');
    await expect(payable).toContainText('₹1,023.76');
    // Payouts wait until the creator has verified its e-mail address.
    await expect(payable).toContainText('Payouts are held until the creator verifies their e-mail address');
    await expect(payable.getByRole('button', { name: /^Create payout/ })).toHaveCount(0);
    // The creator follows the verification link the server e-mailed at registration.
    const verify = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const creatorPage = await verify.newPage();
    await creatorPage.goto(await linkFromOutbox(pkg.creator.email, '/verify-email'));
    await expect(creatorPage.getByText('Your e-mail address is verified')).toBeVisible();
    await verify.close();
    await page.reload();
    await payable.getByRole('button', { name: /^Create payout/ }).click();
    const pending = page.getByRole('row').filter({ hasText: '₹1,023.76' }).filter({ hasText: 'Pending' });
    await expect(pending.first()).toBeVisible();
    await pending
      .first()
      .getByRole('button', { name: /^Mark paid/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mark payout paid' });
    // Refused without a reference; what was typed stays.
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog.getByText('Enter the bank reference (UTR)')).toBeVisible();
    await dialog.getByLabel('Bank reference (UTR)').fill('UTR2026E2E0001');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog).toBeHidden();
    const paidRow = page.getByRole('row').filter({ hasText: 'UTR2026E2E0001' });
    await expect(paidRow).toContainText('Paid');
    await expectAccessible(page);
    await keepScreenshot(page, 'payouts-paid-1280.png', { fullPage: true });
    await expectStatementPdf(page, paidRow);

    await signOutAll(page);
    await signInAs(page, pkg.creator.email, pkg.creator.password, '/creator/dashboard/earnings');
    await expect(page.getByText('UTR2026E2E0001')).toBeVisible();
    await expectStatementPdf(page, page.getByRole('row').filter({ hasText: 'UTR2026E2E0001' }));
    // On a phone each payout is a card, with its statement button.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Payouts' }).getByRole('listitem');
    await expect(card).toContainText('UTR2026E2E0001');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await keepScreenshot(page, 'earnings-payout-390.png', { fullPage: true });
    await expectStatementPdf(page, card);
  });
});

test.describe('reviews', () => {
  test('the review page refuses before the trip, keeps what was typed; an unknown booking is named', async ({
    page,
    request,
  }) => {
    const pkg = await createBookablePackage(request, 'Review Trails');
    const { bookingId } = await payToken(page, pkg, 'Meera Reviewer');

    await page.goto(`/booking/${bookingId}/review`);
    await expect(page.getByRole('heading', { name: 'Review your trip', level: 1 })).toBeVisible();
    await expect(page.getByText(pkg.title)).toBeVisible();
    await expectAccessible(page);

    // A rating is required.
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5')).toBeVisible();

    const stars = page.getByRole('group', { name: /Your rating/ });
    await stars.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await page.getByLabel('Title').fill('Misty mornings');
    await page.getByLabel('Your review').fill('Estate walks, filter coffee and a kind host.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'You can review after your trip' });
    await expect(refusal).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Misty mornings');
    await expect(page.getByLabel('Your review')).toHaveValue('Estate walks, filter coffee and a kind host.');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expectAccessible(page);
    await keepScreenshot(page, 'review-refused-1280.png', { fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await page.goto('/booking/00000000-0000-4000-8000-000000000000/review');
    await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();
  });

  test('a completed booking’s traveller leaves a review that shows on the package page', async ({
    page,
    request,
  }) => {
    test.skip(SKIP_WITHOUT_DATABASE, NEEDS_DATABASE);
    const pkg = await createBookablePackage(request, 'Reviewed Trails');
    // Paid in full: the review invitation waits while a balance is still owed.
    const bookingId = await bookAndPay(page, pkg, {
      name: 'Meera Happy',
      email: 'meera.happy@example.com',
      paymentType: 'full',
    });
    await completeTrip(request, bookingId);

    // The invitation e-mailed at completion leads to the review page; its link alone gives the
    // traveller's key (ADR 1302), kept by the browser and taken out of the address bar.
    await page.evaluate(() => localStorage.clear());
    await page.goto(await reviewLinkFromOutbox(bookingId));
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/review$`));
    await expect(page.getByRole('heading', { name: 'Review your trip', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await page.getByLabel('Title').fill('Coffee and clouds');
    await page.getByLabel('Your review').fill('Three slow days, exactly as promised.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'See it on the package page' }).click();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('1 review');
    await expect(reviews).toContainText('Coffee and clouds');
    await expect(reviews).toContainText('Meera');
    await expect(reviews).toContainText('Verified traveller');
    await expectAccessible(page);

    // Its link now shows the posted review, not a second form; a second review of the
    // same booking is refused.
    await page.goto(`/booking/${bookingId}/review`);
    await expect(page.getByRole('heading', { name: 'Your review', level: 1 })).toBeVisible();
    await expect(page.getByText('Coffee and clouds')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
    const again = await request.post('/v1/reviews', {
      headers: travellerHeaders(await storedManageKey(page, bookingId)),
      data: { bookingId, rating: 3, title: 'Again', text: 'A second review of the same booking.' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('This booking has already been reviewed');
  });
});
