// Lighthouse 12 (mobile, default throttling) on the public pages, median of several runs.
// Usage: npm run bench:lighthouse -- [--url http://host:port] [--runs 3] [--busy] [--pages list,package]
//        [--port 3470] [--json out.json] [--compare http://other:port[,…]]
//        [--cpu-slowdown 4 | --target-index 900 [--lantern] | --chromium-rate R]
//        [--method simulate|devtools] [--profile] [--traces DIR]
// Without --url it starts the built server (apps/api/dist/server.js; `npm run build` first) on a
// fresh DATA_DIR with the demo catalogue (on --port if given, else a free one). Chromium is
// /usr/bin/chromium (CHROME_PATH to change), launched with the flags this machine allows. Prints
// median score, FCP, LCP, TBT, CLS and boot-up time for /, /packages, a package page, a creator
// profile (the issue's four), the creators, a destination, about, search, sign-in, creator landing
// and forgotten-password pages, and My trips signed out (ADR 1393), with the machine's 1-minute load
// average before and after each page.
// --busy: a child process spins one core (a CPU-bound loop) for the whole run, as a phone's other
// work or a busy server would: the issue's "≥ 95 while one core is kept busy".
// --compare: other servers (other builds of the same data), comma-separated, measured alternately
// run by run (A, B, C, …), so a before/after pair shares the machine's load.
// --pages: only the named pages (home, list, package, creator, creators, destination, about,
// search, login, influencer, forgot, trips, floor).
// floor: an empty page (a heading, a paragraph) from a bare server with the app's headers, so in a
// renderer of its own as the app's pages are: what Lighthouse gives any page here at this speed.
// It is measured twice, alternately: as the app's pages are served, and ("empty page, no COOP")
// without Cross-Origin-Opener-Policy. The first's blocking time is the navigation's commit in the
// new renderer that policy asks for, which Lantern leaves out of its first-paint graph (no parse,
// layout, paint or script of its own), so the simulated first paint lands before the commit ends
// and the commit counts; the second commits in the tab's renderer. The difference is the policy's
// price in TBT (kept: ADR 1212; without it Chromium holds the first paint, the log, session 18).
// cpuTBT: the blocking time from the main thread's CPU time instead of its wall time (see
// cpuBlockingOf): on a loaded machine, where a task's wall time is mostly waiting for a core, it
// moves with the page's own work; compare builds by it (and by TBT) in one --compare run.
// Under each page: its TBT by kind of task (script, render, commit, other; lighthouse-blocking.mjs),
// and the page's own: each run's TBT less its commit, the median of those.
// Each run prints Lighthouse's CPU benchmark index (lhr.environment.benchmarkIndex: higher is a
// faster machine) beside it; figures from machines of different indexes do not compare.
// --cpu-slowdown N: Lighthouse's cpuSlowdownMultiplier (default 4, the mobile preset).
// --target-index I: slows Chromium's CPU (Emulation.setCPUThrottlingRate on the tab, before
// Lighthouse opens the page) until Lighthouse's own index in the slowed tab is I ± 5 %
// (calibrateRate), then runs Lighthouse as by default (simulated, 4×): the pages scored as on a
// machine of index I (another 2-core one measured ~900). The machine's speed drifts, so each run's
// own index steers the rate for the next (steerRate), and a run more than 15 % off I is run again
// (up to --runs times a page). With --busy each run has a quiet twin just before it (the loop
// paused, the same rate) whose index does that: the busy run's own shows the loop's drag.
// Chromium's throttling keeps the held-back main thread busy (at 2.7× an idle tab's main thread
// used 1.3 s of CPU in 2 s; docs/performance-log.md, round 4 session 22), so with --busy the loop,
// that thread and Chromium's others share two cores: harsher than a slower machine, whose idle main
// thread leaves its core to the rest. A cgroup quota and a SIGSTOP duty cycle were tried instead
// and did not hold a steady index.
// --lantern instead multiplies Lighthouse's simulated slowdown (4 × index / I) on an unthrottled
// tab: harsher than the machine it stands for (React's 5 ms slices count index / I times longer).
// --chromium-rate R: Chromium's CPU throttling by R under Lighthouse's simulation, without calibrating.
// The effective index of each run (index × 4 / slowdown) is printed beside it.
// --method devtools: Chromium's own CPU throttling (Emulation.setCPUThrottlingRate) while the page
// loads instead of Lighthouse's simulation (slower, noisier; the same slowdown option).
// --profile: after each page, where the main thread went in its median run: Lighthouse's
// mainthread-work-breakdown, bootup-time per script, the long tasks with what they held, and
// Lantern's simulated tasks that blocked (each one's blocking, kind, simulated start and length
// beside the simulated first paint, and its leading events in observed ms): the run's TBT is their sum.
// --traces DIR: each run's Chrome trace written there (NNN-port.json). Heavy: not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import {
  CHROMIUM_ARGS,
  calibrateRate,
  median,
  publicPagesOf,
  option as opt,
  startBuiltApi,
  startBusyLoop,
  startFloorPage,
  STEER_BAND,
  steerRate,
} from './bench-support.mjs';
import { blockingByKind } from './lighthouse-blocking.mjs';
import { cpuBlockingOf, longTasksOf } from './lighthouse-trace.mjs';

const argv = process.argv.slice(2);
const runs = Number(opt('--runs', 3));
const busy = argv.includes('--busy');
const only = opt('--pages', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const jsonOut = opt('--json', '');
const targetIndex = Number(opt('--target-index', 0));
const lantern = argv.includes('--lantern');
/** Chromium's own CPU throttling of the tab under Lighthouse's simulation (1: none). */
let chromiumRate = Number(opt('--chromium-rate', 1));
let slowdown = Number(opt('--cpu-slowdown', 4));
const method = opt('--method', 'simulate');
const profile = argv.includes('--profile');
const traceDir = opt('--traces', '');
let traceCount = 0;
if (traceDir) mkdirSync(traceDir, { recursive: true });
if (!['simulate', 'devtools'].includes(method)) throw new Error('--method is simulate or devtools');
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

async function pagesOf(origin) {
  const all = [
    ...(await publicPagesOf(origin)),
    // Not the app's: an empty page with its headers (bench-support.mjs), the harness's own floor.
    ['floor', 'empty page (floor)', '/'],
  ];
  return only.length ? all.filter(([key]) => only.includes(key)) : all;
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
const floor = await startFloorPage(origin);
const floorWithoutCoop = await startFloorPage(origin, { without: ['cross-origin-opener-policy'] });
const stopFloors = () => Promise.all([floor.stop(), floorWithoutCoop.stop()]);
/** --busy's loop, started after the calibration. */
let busyLoop = { stop: () => {}, pause: () => {} };
// On a loaded machine Chromium can take over 25 s to open its debugging port: wait up to 2 minutes,
// and stop the server and the busy loop if it never does.
const chrome = await chromeLauncher
  .launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    maxConnectionRetries: 240,
  })
  .catch(async (error) => {
    busyLoop.stop();
    await stopFloors();
    await api?.stop();
    throw error;
  });
/** The browser, for a tab slowed before Lighthouse opens it (--target-index, --chromium-rate). */
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** A new tab whose main thread Chromium slows by `rate` (undefined at 1: Lighthouse opens its own). */
async function slowedTab(rate) {
  if (rate <= 1 || method !== 'simulate') return undefined;
  const tab = await browser.newPage();
  const session = await tab.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return tab;
}

/** One Lighthouse run of `pageUrl`: its figures, or undefined when the run failed. */
async function measure(pageUrl) {
  const tab = await slowedTab(chromiumRate);
  const result = await lighthouse(
    pageUrl,
    { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        throttlingMethod: method,
        // The mobile preset (slow 4G, 4× CPU) with the CPU multiplier this run asks for.
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      },
    },
    tab,
  );
  await tab?.close();
  const audits = result.lhr.audits;
  if (traceDir) {
    traceCount += 1;
    const file = join(traceDir, `${String(traceCount).padStart(3, '0')}-${new URL(pageUrl).port}.json`);
    writeFileSync(file, JSON.stringify(result.artifacts.Trace));
  }
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
    cpuTbt: cpuBlockingOf(result.artifacts.Trace, traceFactor()) ?? Number.NaN,
    index: result.lhr.environment.benchmarkIndex,
    blocking: await blockingByKind(result),
    slowdown,
    chromiumRate,
    ...(profile
      ? { profile: { ...profileOf(audits), tasks: longTasksOf(result.artifacts.Trace, traceFactor()) } }
      : {}),
  };
}

/** A run's TBT less its commit share: the blocking of the page's own work (see the floor, above). */
const ownBlocking = (sample) => Math.max(0, sample.tbt - sample.blocking.commit);

/** What a trace's durations are multiplied by: the slowdown when simulated, 1 when Chromium throttled. */
const traceFactor = () => (method === 'simulate' ? slowdown : 1);

/** Where the main thread went in one run (the audits' own figures, slowdown included). */
function profileOf(audits) {
  const items = (id) => audits[id]?.details?.items ?? [];
  return {
    groups: items('mainthread-work-breakdown').map((i) => [i.groupLabel ?? i.group, i.duration]),
    scripts: items('bootup-time').map((i) => [i.url, i.total, i.scripting, i.scriptParseCompile]),
    longTasks: items('long-tasks').map((i) => [i.url, i.startTime, i.duration]),
  };
}

function printProfile(sample) {
  const { groups, scripts, longTasks } = sample.profile;
  const ms = (v) => `${Math.round(v)} ms`;
  const short = (u) =>
    String(u)
      .replace(/^https?:\/\/[^/]+/, '')
      .slice(0, 60) || '(page)';
  console.log(`    main thread: ${groups.map(([g, d]) => `${g} ${ms(d)}`).join(', ')}`);
  for (const [u, total, scripting, parse] of scripts.slice(0, 6))
    console.log(
      `    script ${short(u).padEnd(60)} ${ms(total).padStart(8)} (run ${ms(scripting)}, parse ${ms(parse)})`,
    );
  console.log(
    `    long tasks (${longTasks.length}): ${longTasks.map(([u, start, d]) => `${ms(d)} at ${ms(start)} ${short(u)}`).join('; ')}`,
  );
  for (const task of sample.profile.tasks)
    console.log(
      `    task ${ms(task.ms)} (trace +${task.at} ms): ${task.parts.map(([w, d]) => `${w.slice(0, 70)} ${ms(d)}`).join(' | ')}`,
    );
  // Lantern's own tasks that blocked, in its simulated time: what the run's TBT is the sum of.
  for (const task of sample.blocking?.tasks ?? [])
    console.log(
      `    blocking ${ms(task.blocking)}: ${task.kind}, simulated ${ms(task.duration)} at ${ms(task.start)} (first paint ${ms(task.fcp)}): ${task.events.map(([name, d]) => `${name} ${d}`).join(', ')}`,
    );
}

/** Lighthouse's own index of a tab Chromium slows by `rate` (the empty page's runs): the median of 3. */
async function indexAt(rate) {
  chromiumRate = rate;
  const indexes = [];
  for (let i = 0; i < 3; i += 1) indexes.push((await measure(`${floor.origin}/`))?.index);
  return median(indexes.filter(Boolean));
}

/** A run of `pageUrl` with --busy's loop paused: the quiet machine's index at this rate. */
async function quietTwin(pageUrl) {
  busyLoop.pause(true);
  try {
    return await measure(pageUrl);
  } finally {
    busyLoop.pause(false);
  }
}

const report = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  busy,
  runs,
  method,
  slowdown,
  chromiumRate,
  targetIndex,
  calibration: undefined,
  origin,
  compare,
  pages: [],
};
try {
  const pages = await pagesOf(origin);
  if (targetIndex && lantern) {
    const index = await indexAt(1);
    slowdown = Math.round(((4 * index) / targetIndex) * 10) / 10;
    report.calibration = { index, load: load() };
    console.log(`calibration: index ${index.toFixed(0)} (load ${load()}): slowdown ${slowdown}×`);
  } else if (targetIndex) {
    // Quiet (the busy loop starts after it): the machine of index I, then its core kept busy.
    const { rate, index, steps } = await calibrateRate(indexAt, targetIndex);
    chromiumRate = rate;
    report.calibration = { index: steps[0][1], steps, load: load() };
    console.log(
      `calibration (medians of 3, load ${load()}): ${steps.map(([r, i]) => `index ${i.toFixed(0)} at ${r}×`).join(', ')}: Chromium's CPU throttled ${rate}× (index ${index.toFixed(0)}), Lighthouse's slowdown ${slowdown}×, to score as at index ${targetIndex}`,
    );
  }
  report.slowdown = slowdown;
  report.chromiumRate = chromiumRate;
  if (busy) busyLoop = startBusyLoop();
  // Each run's own index (busy, its quiet twin's) steers the rate, and a run off the target is run
  // again: the machine's speed drifts. Busy, the loop's drag on the page is what is measured.
  const steering = targetIndex && !lantern && method === 'simulate';
  console.log(
    `Lighthouse 12, mobile, slow 4G, CPU slowdown ${slowdown}× (${method})${chromiumRate > 1 ? ` on a tab Chromium slows ${chromiumRate}×` : ''}, median of ${runs} runs, ${origin}${compare.length ? ` (A) and ${compare.map((c, i) => `${c} (${'BCDE'[i]})`).join(', ')}, alternately` : ''}${busy ? ', one core kept busy by a CPU-bound loop' : ''}`,
  );
  console.log(
    `${new Date().toISOString()}, ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${'page'.padEnd(22)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'boot-up'.padStart(8)} ${'cpuTBT'.padStart(8)}  scores ; TBTs ; benchmark indexes (effective) and Chromium's rate of the runs   load`,
  );
  for (const [key, name, path] of pages) {
    const targets = key === 'floor' ? [floor.origin, floorWithoutCoop.origin] : [origin, ...compare];
    const loadBefore = load();
    const samplesOf = targets.map(() => []);
    let failures = 0;
    const offTarget = [];
    // With --compare the two servers take turns, run by run: both share the machine's ups and downs.
    for (let i = 0; i < runs; i += 1) {
      for (const [t, target] of targets.entries()) {
        let sample;
        while (!sample) {
          // Busy, a quiet run of the page at the same rate first says which machine this was.
          const twin = steering && busy ? await quietTwin(target + path) : undefined;
          sample = await measure(target + path);
          // The index that says which machine this was: busy, the twin's (none if it failed).
          const own = busy ? twin : sample;
          if (sample && steering && own) {
            const steer = steerRate(chromiumRate, own.index, targetIndex);
            chromiumRate = steer.rate;
            if (!steer.onTarget && offTarget.length < runs) {
              offTarget.push(`${own.index.toFixed(0)} at ${sample.chromiumRate}×`);
              sample = undefined;
              continue;
            }
          }
          if (sample) break;
          failures += 1;
          console.log(`  ${name}: a run failed on ${target}, run again`);
          if (failures > 3) throw new Error(`${name}: Lighthouse failed ${failures} times`);
        }
        samplesOf[t].push(sample);
      }
    }
    const loadAfter = load();
    if (offTarget.length)
      console.log(
        `  ${name}: ${offTarget.length} runs off ${targetIndex} ± ${STEER_BAND * 100} %, run again: ${offTarget.join(', ')}`,
      );
    for (const [t, target] of targets.entries()) {
      const samples = samplesOf[t];
      const m = (key) => median(samples.map((s) => s[key]));
      report.pages.push({ name, path, origin: target, loadBefore, loadAfter, samples });
      // The floor's two pages by what they are; compared builds by their letter.
      let label = name;
      if (key === 'floor') label = t ? 'empty page, no COOP' : name;
      else if (targets.length > 1) label = `${name} (${'ABCDE'[t]})`;
      console.log(
        `${label.padEnd(22)} ${m('score').toFixed(0).padStart(5)} ${`${(m('fcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${(m('lcp') / 1000).toFixed(1)} s`.padStart(8)} ${`${m('tbt').toFixed(0)} ms`.padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${`${m('bootup').toFixed(0)} ms`.padStart(8)} ${`${m('cpuTbt').toFixed(0)} ms`.padStart(8)}  ${samples.map((s) => s.score).join('/')} ; ${samples.map((s) => s.tbt.toFixed(0)).join('/')} ; ${samples.map((s) => `${s.index.toFixed(0)} (${((s.index * 4) / s.slowdown).toFixed(0)})${s.chromiumRate > 1 ? ` ${s.chromiumRate}×` : ''}`).join('/')}   ${loadBefore} → ${loadAfter}`,
      );
      const kinds = samples[0].blocking && ['script', 'render', 'commit', 'other'];
      if (kinds)
        console.log(
          `    TBT by task (medians): ${kinds.map((k) => `${k} ${median(samples.map((s) => s.blocking[k])).toFixed(0)} ms`).join(', ')}; the page's own (less the commit) ${median(samples.map(ownBlocking)).toFixed(0)} ms`,
        );
      if (profile) {
        const mid = [...samples].sort((a, b) => a.tbt - b.tbt)[Math.floor((samples.length - 1) / 2)];
        printProfile(mid);
      }
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  busyLoop.stop();
  await stopFloors();
  await api?.stop();
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
