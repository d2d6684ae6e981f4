import { ADMIN_STATE } from './env.ts';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures.ts';

test.describe('admin coupons', () => {
  // The admin's from the start: the run's stored session (e2e/auth.setup.ts).
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  test('admin adds a percent and a fixed coupon, edits one, switches one off and deletes one', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const percentCode = `PCT${tag}`;
    const fixedCode = `FLAT${tag}`;

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(page.getByText('every code answers “Invalid coupon”')).toBeVisible();
    await expectAccessible(page);

    // A percent coupon: the form checks the range first, and the dates are days in India.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    const add = page.getByRole('dialog', { name: 'Add Coupon' });
    await expect(add.getByRole('radio', { name: 'Percent' })).toBeChecked();
    await expectAccessible(page);
    await add.getByLabel('Code').fill(percentCode.toLowerCase());
    await add.getByLabel('Value').fill('150');
    await add.getByLabel('Valid from').fill('2026-01-01');
    await add.getByLabel('Valid until').fill('2026-12-31');
    await add.getByLabel('Usage cap').fill('100');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('A percentage must be a whole number from 1 to 100')).toBeVisible();
    await add.getByLabel('Value').fill('10');
    await keepScreenshot(page, 'cpn-dialog-desktop.png');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Created successfully!')).toBeVisible();

    // A fixed coupon with a minimum order, no window and no cap.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await add.getByLabel('Code').fill(fixedCode);
    await add.getByRole('radio', { name: 'Fixed amount' }).check();
    await add.getByLabel('Value').fill('500');
    await add.getByLabel('Minimum order (₹)').fill('5000');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add).toBeHidden();

    // The same code again: the server's message, in the toast and under the field.
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await add.getByLabel('Code').fill(fixedCode.toLowerCase());
    await add.getByLabel('Value').fill('5');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add.getByText('A coupon with this code already exists')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    // Both are listed.
    await page.getByLabel('Search coupons').fill(tag);
    const percentRow = page.getByRole('row').filter({ hasText: percentCode });
    const fixedRow = page.getByRole('row').filter({ hasText: fixedCode });
    await expect(percentRow).toContainText('10%');
    await expect(percentRow).toContainText('1 Jan 2026 – 31 Dec 2026');
    await expect(percentRow).toContainText('0 / 100');
    await expect(fixedRow).toContainText('₹500.00');
    await expect(fixedRow).toContainText('₹5,000.00');
    await expect(fixedRow).toContainText('Always');
    await expect(fixedRow).toContainText('0 / no cap');
    await expectAccessible(page);
    await keepScreenshot(page, 'cpn-desktop.png', { fullPage: true });

    // Edit the percent coupon: the dialog is prefilled, dates included.
    await page.getByRole('button', { name: `Edit ${percentCode}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await expect(edit.getByLabel('Code')).toHaveValue(percentCode);
    await expect(edit.getByLabel('Value')).toHaveValue('10');
    await expect(edit.getByLabel('Valid from')).toHaveValue('2026-01-01');
    await expect(edit.getByLabel('Valid until')).toHaveValue('2026-12-31');
    await expect(edit.getByLabel('Usage cap')).toHaveValue('100');
    await edit.getByLabel('Value').fill('15');
    await edit.getByLabel('Usage cap').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    await expect(percentRow).toContainText('15%');
    await expect(percentRow).toContainText('0 / no cap');

    // Switch the fixed coupon off; it stays off.
    const active = page.getByRole('switch', { name: `Active: ${fixedCode}` });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: `Active: ${fixedCode}` })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: `Active: ${percentCode}` })).toBeChecked();

    // Phones: the table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'cpn-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'Add Coupon' }).click();
    await expect(add).toBeVisible();
    await add.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await keepScreenshot(page, 'cpn-dialog-390.png');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });

    // Delete the fixed coupon, after a confirmation.
    await page.getByRole('button', { name: `Delete ${fixedCode}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete coupon?' });
    await expect(confirm).toContainText(fixedCode);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Deleted successfully!')).toBeVisible();
    await expect(page.getByRole('cell', { name: fixedCode, exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: percentCode, exact: true })).toBeVisible();

    // A search that matches nothing.
    await page.getByLabel('Search coupons').fill('NOSUCHCODE');
    await expect(page.getByText('No results.')).toBeVisible();
  });
});
