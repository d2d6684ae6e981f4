import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createCreator } from './api-helpers.ts';
import { expect, expectAccessible, openAsAdmin, signInAs, test } from './fixtures.ts';
import { jpeg } from './images.ts';

async function cropAndUpload(page: Page, input: Locator, image: Buffer) {
  await input.setInputFiles({ name: 'pic.jpg', mimeType: 'image/jpeg', buffer: image });
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop).toBeVisible();
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/v1/media') && r.request().method() === 'POST',
  );
  await crop.getByRole('button', { name: 'Continue' }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(crop).toBeHidden();
}

/** Saves the open tab and waits for the next one (spec 001 §4: a save advances). */
async function saveAndContinue(page: Page, section: string, next: string) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/${section}`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('tab', { name: next })).toHaveAttribute('aria-selected', 'true');
}

/** A package made through the API by the given creator. */
async function createTourAs(request: APIRequestContext, email: string, password: string, title: string) {
  const login = await (await request.post('/v1/auth/login', { data: { email, password } })).json();
  const res = await request.post('/v1/tours', {
    headers: { authorization: `Bearer ${login.tokens.access.token}` },
    data: { title, description: 'Made through the API' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

test.describe('tour packages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a creator builds a package through the five tabs, publishes and unpublishes it', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Piya Paths');
    await signInAs(page, creator.email, creator.password, '/creator/dashboard/packages');
    await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
    await expectAccessible(page);

    // Add Package: the messages of spec 001 §5, then the new package's editor.
    await page.getByRole('button', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('Title is required')).toBeVisible();
    await expect(add.getByText('Description is required')).toBeVisible();
    await expectAccessible(page);
    const title = `Spiti Winter Trail ${Date.now().toString(36)}`;
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Description').fill('Snow, monasteries and clear skies.');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/packages\/edit\/[\w-]+/);

    // Overview.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Banner image is required')).toBeVisible();
    await expect(page.getByText('Thumbnail is required')).toBeVisible();
    await cropAndUpload(page, page.getByLabel('Upload banner image'), await jpeg(1600, 900, 200));
    await cropAndUpload(page, page.getByLabel('Upload thumbnail'), await jpeg(800, 600, 40));
    await page.getByRole('button', { name: 'Add inclusion' }).click();
    await page.getByLabel('Inclusion 1', { exact: true }).fill('All breakfasts');
    await page.getByRole('button', { name: 'Add exclusion' }).click();
    await page.getByLabel('Exclusion 1', { exact: true }).fill('Flights');
    // ADR 1304: a cancellation text that contradicts the rule is refused at the field; notes that
    // add to it are kept.
    const cancellation = page.getByRole('textbox', { name: 'Cancellation policy' });
    await cancellation.fill('Free cancellation until 30 days.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByText(
        '"Free cancellation until 30 days" contradicts the cancellation rule: 30 days before departure, 40 % is deducted.',
      ),
    ).toBeVisible();
    await expect(cancellation).toHaveAttribute('aria-invalid', 'true');
    await cancellation.fill('Airline tickets are non-refundable once issued.');
    await page.getByLabel('Will you be travelling with fans in this tour?').check();
    await expectAccessible(page);
    await saveAndContinue(page, 'overview', 'Destination');

    // Destination: a new place and a new hotel, made without leaving the editor.
    const placeName = `Kaza ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Place', exact: true }).click();
    const placeDialog = page.getByRole('dialog', { name: 'Add Place' });
    await placeDialog.getByLabel('Place name').fill(placeName);
    await placeDialog.getByRole('button', { name: 'Add Place' }).click();
    await expect(placeDialog).toBeHidden();
    await expect(page.getByText(placeName)).toBeVisible();
    await page.getByLabel('Days').fill('3');
    await page.getByRole('button', { name: 'Add Hotel', exact: true }).click();
    const hotelDialog = page.getByRole('dialog', { name: 'Add Hotel' });
    await hotelDialog.getByLabel('Hotel name').fill('Snow Leopard Inn');
    await hotelDialog.getByLabel('Star rating').fill('4');
    await hotelDialog.getByLabel('Address').fill('Main Bazaar');
    await hotelDialog.getByRole('button', { name: 'Add Hotel' }).click();
    await expect(hotelDialog).toBeHidden();
    await expect(page.getByText('Snow Leopard Inn - Main Bazaar')).toBeVisible();
    await expectAccessible(page);
    await saveAndContinue(page, 'destination', 'Itinerary');

    // Itinerary: one day with a meal.
    await page.getByRole('button', { name: 'Add itinerary' }).click();
    await expect(page.getByLabel('Day', { exact: true })).toHaveValue('1');
    await page.getByLabel('Heading').fill('Arrive in Kaza');
    await page.getByLabel('Description').fill('Settle in and acclimatise.');
    await page.getByRole('button', { name: 'Add Meal' }).click();
    await page.getByLabel('Meal 1', { exact: true }).fill('Thukpa dinner');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('food');
    await expectAccessible(page);
    await saveAndContinue(page, 'itinerary', 'Pricing');

    // Pricing: one departure with a simple price (2 adults, 0 children by default).
    await page.getByRole('button', { name: 'Add departure' }).click();
    await page.getByLabel('Departure name').fill('From Manali');
    await expect(page.getByLabel('Adults')).toHaveValue('2');
    await page.getByLabel('Price (₹)').fill('30000');
    await page.getByRole('button', { name: /^Add inclusion/ }).click();
    await page.getByLabel('Inclusion 1', { exact: true }).fill('Oxygen cylinder');
    await expectAccessible(page);
    await saveAndContinue(page, 'pricing', 'Availability');

    // Availability: AnyDay on load; save, then publish and unpublish.
    await expect(page.getByLabel('Any day')).toBeChecked();
    await page.getByLabel('Specific days').check();
    await page.getByRole('button', { name: /^Add date/ }).click();
    await expect(page.getByRole('table', { name: /Departure dates/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Any day').check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/availability') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    const status = page.getByRole('region', { name: 'Package Status' });
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByText('Published', { exact: true })).toBeVisible();
    // The heading names the package and, once it is published, links to its public page.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    const publicLink = page.getByRole('link', { name: /View public page/ });
    await expect(publicLink).toHaveAttribute('href', /^\/package\/[a-z0-9-]+$/);
    const publicPage = await page.request.get(String(await publicLink.getAttribute('href')));
    expect(publicPage.status()).toBe(200);
    await status.getByRole('button', { name: 'Unpublish' }).click();
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The list shows it as a Draft with its banner.
    await page.goto('/creator/dashboard/packages');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByRole('img', { name: `Banner of ${title}` })).toBeVisible();
  });

  test('an admin creates a package for a creator and rejects another, whose creator sees the reason', async ({
    page,
    request,
  }) => {
    const creator = await createCreator(request, 'Rohan Roams');
    const rejectedTitle = `Goa Shacks ${Date.now().toString(36)}`;
    await createTourAs(request, creator.email, creator.password, rejectedTitle);

    await openAsAdmin(page, '/admin/packages');
    await expect(page.getByRole('columnheader', { name: 'Creator' })).toBeVisible();
    await expectAccessible(page);

    // Add Package for the creator, found through the async picker.
    await page.getByRole('button', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    await add.getByLabel('Title').fill('Kerala Backwaters');
    await add.getByLabel('Description').fill('Houseboats and spice gardens.');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('Creator is required')).toBeVisible();
    await add.getByRole('combobox', { name: 'Creator' }).fill(creator.username);
    await add.getByRole('option', { name: `Rohan Roams (@${creator.username})` }).click();
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/edit\/[\w-]+/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kerala Backwaters');
    await expectAccessible(page);

    // Reject the creator's other package with a reason.
    await page.goto(`/admin/packages?title=${encodeURIComponent(rejectedTitle)}`);
    await page.getByRole('button', { name: `Reject ${rejectedTitle}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject package' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Reason is required')).toBeVisible();
    await reject.getByLabel('Reason').fill('Add real photos of the shacks');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(rejectedTitle) });
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The creator sees the reason in its list, and both packages.
    await signOut(page);
    await signInAs(page, creator.email, creator.password, '/creator/dashboard/packages');
    await expect(page.getByRole('row', { name: /Kerala Backwaters/ })).toBeVisible();
    const mine = page.getByRole('row', { name: new RegExp(rejectedTitle) });
    await expect(mine.getByText('Reason: Add real photos of the shacks')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Creator' })).toHaveCount(0);
    await expectAccessible(page);

    // On a phone the rows become cards linking to the editor.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: rejectedTitle, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
