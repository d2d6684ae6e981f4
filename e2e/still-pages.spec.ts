import { expect, test } from '@playwright/test';
import { DEMO_BALI_SLUG, DEMO_MANY_DATES_SLUG } from './demo.ts';

// A loaded public page holds still: no animation runs for ever once nothing is loading. An endless
// spinner left on a page (the package page's enquiry placeholder, below the fold, spun until the
// visitor scrolled to it) costs the visitor's main thread a frame of style and paint 60 times a
// second, during the page's load and for as long as it stays open.

const PAGES = [
  '/',
  '/packages',
  `/package/${DEMO_BALI_SLUG}`,
  `/package/${DEMO_MANY_DATES_SLUG}`,
  '/creators',
  '/about',
  '/search?query=bali',
  '/login',
  '/influencer',
];

for (const [name, viewport] of Object.entries({
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 720 },
})) {
  test(`the public pages hold still once loaded (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      // The enquiry pop-up (it opens by itself after 12 s) is not what this looks at.
      await page.addInitScript(() => localStorage.setItem('sent', 'true'));
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const endless = await page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
            )
            .map((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              const label = target?.closest('[role="status"]')?.textContent ?? '';
              return `${(animation as CSSAnimation).animationName ?? 'animation'} on <${target?.tagName.toLowerCase()}> ${label}`;
            }),
        );
        expect(endless, `${path} (${name}) keeps animating once loaded`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
