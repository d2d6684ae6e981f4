import type { Locator, Page } from '@playwright/test';
import { ADMIN_STATE } from './env.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
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

test.describe('admin catalogue', () => {
  // The admin's from the start: the run's stored session (e2e/auth.setup.ts).
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  test('admin adds a place, a destination with that place, a category and a hotel, finds and edits them', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const place = `Gokarna ${tag}`;
    const destination = `Karnataka ${tag}`;
    const category = `Surfing ${tag}`;
    const hotel = `Namaste Cafe ${tag}`;

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Admin area' });

    // A place.
    await nav.getByRole('link', { name: 'Place' }).click();
    await expect(page).toHaveURL(/\/admin\/place/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Place' }).click();
    const placeDialog = page.getByRole('dialog', { name: 'Add Place' });
    await placeDialog.getByLabel('Place').fill(place);
    await placeDialog.getByRole('button', { name: 'Add Place' }).click();
    await expect(placeDialog).toBeHidden();
    await page.getByLabel('Search places').fill(tag);
    await expect(page.getByRole('cell', { name: place, exact: true }).first()).toBeVisible();

    // Edit it.
    await page.getByRole('button', { name: `Edit ${place}` }).click();
    const editPlace = page.getByRole('dialog', { name: 'Edit Place' });
    await editPlace.getByLabel('Place').fill(`${place} Beach`);
    await editPlace.getByRole('button', { name: 'Save' }).click();
    await expect(editPlace).toBeHidden();
    await expect(page.getByRole('cell', { name: `${place} Beach`, exact: true }).first()).toBeVisible();

    // A hotel in that place.
    await page.getByRole('tab', { name: 'Hotels' }).click();
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    const hotelDialog = page.getByRole('dialog', { name: 'Add Hotel' });
    await hotelDialog.getByLabel('Hotel name').fill(hotel);
    await hotelDialog.getByRole('combobox', { name: 'City' }).fill(tag);
    await page.getByRole('option', { name: `${place} Beach` }).click();
    await hotelDialog.getByLabel('Star rating').fill('7');
    await hotelDialog.getByLabel('Address').fill('Kudle Beach Road');
    await hotelDialog.getByRole('button', { name: 'Add Hotel' }).click();
    await expect(hotelDialog.getByText('Must be a number between 1 and 5')).toBeVisible();
    await hotelDialog.getByLabel('Star rating').fill('4');
    await hotelDialog.getByRole('button', { name: 'Add Hotel' }).click();
    await expect(hotelDialog).toBeHidden();
    await page.getByLabel('Search hotels').fill(tag);
    await expect(page.getByText(hotel).first()).toBeVisible();
    await expectAccessible(page);

    // A destination with cropped images and the place.
    await nav.getByRole('link', { name: 'Destination' }).click();
    await expect(page).toHaveURL(/\/admin\/destination/);
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const destDialog = page.getByRole('dialog', { name: 'Add Destination' });
    await cropAndUpload(page, destDialog.getByLabel('Upload banner image'), await jpeg(2000, 500, 190));
    await cropAndUpload(
      page,
      destDialog.getByLabel('Upload image', { exact: true }),
      await jpeg(800, 800, 30),
    );
    await destDialog.getByLabel('Destination', { exact: true }).fill(destination);
    await destDialog.getByRole('combobox', { name: 'Places' }).fill(tag);
    await page.getByRole('option', { name: `${place} Beach` }).click();
    await page.keyboard.press('Escape');
    await expect(destDialog).toBeVisible();
    const createdGroup = page.waitForResponse(
      (r) => r.url().endsWith('/v1/destination-groups') && r.request().method() === 'POST',
    );
    await destDialog.getByRole('button', { name: 'Add Destination' }).click();
    expect((await createdGroup).status()).toBe(201);
    await expect(page.getByText('Destination added successfully')).toBeVisible();
    await page.getByLabel('Search destinations').fill(tag);
    await expect(page.getByRole('cell', { name: destination, exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // A category.
    await nav.getByRole('link', { name: 'Category' }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const catDialog = page.getByRole('dialog', { name: 'Add Category' });
    await catDialog.getByLabel('Name').fill(category);
    await catDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Created successfully!')).toBeVisible();
    await page.getByLabel('Search categories').fill(tag);
    await expect(page.getByRole('cell', { name: category, exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // The public API sees the new destination with its place.
    const groups = await (await page.request.get(`/v1/destination-groups?page=1&query=${tag}`)).json();
    expect(groups.results[0].destinationGroupDestinations[0].destination.name).toBe(`${place} Beach`);
  });

  test('admin marks a creator featured', async ({ page }) => {
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin area' })
      .getByRole('link', { name: 'Creators' })
      .click();
    await expect(page).toHaveURL(/\/admin\/creators/);
    const first = page.getByRole('switch').first();
    await expect(first).toBeVisible();
    await expectAccessible(page);
    // The creator's own switch, by its row's username: a creator another test registers meanwhile
    // comes first in the list, and `.first()` would then read that one's switch after the list
    // reloads; the name alone is not enough either (the journeys' creators share one name).
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('switch') })
      .first();
    const handle = (await firstRow.getByRole('cell').allTextContents()).find((text) => text.startsWith('@'));
    expect(handle, 'the first row shows no username').toMatch(/^@\w+$/);
    const toggle = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: handle ?? '', exact: true }) })
      .getByRole('switch');
    const before = await toggle.getAttribute('aria-checked');
    const patched = page.waitForResponse(
      (r) => r.url().includes('/feature') && r.request().method() === 'PATCH',
    );
    await toggle.click();
    expect((await patched).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  });
});
