import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('public shell', () => {
  test('header, footer from the site settings, and the policy links', async ({ page }) => {
    // The footer shows what the page itself read (another journey may edit the settings): the
    // server rendered it and handed the settings over with the page (#wayfarer-ssr).
    await page.goto('/');
    const settings = await page.evaluate(() => {
      const state = JSON.parse(document.getElementById('wayfarer-ssr')?.textContent ?? '{}');
      return state.api.queries['getSettings(undefined)'].data as {
        contactPhone: string;
        contactEmail: string;
        socialLink: string;
      };
    });
    await expect(page.getByRole('link', { name: 'Wayfarer home' })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(settings.contactPhone)).toBeVisible();
    await expect(footer.getByText(settings.contactEmail)).toBeVisible();
    await expect(footer.locator(`a[href="${settings.socialLink}"]`)).toHaveCount(1);
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    await expectAccessible(page);

    for (const [label, path, heading] of [
      ['Privacy', '/privacy-policy', /Privacy/],
      ['Terms', '/terms-and-conditions', /Terms/],
      ['Cancellation', '/cancellation-policy', /Cancellation/],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('the cancellation policy states every rule', async ({ page }) => {
    await page.goto('/cancellation-policy');
    const main = page.getByRole('main');
    for (const text of [
      // The slabs as the refund applies them (CANCELLATION_SLABS, ADR 1172).
      '45 days or more',
      '30 to 44 days',
      '15 to 29 days',
      '14 days or less',
      '20%',
      '40%',
      '70%',
      '100%',
      '90 working days',
      '1 year',
      '2 hours',
      'Delhi',
    ]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
  });

  test('about page and the error screen', async ({ page }) => {
    // Eight page loads and two axe runs.
    test.setTimeout(120_000);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    // An address no page answers: HTTP 404 and "Page not found", never an application error (ADR 601).
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expectAccessible(page);
    for (const path of ['/package/no-such-package', '/@no_such_creator', '/destination/atlantis']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown API paths answer JSON 404 and the server owns /v1', async ({ request }) => {
    const res = await request.get('/v1/no-such-route');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the small round Enquire button and no footer', async ({ page }) => {
    await page.goto('/');
    const enquire = page.getByRole('banner').getByRole('button', { name: 'Enquire' });
    await expect(enquire).toBeVisible();
    const box = await enquire.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
    expect(box?.width ?? 99).toBeLessThanOrEqual(48);
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expectAccessible(page);
    await enquire.click();
    await expect(page.getByRole('dialog', { name: 'Send Enquiry' })).toBeVisible();
  });
});
