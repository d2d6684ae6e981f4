// A page's style and layout time in a fresh renderer (cold) and on its next load in the same one
// (warm), without its JavaScript: how much of the first layout is the page's markup and how much
// is the browser's first use of what the markup asks for (fonts, text sizes, elements). Lighthouse opens
// every page in a fresh renderer, as a phone does after a tap on a link in another app.
//   node scripts/cold-layout.mjs URL [--runs 9] [--rate 2.6] [--body '<p>A</p>' --body '<p>A</p><input>' …]
// --rate: Chromium's CPU throttling of the tab (Emulation.setCPUThrottlingRate), as
// bench-lighthouse's --target-index sets it. --body (repeatable): the page's own head (its
// stylesheet) with this markup as the whole body, to weigh one piece of a page against another;
// the page and each body take turns in every run, in one browser, so they share its warm caches.
// Prints the medians of Chromium's own counters (Performance.getMetrics: style recalculation,
// layout, layouts). Not part of npm test; `npm run build` and a running server first.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, median, option, withoutBoot } from './bench-support.mjs';

const url = process.argv[2] ?? '';
if (!/^https?:\/\//.test(url))
  throw new Error('usage: node scripts/cold-layout.mjs URL [--runs N] [--rate R] [--body HTML]');
const runs = Number(option('--runs', 9));
const rate = Number(option('--rate', 1));
const bodies = process.argv.flatMap((arg, i) => (arg === '--body' ? [process.argv[i + 1] ?? ''] : []));

const served = await (await fetch(url)).text();
const head = withoutBoot(served.slice(0, served.indexOf('</head>')));
const variants = [
  ['the page', withoutBoot(served)],
  // Numbered: two bodies that open alike stay apart.
  ...bodies.map((body, i) => [`${i + 1}. ${body.slice(0, 56)}`, `${head}</head><body>${body}</body></html>`]),
];
const base = url.split(/[?#]/)[0];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', ...CHROMIUM_ARGS],
});

/** Style, layout (ms) and layouts of the document now in `page`. */
async function countersOf(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return { style: m.RecalcStyleDuration * 1000, layout: m.LayoutDuration * 1000, layouts: m.LayoutCount };
}

const samples = new Map(variants.map(([name]) => [name, { cold: [], warm: [] }]));
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, html] of variants) {
      // A new browser context opens a new renderer: nothing of the load before is warm in it.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Lighthouse's mobile screen.
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        request.resourceType() === 'document' && request.url().split(/[?#]/)[0] === base
          ? request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html })
          : request.continue(),
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Performance.enable');
      if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const [kind, target] of [
        ['cold', base],
        ['warm', `${base}?warm=${run}`],
      ]) {
        await page.goto(target, { waitUntil: 'load' });
        await new Promise((settle) => setTimeout(settle, 300));
        samples.get(name)[kind].push(await countersOf(cdp));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
const ms = (list, key) => median(list.map((s) => s[key])).toFixed(1);
console.log(
  `${runs} runs, CPU ${rate}×; medians of style ms, layout ms (layouts), in a fresh renderer and then warm:`,
);
for (const [name, { cold, warm }] of samples)
  console.log(
    `${name.padEnd(60)} cold ${ms(cold, 'style')}, ${ms(cold, 'layout')} (${ms(cold, 'layouts')}) | warm ${ms(warm, 'style')}, ${ms(warm, 'layout')} (${ms(warm, 'layouts')})`,
  );
