// Interaction to Next Paint of the public pages' widgets, with the CPU slowed 4× (Chromium's own
// throttling, as DevTools does), median of --runs fresh visits (default 3). A benchmark, not a
// test: it prints figures for docs/PERFORMANCE.md.
// Usage: npm run bench:inp -- [--url http://host:port] [--runs 3] [--busy] [--port 3470]
// Without --url it starts the built server (`npm run build` first) on a fresh DATA_DIR with the
// demo catalogue. Interactions (each after the page has hydrated):
// - calculator: the package page's booking panel, "More adults" ×2, "Add room", "Fewer adults";
// - date dialog: "Book Now" opens "Pick Travel Date" (its code loads then), a date is picked;
// - filters: /packages, the destination select (ArrowDown on it), then typing into the search box.
// The figure per interaction is the longest event duration of it (PerformanceEventTiming, the
// browser's own INP input: delay + handlers + the next paint); INP of a visit is its longest.
// --busy: a child process spins one core for the whole run, as in bench:lighthouse.
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { median, option as opt, startBuiltApi, startBusyLoop } from './bench-support.mjs';

const argv = process.argv.slice(2);
const runs = Number(opt('--runs', 3));
const busy = argv.includes('--busy');
const MANY_DATES_SLUG = 'ladakh-highs-leh-nubra-and-pangong-by-road';

// Collects every event timing of 16 ms or more with an interaction id, longest per interaction.
const OBSERVER = `
  window.__inp = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const name = window.__inpLabel || 'unlabelled';
      const previous = window.__inp.get(name) || 0;
      window.__inp.set(name, Math.max(previous, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const hydrated = (page) =>
  page.waitForFunction(() => window.__wayfarerHydrated === true, null, { timeout: 60_000 });
const label = (page, name) =>
  page.evaluate((n) => {
    window.__inpLabel = n;
  }, name);
/** Two frames after the last input: its event timing has been reported. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

async function visit(browser, url, viewport, act) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForTimeout(500);
    await act(page);
    await settle(page);
    await page.waitForTimeout(200);
    return Object.fromEntries(await page.evaluate(() => [...window.__inp]));
  } finally {
    await context.close();
  }
}

const SCENARIOS = [
  {
    name: 'calculator',
    path: `/package/${MANY_DATES_SLUG}`,
    viewport: { width: 1280, height: 800 },
    async act(page) {
      const panel = page.locator('aside');
      await label(page, 'calculator');
      await panel.getByRole('button', { name: 'More adults' }).first().click();
      await settle(page);
      await panel.getByRole('button', { name: 'More adults' }).first().click();
      await settle(page);
      await panel.getByRole('button', { name: 'Add room' }).click();
      await settle(page);
      await panel.getByRole('button', { name: 'Fewer adults' }).first().click();
    },
  },
  {
    name: 'date dialog',
    path: `/package/${MANY_DATES_SLUG}`,
    viewport: { width: 1280, height: 800 },
    async act(page) {
      await label(page, 'date dialog: open');
      await page.locator('aside').getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pick Travel Date' });
      await dialog.waitFor();
      await settle(page);
      await label(page, 'date dialog: pick');
      await dialog.getByRole('list', { name: 'Available dates' }).getByRole('button').nth(1).click();
    },
  },
  {
    name: 'filters',
    path: '/packages',
    viewport: { width: 412, height: 823 },
    async act(page) {
      await label(page, 'filters: destination');
      // A key on the focused select: a trusted input (a scripted selectOption has no interaction id).
      await page.getByLabel('Destination').focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/destination=/);
      await settle(page);
      await label(page, 'filters: search typing');
      await page
        .getByRole('searchbox', { name: 'Search packages' })
        .pressSequentially('bali', { delay: 120 });
    },
  },
];

const url = opt('--url', '');
const port = opt('--port', '');
const api = url ? undefined : await startBuiltApi('inp', port ? { PORT: port } : {});
const origin = url || api.origin;
const stopBusy = busy ? startBusyLoop().stop : () => {};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  console.log(`INP, CPU slowed 4×, median of ${runs} visits, ${origin}${busy ? ', one core kept busy' : ''}`);
  console.log(
    `${new Date().toISOString()}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const scenario of SCENARIOS) {
    const byLabel = new Map();
    for (let i = 0; i < runs; i += 1) {
      const figures = await visit(browser, origin + scenario.path, scenario.viewport, scenario.act);
      for (const [name, ms] of Object.entries(figures)) byLabel.set(name, [...(byLabel.get(name) ?? []), ms]);
    }
    for (const [name, values] of byLabel) {
      if (name === 'unlabelled') continue;
      console.log(
        `${name.padEnd(26)} ${`${median(values).toFixed(0)} ms`.padStart(8)}   runs ${values.map((v) => v.toFixed(0)).join(' / ')}   load ${loadavg()[0].toFixed(2)}`,
      );
    }
  }
} finally {
  await browser.close();
  stopBusy();
  await api?.stop();
}
