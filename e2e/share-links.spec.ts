import type { Browser, Page } from '@playwright/test';
import { apiToken, createBookablePackage, createCreator } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures.ts';

// A creator makes an Instagram link for its package; a visitor opens it in a fresh
// browser, looks around and books: the booking shows "via Instagram" and the funnel shows the visit,
// the checkout and the paid booking on that channel. Another creator recommends the package with a
// WhatsApp link: a booking through it shows "recommended by …" and earns that creator a referral
// share in its ledger.

type BookablePackage = Awaited<ReturnType<typeof createBookablePackage>>;

/** The share panel's link for a channel, made by pressing its copy button. */
async function copyLink(page: Page, channel: string): Promise<string> {
  const panel = page.locator('[data-share-panel]');
  await panel.getByRole('button', { name: `Copy ${channel} link` }).click();
  const row = panel.getByRole('listitem').filter({ hasText: channel });
  const url = row.locator('p.font-mono');
  await expect(url).toHaveText(/\/go\/[A-Za-z0-9]{8}$/);
  return (await url.textContent()) ?? '';
}

/**
 * A visitor in a browser of its own opens the link, looks at the package, then books two adults
 * with the 15 % token on the sandbox; answers the booking id.
 */
async function visitAndBook(browser: Browser, link: string, pkg: BookablePackage, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('sent', 'true'));
  try {
    // Once the page is shown, its beacon leaves (a second later, or when the page is hidden).
    const beacon = page.waitForRequest((r) => r.url().endsWith('/v1/funnel/visits') && r.method() === 'POST');
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/package/${pkg.slug}$`));
    await expect(page.getByRole('heading', { name: pkg.title, level: 1 })).toBeVisible();
    // The address bar dropped the link's parameters; the browser kept the code.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('shareRef') ?? '')).toContain('"code"');
    // (Its body is a Blob, which Playwright does not show: the funnel below shows what it counted.)
    await beacon;
    const checkout = `/package/booking?${new URLSearchParams({
      tour: pkg.id,
      departure: pkg.departureId,
      date: pkg.date,
      adults: '2',
      child: '0',
    })}`;
    await page.goto(new URL(checkout, page.url()).toString());
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByRole('button', { name: 'Pay ₹6,750.00' }).click();
    await page.waitForURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/booking\/payment-complete\//);
    await expect(page.getByRole('heading', { name: 'Tour Confirmation' })).toBeVisible({ timeout: 15_000 });
    return new URL(page.url()).pathname.split('/').pop() ?? '';
  } finally {
    await context.close();
  }
}

test.describe('share links', () => {
  test('an Instagram link fills the trip: via Instagram, the funnel, and a recommendation earns a referral share', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const pkg = await createBookablePackage(request, 'Hampi Boulder Days', 'Kavya Kodagu');
    const recommender = await createCreator(request, 'Ria Recommends');

    // The package's creator copies its Instagram link from the editor's Share panel.
    await signInAs(
      page,
      pkg.creator.email,
      pkg.creator.password,
      `/creator/dashboard/packages/edit/${pkg.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Share', level: 2 })).toBeVisible();
    const instagram = await copyLink(page, 'Instagram');
    await expectAccessible(page);

    const first = await visitAndBook(browser, instagram, pkg, 'Meera Instagram');

    // The booking says where it came from, to its creator.
    await page.goto(`/creator/dashboard/bookings/${first}`);
    await expect(page.locator('[data-attribution]')).toHaveText('via Instagram');
    await expectAccessible(page);

    // The funnel: a visit, a checkout started and a paid booking on Instagram.
    await page.goto('/creator/dashboard');
    // Exact: the card's table is a region too ("Funnel per package and channel"), once its rows load.
    const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
    await expect(funnel).toBeVisible();
    await funnel.getByRole('button', { name: '7 days' }).click();
    const row = funnel.getByRole('row').filter({ hasText: pkg.title }).filter({ hasText: 'Instagram' });
    await expect(row).toBeVisible();
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).not.toHaveText('0'); // visits
    await expect(cells.nth(3)).toHaveText('1'); // checkouts started
    await expect(cells.nth(4)).toHaveText('1'); // paid bookings
    await expect(cells.nth(5)).toHaveText('₹6,750.00'); // revenue
    await expectAccessible(page);
    await keepScreenshot(page, 'funnel-1280.png', { fullPage: true });

    // Another creator recommends the trip from its public page with a WhatsApp link.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, recommender.email, recommender.password, `/package/${pkg.slug}`);
    await expect(page.getByRole('heading', { name: 'Recommend this trip' })).toBeVisible();
    const whatsapp = await copyLink(page, 'WhatsApp');

    const second = await visitAndBook(browser, whatsapp, pkg, 'Arjun WhatsApp');

    // The package's creator sees who recommended it; the recommender's ledger has its referral share.
    const token = await apiToken(request, pkg.creator.email, pkg.creator.password);
    const detail = await (
      await request.get(`/v1/bookings/${second}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(detail.attribution).toMatchObject({ creatorName: 'Ria Recommends', channel: 'whatsapp' });
    await page.goto('/creator/dashboard/earnings');
    await expect(page.getByText('Referral payment').first()).toBeVisible();
    // 3 % of the ₹6,750.00 token.
    await expect(page.getByText('₹202.50').first()).toBeVisible();
    await expectAccessible(page);
  });
});
