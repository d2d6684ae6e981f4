import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, keepScreenshot, PASSWORD, test, uniqueEmail } from './fixtures.ts';
import { jpeg } from './images.ts';

/** Picks a file for an upload field, continues through the crop dialog and waits for the upload. */
async function uploadThroughCrop(page: Page, input: Locator, image: Buffer) {
  await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image });
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop).toBeVisible();
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/v1/media') && r.request().method() === 'POST',
  );
  await crop.getByRole('button', { name: 'Continue' }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(crop).toBeHidden();
}

test.describe('creator onboarding, settings and public profile', () => {
  test.describe.configure({ timeout: 120_000 });

  test('register, complete profile, edit settings and see the public page', async ({ page }) => {
    const suffix = Date.now().toString(36).slice(-6);
    const username = `Meera_${suffix}`;

    // Register on the creator landing page.
    await page.goto('/influencer');
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Meera Iyer');
    await signUp.getByLabel('Email').fill(uniqueEmail('meera'));
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/creator\/complete-profile$/);

    // Complete the profile.
    const form = page.getByRole('form', { name: 'Complete Profile' });
    await expect(page.getByText('Enter following details below to complete your profile')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByText('This is your public display name.')).toBeVisible();
    await expect(page.getByText('Provide your phone without country code')).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(form.getByText('Invalid phone number')).toBeVisible();
    await expect(form.getByText('Profile image is required')).toBeVisible();

    await uploadThroughCrop(page, form.getByLabel('Upload profile image'), await jpeg(900, 700));
    await expect(page.getByText('Image uploaded!')).toBeVisible();
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Phone').fill('9876501234');

    await form.getByRole('button', { name: 'Add social link' }).click();
    await form.getByRole('button', { name: 'Select platform (social link 1)' }).click();
    const picker = page.getByRole('dialog', { name: 'Select social media' });
    await picker.getByRole('button', { name: 'Instagram' }).click();
    await form.getByLabel('Social link 1 URL').fill(`https://instagram.com/${username}`);

    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: 'Destinations' }).fill('bal');
    await page.getByRole('option', { name: 'Bali' }).click();
    await page.keyboard.press('Escape');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/v1/creators') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Complete Profile' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);

    // Dashboard.
    for (const card of ['Total Revenue', 'Leads', 'Bookings', 'Active Packages']) {
      await expect(page.getByRole('main').getByText(card, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/@${username}`);
    await expectAccessible(page);

    // Settings: profile title.
    await page
      .getByRole('navigation', { name: 'Creator area' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/creator\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    const title = page.getByLabel('Title', { exact: true });
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await title.fill('Slow travel across the islands');
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByText('Slow travel across the islands'),
    ).toBeVisible();
    await expectAccessible(page);
    const savedProfile = page.waitForResponse(
      (r) => r.url().endsWith('/v1/creators/me') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await savedProfile).status()).toBe(200);

    // Gallery: five banners.
    await page.getByRole('tab', { name: 'Gallery' }).click();
    for (let slot = 1; slot <= 5; slot += 1) {
      await uploadThroughCrop(
        page,
        page.getByLabel(`Upload image for banner ${slot}`),
        await jpeg(1200, 900, slot * 50),
      );
    }
    const savedGallery = page.waitForResponse(
      (r) => r.url().endsWith('/v1/creator-banner') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await savedGallery).status()).toBe(200);

    // Memories: one new memory.
    await page.getByRole('tab', { name: 'Memories' }).click();
    await page.getByRole('button', { name: 'Add More' }).click();
    await uploadThroughCrop(page, page.getByLabel('Upload image for memory 1'), await jpeg(1200, 900, 200));
    await page.getByLabel('Title of memory 1').fill('Sunrise over Mount Batur');
    const savedMemories = page.waitForResponse(
      (r) => r.url().endsWith('/v1/creator-memories') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await savedMemories).status()).toBe(200);

    // The public profile shows the changes and remembers the creator for enquiries.
    await page.goto(`/@${username.toLowerCase()}`);
    await expect(page.getByText('Slow travel across the islands')).toBeVisible();
    await expect(page.getByText('Sunrise over Mount Batur')).toBeVisible();
    // The circles come from the places of its published packages: none yet, so none,
    // although the profile names Bali.
    await expect(page.getByRole('group', { name: 'Filter packages by destination' })).toHaveCount(0);
    // The page is server-rendered: the id is stored once it has hydrated.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('creatorId'))).toBeTruthy();
    const creatorId = await page.evaluate(() => localStorage.getItem('creatorId'));
    const profile = await (await page.request.get(`/v1/creators/username/${username}`)).json();
    expect(profile.id).toBe(creatorId);
    expect(profile.creatorBannerImages).toHaveLength(5);
    await expectAccessible(page);

    // The creators grid lists the new creator (newest first).
    await page.goto('/creators');
    await expect(page.getByRole('heading', { name: 'Our Travel Trendsetters' })).toBeVisible();
    await expect(page.locator(`a[href="/@${username}"]`).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('unknown creator handle shows a friendly not-found page', async ({ page }) => {
    await page.goto('/@no-such-creator-here');
    await expect(page.getByRole('link', { name: /creators/i }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('creator screens at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('complete-profile and settings render and pass axe', async ({ page, request }) => {
    const email = uniqueEmail('phone');
    await request.post('/v1/auth/register', { data: { name: 'Ravi Phone', email, password: PASSWORD } });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Complete Profile' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'complete-profile-390.png');

    // Make this user a creator through the API, then open settings on the phone.
    const login = await (
      await request.post('/v1/auth/login', { data: { email, password: PASSWORD } })
    ).json();
    const auth = { authorization: `Bearer ${login.tokens.access.token}` };
    const upload = await request.post('/v1/media', {
      headers: auth,
      multipart: { image: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 600) } },
    });
    const { url } = await upload.json();
    const res = await request.post('/v1/creators', {
      headers: auth,
      data: {
        username: `ravi_${Date.now().toString(36)}`,
        fullName: 'Ravi Phone',
        email,
        phoneNumber: '9123456780',
        profileImage: url,
        socialMediaLinks: [],
        categoryId: [],
        destinations: [],
      },
    });
    expect(res.status()).toBe(201);
    // Sign in again: the new session carries the creatorId.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.goto('/creator/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Creator area' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'settings-390.png');
  });
});
