import type { APIRequestContext, Page, Response } from '@playwright/test';
import { DEMO_MANY_DATES_SLUG, DEMO_ONE_DATE_SLUG } from './demo.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// The public marketplace journeys, on the demo data the e2e server seeds.

type PublicPackage = {
  id: string;
  title: string;
  tourType: string;
  TourPackageDeparture: { id: string }[];
  TourDate: { date: string; tourPackageDepartureId: string }[];
  TourCustomPricing: { id: string; name: string; tourPackageDepartureId: string }[];
};

const packageRead = (page: Page) =>
  page.waitForResponse((r: Response) => /\/v1\/tours\/public\/slug\//.test(r.url()) && r.ok());
/** A server-rendered package page arrives with its data (no read to wait for): the same JSON. */
const publicPackage = async (request: APIRequestContext, slug: string): Promise<PublicPackage> =>
  (await request.get(`/v1/tours/public/slug/${slug}`)).json();

/** The first date of the first departure, as the API lists it (already past the cutoff). */
const firstDateOf = (pkg: PublicPackage) => {
  const departure = pkg.TourPackageDeparture[0]?.id;
  return pkg.TourDate.filter((d) => d.tourPackageDepartureId === departure).map((d) =>
    d.date.slice(0, 10),
  )[0];
};

function expectCheckout(page: Page, expected: Record<string, string>) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/package/booking');
  expect(Object.fromEntries(url.searchParams)).toEqual(expected);
}

/** Rooms: push room 1 to an unpriced 4 adults, see it refused, then settle on 3 adults + a 2+1 room. */
async function chooseRooms(panel: ReturnType<Page['locator']>) {
  const bookNow = panel.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeEnabled();
  await panel.getByRole('button', { name: 'More adults in room 1' }).click();
  await panel.getByRole('button', { name: 'More adults in room 1' }).click();
  await expect(panel.getByText('Invalid combination')).toBeVisible();
  await expect(bookNow).toBeDisabled();
  await panel.getByRole('button', { name: 'Fewer adults in room 1' }).click();
  await expect(panel.getByText('Invalid combination')).toBeHidden();
  await panel.getByRole('button', { name: 'Add room' }).click();
  await panel.getByRole('button', { name: 'More children in room 2' }).click();
  await expect(panel.getByText('Children (0-12 yrs)').first()).toBeVisible();
  await expect(bookNow).toBeEnabled();
  return bookNow;
}

test.describe('public marketplace', () => {
  test('search a destination, open a package, choose rooms and a date, reach checkout', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured packages' })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByRole('combobox', { name: /Search destinations/ });
    await search.fill('bali');
    await expect(page.getByRole('option', { name: 'Bali', exact: true })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=bali$/);
    const destinations = page.getByRole('region', { name: /Destinations/ });
    await expect(destinations.getByRole('link', { name: 'Bali', exact: true })).toBeVisible();
    await expectAccessible(page);

    await destinations.getByRole('link', { name: 'Bali', exact: true }).click();
    await expect(page).toHaveURL(/\/destination\/bali$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bali' })).toBeVisible();
    await expectAccessible(page);

    const read = packageRead(page);
    await page.getByRole('link', { name: /Bali Bliss/ }).click();
    const pkg: PublicPackage = await (await read).json();
    await expect(page.getByRole('heading', { level: 1, name: pkg.title })).toBeVisible();
    await expect(page.getByText('Date of Trip')).toBeVisible();
    await expect(page.evaluate(() => localStorage.getItem('creatorId'))).resolves.toBeTruthy();
    await expect(page.getByRole('navigation', { name: 'Package sections' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'For More Information' })).toBeVisible();
    await expectAccessible(page);

    const panel = page.getByRole('complementary');
    const bookNow = await chooseRooms(panel);
    await bookNow.click();

    const dialog = page.getByRole('dialog', { name: 'Pick Travel Date' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Book Now' });
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByRole('listitem').first().getByRole('button').click();
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/package\/booking\?/);
    expectCheckout(page, {
      tour: pkg.id,
      departure: pkg.TourPackageDeparture[0]?.id ?? '',
      date: firstDateOf(pkg) ?? '',
      adults: '3,2',
      child: '0,1',
    });
  });

  test('a package with one date skips the date dialog', async ({ page, request }) => {
    const pkg = await publicPackage(request, DEMO_ONE_DATE_SLUG);
    await page.goto(`/package/${DEMO_ONE_DATE_SLUG}`);
    await expectAccessible(page);
    const panel = page.getByRole('complementary');
    const bookNow = panel.getByRole('button', { name: 'Book Now' });
    const item = pkg.TourCustomPricing[0];
    if (!item) throw new Error('the one-date demo package has custom pricing');
    // Custom pricing: Book Now waits for a quantity above 0.
    await expect(bookNow).toBeDisabled();
    await panel.getByRole('button', { name: `More ${item.name.toLowerCase()}` }).click();
    await bookNow.click();
    await expect(page).toHaveURL(/\/package\/booking\?/);
    await expect(page.getByRole('dialog', { name: 'Pick Travel Date' })).toHaveCount(0);
    expectCheckout(page, {
      tour: pkg.id,
      departure: pkg.TourPackageDeparture[0]?.id ?? '',
      date: firstDateOf(pkg) ?? '',
      customs: `${item.id}:::1`,
    });
  });

  test('a waitlist e-mail’s link (?departure&date) arrives with that date picked', async ({
    page,
    request,
  }) => {
    const pkg = await publicPackage(request, DEMO_MANY_DATES_SLUG);
    const departure = pkg.TourPackageDeparture[0]?.id ?? '';
    const dates = pkg.TourDate.filter((d) => d.tourPackageDepartureId === departure).map((d) =>
      d.date.slice(0, 10),
    );
    const linkedDate = dates[3] ?? '';
    await page.goto(`/package/${DEMO_MANY_DATES_SLUG}?departure=${departure}&date=${linkedDate}`);
    await expect(page.getByRole('status').filter({ hasText: 'Seats are open on' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('complementary').getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick Travel Date' });
    await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/package\/booking\?/);
    expect(new URL(page.url()).searchParams.get('date')).toBe(linkedDate);

    // A date that is gone (here: one the departure never had) says so and picks nothing.
    await page.goto(`/package/${DEMO_MANY_DATES_SLUG}?departure=${departure}&date=2020-01-01`);
    await expect(page.getByRole('status').filter({ hasText: 'is no longer available' })).toBeVisible();
  });

  test('the served package page carries its Open Graph title', async ({ request }) => {
    const pkg: PublicPackage = await (
      await request.get(`/v1/tours/public/slug/${DEMO_MANY_DATES_SLUG}`)
    ).json();
    const res = await request.get(`/package/${DEMO_MANY_DATES_SLUG}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const ogTitle = /<meta[^>]+property="og:title"[^>]+content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(ogTitle).toContain(pkg.title.replaceAll('&', '&amp;').split(':')[0]);
  });
});

test.describe('public marketplace on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('book through the bottom bar; many dates scroll in a full-width list', async ({ page, request }) => {
    const pkg = await publicPackage(request, DEMO_MANY_DATES_SLUG);
    await page.goto(`/package/${DEMO_MANY_DATES_SLUG}`);
    await expect(page.getByRole('complementary')).toBeHidden();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Book Now' }).click();
    const sheet = page.getByRole('dialog', { name: `Book ${pkg.title}` });
    await expect(sheet).toBeVisible();
    const bookNow = await chooseRooms(sheet);
    await expectAccessible(page);
    await bookNow.click();

    const dialog = page.getByRole('dialog', { name: 'Pick Travel Date' });
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Available dates' });
    const box = await list.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(300);
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expectAccessible(page);
    await list.getByRole('button').first().click();
    await dialog.getByRole('button', { name: 'Book Now' }).click();

    await expect(page).toHaveURL(/\/package\/booking\?/);
    expectCheckout(page, {
      tour: pkg.id,
      departure: pkg.TourPackageDeparture[0]?.id ?? '',
      date: firstDateOf(pkg) ?? '',
      adults: '3,2',
      child: '0,1',
    });
  });
});
