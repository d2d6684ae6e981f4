// The main thread's CPU per page load, by script file, side by side: a low-noise measure of what a
// change does to the page's own work, where Lighthouse's medians move with the machine (an A/A
// check of two servers of one build differed by 81–124 ms of TBT; docs/performance-log.md, round 4
// session 28).
// Usage: npm run bench:cpu -- --url http://A --compare http://B [--pages home,package] [--loads 8]
//        [--rate 2.35] [--json out.json]
// Each load is a cold one (a new browser context: no cache, no stored session) in a phone's
// viewport (412×823 at 1.75), with Chromium's CPU slowed --rate times, the builds alternately
// (A B, then B A). V8's sampling profiler runs from before the navigation to 1 s after the network
// went quiet; each file's self time (its own code, not what it calls in another file) is summed
// per load (cpu-profile.mjs). Printed: the median per load of each file and of all script, with
// its quartiles, A → B. Eight loads or more: a file's quartiles at four loads can span 20 ms.
// --pages: the keys of bench-lighthouse.mjs's pages (bench-support.mjs publicPagesOf); home,
// package and the creator landing page unless given. Needs servers with the demo seed.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, median, option as opt, percentile, publicPagesOf } from './bench-support.mjs';
import { selfTimeByFile } from './cpu-profile.mjs';

const a = opt('--url', '');
const b = opt('--compare', '');
if (!a || !b) {
  console.error(
    'Usage: npm run bench:cpu -- --url http://A --compare http://B [--pages home,package] [--loads 8]',
  );
  process.exit(2);
}
const keys = opt('--pages', 'home,package,influencer')
  .split(',')
  .map((key) => key.trim());
const loads = Number(opt('--loads', '8'));
const rate = Number(opt('--rate', '2.35'));
const jsonOut = opt('--json', '');
if (!Number.isInteger(loads) || loads < 1 || !(rate >= 1)) {
  console.error('--loads must be a whole number ≥ 1 and --rate a number ≥ 1');
  process.exit(2);
}
const load = () => loadavg()[0].toFixed(2);

const pages = (await publicPagesOf(a)).filter(([key]) => keys.includes(key));
if (pages.length !== keys.length) {
  console.error(`unknown page among ${keys.join(', ')}`);
  process.exit(2);
}

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
/** One cold load of `url`: self ms by file. */
async function profileLoad(url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await new Promise((done) => setTimeout(done, 1000));
    const { profile } = await cdp.send('Profiler.stop');
    return selfTimeByFile(profile);
  } finally {
    await context.close();
  }
}

const report = { rate, loads, a, b, pages: [] };
console.log(`CPU self time per load, Chromium slowed ${rate}×, ${loads} cold loads of each, A ${a}, B ${b}`);
try {
  for (const [, name, path] of pages) {
    const loadBefore = load();
    const runs = { A: [], B: [] };
    for (let i = 0; i < loads; i++) {
      const order = i % 2 ? ['B', 'A'] : ['A', 'B'];
      for (const label of order) runs[label].push(await profileLoad(`${label === 'A' ? a : b}${path}`));
    }
    const files = new Set(Object.values(runs).flatMap((list) => list.flatMap((times) => [...times.keys()])));
    const valuesOf = (label, file) => runs[label].map((times) => times.get(file) ?? 0);
    const spread = (values) => `${percentile(values, 25).toFixed(1)}–${percentile(values, 75).toFixed(1)}`;
    const rows = [...files]
      .filter((file) => file !== '(program)' && file !== '(idle)')
      .map((file) => ({
        file,
        a: median(valuesOf('A', file)),
        b: median(valuesOf('B', file)),
        aSpread: spread(valuesOf('A', file)),
        bSpread: spread(valuesOf('B', file)),
      }))
      .sort((x, y) => (x.file === 'script' ? -1 : y.file === 'script' ? 1 : y.a + y.b - x.a - x.b));
    console.log(`\n${name} (${path}), load ${loadBefore} → ${load()}: median ms (quartiles), A → B`);
    for (const row of rows.slice(0, 16))
      console.log(
        `  ${row.file.padEnd(22)} ${row.a.toFixed(1).padStart(7)} (${row.aSpread}) → ${row.b.toFixed(1).padStart(7)} (${row.bSpread})`,
      );
    report.pages.push({ name, path, loadBefore, loadAfter: load(), rows });
  }
} finally {
  await browser.close();
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
