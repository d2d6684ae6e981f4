import { expect, expectAccessible, test } from './fixtures.ts';

// The check every journey runs on every page it visits (fixtures.ts): it runs axe in the page and
// skips the rules that can only report minor or moderate findings. These pages prove it still
// fails what it must, and still passes what it ignores.

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;

test('the accessibility check fails a page with serious and critical violations', async ({ page }) => {
  await page.setContent(
    PAGE(`<main><h1>Trips</h1>
      <p style="color:#c8c8c8;background:#ffffff">Faint text a traveller cannot read</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button type="button"></button></main>`),
  );
  const failure = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('button-name (critical)');
});

test('the accessibility check passes a page whose only findings are moderate', async ({ page }) => {
  // No main landmark, content outside any region and a skipped heading level: moderate findings
  // (landmark-one-main, region, heading-order), which the check does not fail.
  await page.setContent(PAGE('<h1>Trips</h1><h4>Leh</h4><p>Ladakh by road.</p>'));
  await expectAccessible(page);
});

test('the accessibility check still reads a page with a frame', async ({ page }) => {
  // A frame makes it take AxeBuilder's way through every frame instead of axe.run in the page.
  await page.setContent(
    PAGE(`<main><h1>Video</h1><iframe title="Player" srcdoc="<!doctype html><html lang=en><title>Player</title>
      <body><main><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw='></main></body></html>"></iframe></main>`),
  );
  await expect(page.frames()).toHaveLength(2);
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt \(critical\)/);
});
