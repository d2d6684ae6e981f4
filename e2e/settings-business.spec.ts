import { ADMIN_STATE } from './env.ts';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures.ts';

test.describe('admin settings: the business on receipts', () => {
  // The admin's from the start: the run's stored session (e2e/auth.setup.ts).
  test.use({ storageState: ADMIN_STATE });
  // The site settings are one record, and these journeys each save its form: run in parallel, one
  // save carried the other's stale fields back (the business name read back as "Wayfarer" in a CI
  // run). Serial, in one file, so no other journey writes the settings meanwhile.
  test.describe.configure({ mode: 'serial' });

  test('admin changes the footer contact phone and the public footer shows it', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: 'Admin area' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const form = page.getByRole('form', { name: 'Site contact' });
    await expect(form.getByLabel('Contact phone')).not.toHaveValue('');
    await expectAccessible(page);
    await form.getByLabel('Contact phone').fill('12345');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Invalid phone number')).toBeVisible();

    const phone = `98${Date.now().toString().slice(-8)}`;
    await form.getByLabel('Contact phone').fill(phone);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/settings') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved successfully!')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('contentinfo').getByText(phone)).toBeVisible();
  });

  test('name, address and GSTIN are validated, saved and read back, at 1280 and 390 px', async ({ page }) => {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Site contact' });
    await expect(form.getByLabel('Business name')).not.toHaveValue('');

    await form.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1Z');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a valid 15-character GSTIN')).toBeVisible();
    await expectAccessible(page);

    const name = `Wayfarer Journeys ${Date.now().toString().slice(-6)}`;
    await form.getByLabel('Business name').fill(name);
    await form.getByLabel('Business address').fill('12 MG Road\nBengaluru 560001');
    await form.getByLabel('GSTIN (optional)').fill('29aapfu0939f1zr');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/settings') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    await expect(form.getByLabel('GSTIN (optional)')).toHaveValue('29AAPFU0939F1ZR');
    await keepScreenshot(page, 'settings-1280.png');

    const settings = await (await page.request.get('/v1/settings')).json();
    expect(settings).toMatchObject({
      businessName: name,
      businessAddress: '12 MG Road\nBengaluru 560001',
      gstin: '29AAPFU0939F1ZR',
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(form.getByLabel('Business name')).toHaveValue(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, 'settings-390.png');
  });

  test('the admin notification e-mail: the default shown, a bad address refused, saved and read back, at 1280 and 390 px', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Site contact' });
    const field = form.getByLabel('Admin notification e-mail');
    await expect(field).toBeVisible();
    await expect(form.getByText('Leave empty to use the first admin’s e-mail')).toBeVisible();

    await field.fill('not an address');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('Enter a valid e-mail address for notifications, or leave it empty'),
    ).toBeVisible();

    const address = `ops.${Date.now().toString().slice(-6)}@wayfarer.travel`;
    await field.fill(`  ${address.toUpperCase()} `);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/v1/settings') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    await expect(field).toHaveValue(address);

    // Never in the public settings.
    expect(await (await page.request.get('/v1/settings')).text()).not.toContain(address);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(field).toHaveValue(address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    // Emptied: back to the default.
    await field.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully!').first()).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('');
  });
});
