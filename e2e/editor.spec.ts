import type { APIRequestContext } from '@playwright/test';
import {
  dayPastEndMessage,
  daysPastEndLabel,
  STRAY_ITINERARY_MESSAGE,
  strayItineraryLabel,
} from '@wayfarer/shared/rules/package';
import { apiToken, createCreator, daysFromNow } from './api-helpers.ts';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures.ts';
import { jpeg } from './images.ts';

// The editor never loses work. A refused save keeps every typed value, shows the
// server's message at the row it concerns and stays on the tab; leaving with unsaved changes asks.

type Creator = Awaited<ReturnType<typeof createCreator>>;

async function postOk(request: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/**
 * A Draft package, complete but for what a journey breaks: two places (the first for day 1, the
 * second for day 2), an itinerary day at each, one "Standard" departure (2 adults ₹30,000) and a
 * bookable date. Answers its id, the places and the departure.
 */
async function createDraftPackage(request: APIRequestContext, creator: Creator, title: string) {
  const token = await apiToken(request, creator.email, creator.password);
  const upload = await request.post('/v1/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 400) } },
  });
  const { url: banner } = await upload.json();
  const { id } = await postOk(request, token, '/v1/tours', { title, description: 'Two places' });
  const found = await (await request.get('/v1/destinations', { params: { page: 1 } })).json();
  const [first, second] = found.results as { id: string; name: string }[];
  if (!first || !second) throw new Error('the demo catalogue has fewer than two places');
  await postOk(request, token, `/v1/tours/${id}/overview`, {
    banner,
    thumb: banner,
    title,
    description: 'A day at each of two places.',
    commissionType: 'SalesOperations',
  });
  await postOk(request, token, `/v1/tours/${id}/destination`, {
    tourPackageDestinations: [
      { destinationId: first.id, days: 1 },
      { destinationId: second.id, days: 1 },
    ],
  });
  await postOk(request, token, `/v1/tours/${id}/itinerary`, {
    tourItineraries: [
      { destinationId: first.id, day: 1, title: 'Arrival', description: 'Check in and walk.' },
      { destinationId: second.id, day: 2, title: 'Estate walk', description: 'Coffee estates.' },
    ],
  });
  const pricing = await postOk(request, token, `/v1/tours/${id}/pricing`, {
    pricingType: 'Simple',
    tourPackageDepartures: [{ name: 'Standard', simplePricings: [{ adult: 2, child: 0, price: 30000 }] }],
  });
  const departureId = pricing.tourPackageDepartures[0].id as string;
  await postOk(request, token, `/v1/tours/${id}/availability`, {
    tourType: 'SpecificDays',
    tourDates: [{ date: daysFromNow(30), tourPackageDepartureId: departureId }],
  });
  return { id: id as string, token, first, second, departureId };
}

test.describe('package editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a refused pricing save keeps the rows and shows the message at the row', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Nila Nomad');
    const login = await (
      await request.post('/v1/auth/login', { data: { email: creator.email, password: creator.password } })
    ).json();
    const created = await request.post('/v1/tours', {
      headers: { authorization: `Bearer ${login.tokens.access.token}` },
      data: { title: `Goa Loops ${Date.now().toString(36)}`, description: 'Beaches by train' },
    });
    const { id } = await created.json();

    await signInAs(
      page,
      creator.email,
      creator.password,
      `/creator/dashboard/packages/edit/${id}?tab=pricing`,
    );
    await page.getByRole('button', { name: 'Add departure' }).click();
    await page.getByLabel('Departure name').fill('From Mumbai');
    await page.getByLabel('Price (₹)').fill('30000');
    // A second room with the same 2 adults, 0 children: the server refuses the combination.
    await page.getByRole('button', { name: /^Add room price/ }).click();
    await page.getByLabel('Price (₹)').nth(1).fill('41000');

    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/pricing') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await refused).status()).toBe(400);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This adult and child combination is already priced' }),
    ).toBeVisible();
    // Still on Pricing, every typed value still there.
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Departure name')).toHaveValue('From Mumbai');
    await expect(page.getByLabel('Price (₹)').nth(0)).toHaveValue('30000');
    await expect(page.getByLabel('Price (₹)').nth(1)).toHaveValue('41000');
    await expectAccessible(page);

    // Leaving the tab with unsaved changes asks first; declining stays.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('unsaved changes');
      void dialog.dismiss();
    });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Price (₹)').nth(1)).toHaveValue('41000');

    // Fixing the row saves and moves on.
    await page.getByLabel('Adults').nth(1).fill('1');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/pricing') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a refused availability save keeps the type and every date, and says which date', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Dev Dates');
    const pkg = await createDraftPackage(request, creator, `Konkan Rail ${Date.now().toString(36)}`);
    const dateField = (n: number) => page.getByLabel(`Date ${n} of Standard`, { exact: true });
    const past = daysFromNow(-1);
    const later = daysFromNow(45);

    await signInAs(
      page,
      creator.email,
      creator.password,
      `/creator/dashboard/packages/edit/${pkg.id}?tab=availability`,
    );
    await expect(page.getByLabel('Specific days')).toBeChecked();
    await expect(dateField(1)).toHaveValue(daysFromNow(30));
    // A second date in the past and a third one later, with seats.
    await page.getByRole('button', { name: 'Add date to Standard' }).click();
    await dateField(2).fill(past);
    await page.getByRole('button', { name: 'Add date to Standard' }).click();
    await dateField(3).fill(later);
    await page.getByLabel('Seats for Standard 3').fill('12');

    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(400);
    // The message sits at the past date's row; the tab is not reset to "Any day" with no dates.
    const pastRow = dateField(2);
    await expect(pastRow).toHaveAccessibleDescription('Invalid date');
    await expect(page.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Specific days')).toBeChecked();
    await expect(dateField(1)).toHaveValue(daysFromNow(30));
    await expect(pastRow).toHaveValue(past);
    await expect(dateField(3)).toHaveValue(later);
    await expect(page.getByLabel('Seats for Standard 3')).toHaveValue('12');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'availability-refused-390.png', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Nothing was written: the server still has the one date.
    const stored = await request.get(`/v1/tours/${pkg.id}/availability`, {
      headers: { authorization: `Bearer ${pkg.token}` },
    });
    expect((await stored.json()).TourDate.map((d: { date: string }) => d.date.slice(0, 10))).toEqual([
      daysFromNow(30),
    ]);

    // Moving the date forward saves all three.
    await pastRow.fill(daysFromNow(40));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(dateField(3)).toHaveValue(later);
    await expect(dateField(2)).not.toHaveAccessibleDescription('Invalid date');
  });

  test('an itinerary day at a place the package left is flagged and blocks publishing until moved', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Isha Itinerary');
    // A 100-character title, as real titles sometimes are.
    const title = `Coffee Country ${Date.now().toString(36)} `.padEnd(100, 'x');
    const pkg = await createDraftPackage(request, creator, title);
    // The creator drops the second place on the Destination tab (here through the API).
    await postOk(request, pkg.token, `/v1/tours/${pkg.id}/destination`, {
      tourPackageDestinations: [{ destinationId: pkg.first.id, days: 2 }],
    });

    await signInAs(
      page,
      creator.email,
      creator.password,
      `/creator/dashboard/packages/edit/${pkg.id}?tab=itinerary`,
    );
    const stray = page.getByRole('region', { name: 'Itinerary 2' });
    await expect(stray.getByRole('alert')).toHaveText(STRAY_ITINERARY_MESSAGE);
    await expect(page.getByRole('region', { name: 'Itinerary 1' }).getByRole('alert')).toHaveCount(0);
    // The day keeps its words, but no longer claims the place the package left.
    await expect(stray.getByLabel('Heading')).toHaveValue('Estate walk');
    await expect(stray.getByLabel('Destination')).toHaveValue('');
    await expect(stray.getByRole('option', { name: pkg.second.name })).toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'itinerary-stray-390.png', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Publishing says which day is wrong, in words.
    await page.getByRole('tab', { name: 'Availability' }).click();
    const availability = page.getByRole('tabpanel', { name: 'Availability' });
    await availability.getByRole('button', { name: 'Publish' }).click();
    await expect(availability.getByText(strayItineraryLabel([2]))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

    // Saving the day without a place is stopped at its Destination field, not with a server error.
    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(stray.getByText('Destination is required')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
    await expect(stray.getByLabel('Heading')).toHaveValue('Estate walk');

    // Moving the day to the package's place saves, and the package publishes.
    await stray.getByLabel('Destination').selectOption({ label: pkg.first.name });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/itinerary') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Availability' }).click();
    await availability.getByRole('button', { name: 'Publish' }).click();
    await expect(availability.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(availability.getByText(strayItineraryLabel([2]))).toHaveCount(0);

    // The 100-character title fits the creator's list on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/creator/dashboard/packages?title=${encodeURIComponent(title.slice(0, 30))}`);
    const link = page.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    // Inside its card (the card clips what overflows), its status badge beside it on screen.
    const card = page.getByRole('listitem').filter({ has: link });
    const [linkBox, cardBox] = [await link.boundingBox(), await card.boundingBox()];
    expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    await expect(card.getByText('Published', { exact: true })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);
    await keepScreenshot(page, 'packages-long-title-390.png', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an itinerary day after the last day (fewer days on Destination) is flagged until moved', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Dia Days');
    const pkg = await createDraftPackage(request, creator, `Malnad Loop ${Date.now().toString(36)}`);
    const entry = (destinationId: string, day: number, title: string) => ({
      destinationId,
      day,
      title,
      description: `${title}.`,
    });
    // Three days with a day-3 entry, then the second place shrinks back to one day (through the API).
    await postOk(request, pkg.token, `/v1/tours/${pkg.id}/destination`, {
      tourPackageDestinations: [
        { destinationId: pkg.first.id, days: 1 },
        { destinationId: pkg.second.id, days: 2 },
      ],
    });
    await postOk(request, pkg.token, `/v1/tours/${pkg.id}/itinerary`, {
      tourItineraries: [
        entry(pkg.first.id, 1, 'Arrival'),
        entry(pkg.second.id, 2, 'Estate walk'),
        entry(pkg.second.id, 3, 'Waterfall hike'),
      ],
    });
    await postOk(request, pkg.token, `/v1/tours/${pkg.id}/destination`, {
      tourPackageDestinations: [
        { destinationId: pkg.first.id, days: 1 },
        { destinationId: pkg.second.id, days: 1 },
      ],
    });

    await signInAs(
      page,
      creator.email,
      creator.password,
      `/creator/dashboard/packages/edit/${pkg.id}?tab=availability`,
    );
    const availability = page.getByRole('tabpanel', { name: 'Availability' });
    await availability.getByRole('button', { name: 'Publish' }).click();
    await expect(availability.getByText(daysPastEndLabel([3], 2))).toBeVisible();

    await page.getByRole('tab', { name: 'Itinerary' }).click();
    const late = page.getByRole('region', { name: 'Itinerary 3' });
    await expect(late.getByRole('alert')).toHaveText(dayPastEndMessage(2));
    await expect(late.getByLabel('Day')).toHaveValue('');
    await expect(late.getByLabel('Heading')).toHaveValue('Waterfall hike');
    await expectAccessible(page);
    // Saving without a day is stopped at the Day field; choosing one saves and publishes.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(late.getByText('Invalid input')).toBeVisible();
    await late.getByLabel('Day').selectOption({ label: 'Day 2' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/itinerary') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('tab', { name: 'Availability' }).click();
    await availability.getByRole('button', { name: 'Publish' }).click();
    await expect(availability.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  });
});
