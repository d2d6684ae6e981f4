// Lighthouse 12 (mobile, default throttling) on the public pages, median of several runs.
// Usage: npm run bench:lighthouse -- [--url http://host:port] [--runs 3]
// Without --url it starts the built server (apps/api/dist/server.js; `npm run build` first) on a
// fresh DATA_DIR with the demo catalogue. Chromium is /usr/bin/chromium (CHROME_PATH to change),
// launched with the flags this machine allows. Prints median score, FCP, LCP, TBT and CLS for
// /, /packages, a package page, a creator profile (the issue's four), the creators directory and
// a destination page. Heavy: not part of npm test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, option as opt, startBuiltApi } from './bench-support.mjs';

const runs = Number(opt('--runs', 3));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function pagesOf(origin) {
  const list = await (await fetch(`${origin}/v1/tours/list?sort=newest`)).json();
  const first = list.tourPackages?.[0];
  if (!first) throw new Error('no published package: start the server with the demo seed');
  const groups = await (await fetch(`${origin}/v1/destination-groups`)).json();
  const group = groups.results?.[0];
  return [
    ['home', '/'],
    ['packages list', '/packages'],
    ['package page', `/package/${first.slug}`],
    ['creator profile', `/@${first.creator.username}`],
    ['creators', '/creators'],
    ...(group ? [['destination page', `/destination/${group.slug}`]] : []),
  ];
}

const url = opt('--url', '');
const api = url ? undefined : await startBuiltApi('lighthouse');
const origin = url || api.origin;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  console.log(`Lighthouse 12, mobile, default throttling, median of ${runs} runs, ${origin}`);
  console.log(
    `${'page'.padEnd(18)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`,
  );
  for (const [name, path] of await pagesOf(origin)) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audits = result.lhr.audits;
      samples.push({
        score: result.lhr.categories.performance.score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    const m = (key) => median(samples.map((s) => s[key]));
    console.log(
      `${name.padEnd(18)} ${m('score').toFixed(0).padStart(5)} ${`${(m('fcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${(m('lcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${m('tbt').toFixed(0)} ms`.padStart(8)} ${m('cls').toFixed(3).padStart(6)}`,
    );
  }
} finally {
  await chrome.kill();
  await api?.stop();
}
