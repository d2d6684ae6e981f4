import { createCreator } from './api-helpers.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

// The editor never loses work. A refused save keeps every typed value, shows the
// server's message at the row it concerns and stays on the tab; leaving with unsaved changes asks.

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

    await signIn(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.goto(`/creator/dashboard/packages/edit/${id}?tab=pricing`);
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
});
