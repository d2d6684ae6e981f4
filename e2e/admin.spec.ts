import { createCreator } from './api-helpers.ts';
import { ADMIN_STATE } from './env.ts';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures.ts';

test.describe('admin area and leads', () => {
  test('a creator works its own leads: filter by status and change one', async ({ page, request }) => {
    const creator = await createCreator(request, 'Tara Trails');
    const other = await createCreator(request, 'Omar Other');
    for (const name of ['Lead Alpha', 'Lead Beta']) {
      const res = await request.post('/v1/query', {
        data: {
          name,
          email: `${name.split(' ')[1]?.toLowerCase()}@example.com`,
          phone: '9123456789',
          message: 'Goa?',
          creatorId: creator.creatorId,
        },
      });
      expect((await res.json()).creatorId).toBe(creator.creatorId);
    }
    await request.post('/v1/query', {
      data: {
        name: 'Lead Other',
        email: 'o@example.com',
        phone: '9123456789',
        message: 'x',
        creatorId: other.creatorId,
      },
    });

    await signInAs(page, creator.email, creator.password);
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.getByRole('navigation', { name: 'Creator area' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await expect(page.getByText('Lead Alpha', { exact: true })).toBeVisible();
    await expect(page.getByText('Lead Beta', { exact: true })).toBeVisible();
    await expect(page.getByText('Lead Other', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    const patched = page.waitForResponse(
      (r) => /\/v1\/query\/[^/]+$/.test(r.url()) && r.request().method() === 'PATCH',
    );
    await page.getByRole('combobox', { name: 'Status of Lead Alpha' }).selectOption('followed');
    expect((await patched).status()).toBe(200);

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('followed');
    await expect(page.getByText('Lead Alpha', { exact: true })).toBeVisible();
    await expect(page.getByText('Lead Beta', { exact: true })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('cancelled');
    await expect(page.getByText('No leads', { exact: false }).first()).toBeVisible();
  });

  test('a creator opening /admin/destination is sent home', async ({ page, request }) => {
    const creator = await createCreator(request, 'Nina Nomad');
    await signInAs(page, creator.email, creator.password, '/admin/destination');
    await expect(page).toHaveURL(/\/$/);
  });
});

// The admin sections and their addresses (Creators last: its long e-mails are screenshotted).
const sections = [
  ['Dashboard', '/admin/dashboard'],
  ['Destination', '/admin/destination'],
  ['Place', '/admin/place'],
  ['Packages', '/admin/packages'],
  ['Leads', '/admin/queries'],
  ['Bookings', '/admin/bookings'],
  ['Coupons', '/admin/coupons'],
  ['Payouts', '/admin/payouts'],
  ['Settings', '/admin/settings'],
  ['Category', '/admin/category'],
  ['Creators', '/admin/creators'],
  ['Reviews', '/admin/reviews'],
] as const;

/**
 * The parts of a text (between its break points: "." "-" "_" "+", before "@") that the browser
 * split across lines; [] when the text wraps only at its break points, never mid-word.
 */
function piecesSplitAcrossLines(el: Element): string[] {
  return [...el.childNodes].flatMap((node) => {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent) return [];
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    return tops.size > 1 ? [node.textContent] : [];
  });
}

test.describe('admin area on a phone (390 px)', () => {
  // The admin's from the start: the run's stored session (e2e/auth.setup.ts).
  test.use({ viewport: { width: 390, height: 844 }, storageState: ADMIN_STATE });

  test('every section is reachable from the Sections menu, and no list overflows sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // ten sections, each loaded and measured
    // A long name and e-mail, so the Creators list is tried with text that does not fit a line.
    const longName = 'Parvathy Ananthanarayanan Krishnamurthy-Venkataraman';
    const longCreator = await createCreator(request, longName);
    // And a lead with a long e-mail for the Leads list.
    const leadName = `Lakshmi ${Date.now().toString(36)}`;
    const leadEmail = `lakshmi.ananthanarayanan-krishnamurthy.${Date.now().toString(36)}@travel-agency.example.co.in`;
    const lead = await request.post('/v1/query', {
      data: { name: leadName, email: leadEmail, phone: '9876543210', message: 'Honeymoon in Kerala' },
    });
    expect(lead.status()).toBe(201);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Admin area' });
    const menu = nav.getByRole('button', { name: 'Sections' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveCount(sections.length);
    await keepScreenshot(page, 'admin-menu-390.png');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    for (const [label, path] of sections) {
      await menu.click();
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toContainText(`Admin · ${label}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(390);
    }
    // Leads are cards on a phone too; the long e-mail wraps only at its break points.
    await page.goto(`/admin/queries?search=${encodeURIComponent(leadName)}`);
    const leadEmailText = page.getByTitle(leadEmail, { exact: true });
    await expect(leadEmailText).toHaveText(leadEmail);
    expect(await leadEmailText.evaluate(piecesSplitAcrossLines), 'lead e-mail broken mid-word').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'admin-leads-390.png', { fullPage: true });

    // On a phone the creators are cards; the long name and e-mail wrap inside theirs.
    await page.goto(`/admin/creators?query=${encodeURIComponent(longName)}`);
    const card = page
      .getByRole('list', { name: 'Creators' })
      .getByRole('listitem')
      .filter({ hasText: longName });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('switch', { name: `Featured: ${longName}` })).toBeVisible();
    const email = card.getByTitle(longCreator.email, { exact: true });
    await expect(email).toHaveText(longCreator.email);
    expect(await email.evaluate(piecesSplitAcrossLines), 'e-mail broken mid-word at 390 px').toEqual([]);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'admin-creators-390.png', { fullPage: true });

    // Wide screens keep the sidebar; the phone menu is gone, the list is a table again and the
    // e-mail wraps only at its break points (it broke mid-word at 1280 px).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('link')).toHaveCount(sections.length);
    const row = page.getByRole('row', { name: new RegExp(longName) });
    const cell = row.getByTitle(longCreator.email, { exact: true });
    await expect(cell).toBeVisible();
    await keepScreenshot(page, 'admin-creators-1280.png');
    expect(await cell.evaluate(piecesSplitAcrossLines), 'e-mail broken mid-word at 1280 px').toEqual([]);
  });
});
