// Lighthouse 12 (mobile, default throttling) on the public pages, median of several runs.
// Usage: npm run bench:lighthouse -- [--url http://host:port] [--runs 3] [--busy] [--pages list,package]
//        [--port 3470] [--json out.json] [--compare http://other:port[,…]]
// Without --url it starts the built server (apps/api/dist/server.js; `npm run build` first) on a
// fresh DATA_DIR with the demo catalogue (on --port if given, else a free one). Chromium is
// /usr/bin/chromium (CHROME_PATH to change), launched with the flags this machine allows. Prints
// median score, FCP, LCP, TBT, CLS and boot-up time for /, /packages, a package page, a creator
// profile (the issue's four), the creators directory and a destination page, with the machine's
// 1-minute load average before and after each page.
// --busy: a child process spins one core (a CPU-bound loop) for the whole run, as a phone's other
// work or a busy server would: the issue's "≥ 95 while one core is kept busy".
// --compare: other servers (other builds of the same data), comma-separated, measured alternately
// run by run (A, B, C, …), so a before/after pair shares the machine's load.
// --pages: only the named pages (home, list, package, creator, creators, destination).
// Heavy: not part of npm test.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, option as opt, startBuiltApi } from './bench-support.mjs';

const argv = process.argv.slice(2);
const runs = Number(opt('--runs', 3));
const busy = argv.includes('--busy');
const only = opt('--pages', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const jsonOut = opt('--json', '');
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
  const all = [
    ['home', 'home', '/'],
    ['list', 'packages list', '/packages'],
    ['package', 'package page', `/package/${first.slug}`],
    ['creator', 'creator profile', `/@${first.creator.username}`],
    ['creators', 'creators', '/creators'],
    ...(group ? [['destination', 'destination page', `/destination/${group.slug}`]] : []),
  ];
  return only.length ? all.filter(([key]) => only.includes(key)) : all;
}

/** A child process that keeps one core busy until it is killed. */
function startBusyLoop() {
  const child = spawn(
    process.execPath,
    ['-e', 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }'],
    { stdio: 'ignore' },
  );
  return () => child.kill('SIGKILL');
}

const load = () => loadavg()[0].toFixed(2);
const url = opt('--url', '');
const compare = opt('--compare', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const port = opt('--port', '');
const api = url ? undefined : await startBuiltApi('lighthouse', port ? { PORT: port } : {});
const origin = url || api.origin;
const stopBusy = busy ? startBusyLoop() : () => {};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
/** One Lighthouse run of `pageUrl`: its figures, or undefined when the run failed. */
async function measure(pageUrl) {
  const result = await lighthouse(pageUrl, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const audits = result.lhr.audits;
  const tbt = audits['total-blocking-time'];
  if (result.lhr.runtimeError || tbt.numericValue === undefined) {
    // Why, so a failure that keeps coming back on one build can be told from the machine's noise.
    const reason = result.lhr.runtimeError?.code ?? tbt.errorMessage ?? 'no blocking time';
    console.log(`  ${pageUrl}: ${String(reason).split('\n')[0].slice(0, 200)}`);
    return undefined;
  }
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bootup: audits['bootup-time'].numericValue,
  };
}

const report = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  busy,
  runs,
  origin,
  compare,
  pages: [],
};
try {
  console.log(
    `Lighthouse 12, mobile, default throttling, median of ${runs} runs, ${origin}${compare.length ? ` (A) and ${compare.map((c, i) => `${c} (${'BCDE'[i]})`).join(', ')}, alternately` : ''}${busy ? ', one core kept busy by a CPU-bound loop' : ''}`,
  );
  console.log(
    `${new Date().toISOString()}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${'page'.padEnd(22)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'boot-up'.padStart(8)}  scores / TBTs of the runs   load`,
  );
  const targets = [origin, ...compare];
  for (const [, name, path] of await pagesOf(origin)) {
    const loadBefore = load();
    const samplesOf = targets.map(() => []);
    let failures = 0;
    // With --compare the two servers take turns, run by run: both share the machine's ups and downs.
    for (let i = 0; i < runs; i += 1) {
      for (const [t, target] of targets.entries()) {
        let sample;
        while (!sample) {
          sample = await measure(target + path);
          if (sample) break;
          failures += 1;
          console.log(`  ${name}: a run failed on ${target}, run again`);
          if (failures > 3) throw new Error(`${name}: Lighthouse failed ${failures} times`);
        }
        samplesOf[t].push(sample);
      }
    }
    const loadAfter = load();
    for (const [t, target] of targets.entries()) {
      const samples = samplesOf[t];
      const m = (key) => median(samples.map((s) => s[key]));
      report.pages.push({ name, path, origin: target, loadBefore, loadAfter, samples });
      const label = targets.length > 1 ? `${name} (${'ABCDE'[t]})` : name;
      console.log(
        `${label.padEnd(22)} ${m('score').toFixed(0).padStart(5)} ${`${(m('fcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${(m('lcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${m('tbt').toFixed(0)} ms`.padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${`${m('bootup').toFixed(0)} ms`.padStart(8)}  ${samples.map((s) => s.score).join('/')} ; ${samples.map((s) => s.tbt.toFixed(0)).join('/')}   ${loadBefore} → ${loadAfter}`,
      );
    }
  }
} finally {
  await chrome.kill();
  stopBusy();
  await api?.stop();
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
