// Lighthouse 12 (mobile, default throttling) on the public pages, median of several runs.
// Usage: npm run bench:lighthouse -- [--url http://host:port] [--runs 3]
// Without --url it starts the built server (apps/api/dist/server.js; `npm run build` first) on a
// fresh DATA_DIR with the demo catalogue. Chromium is /usr/bin/chromium (CHROME_PATH to change),
// launched with the flags this machine allows. Prints median score, FCP, LCP, TBT and CLS for
// /, /packages, a package page and a creator profile. Heavy: not part of npm test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
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

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wayfarer-lighthouse-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    if (
      await fetch(`${origin}/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((done) => setTimeout(done, 500));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function pagesOf(origin) {
  const list = await (await fetch(`${origin}/v1/tours/list?sort=newest`)).json();
  const first = list.tourPackages?.[0];
  if (!first) throw new Error('no published package: start the server with the demo seed');
  return [
    ['home', '/'],
    ['packages list', '/packages'],
    ['package page', `/package/${first.slug}`],
    ['creator profile', `/@${first.creator.username}`],
  ];
}

const url = opt('--url', '');
const api = url ? undefined : await startApi();
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
