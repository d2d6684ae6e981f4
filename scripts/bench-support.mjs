// What the benches (bench.mjs, bench-scale.mjs, bench-lighthouse.mjs) share: their options, the
// built server started on a free port and a fresh DATA_DIR, and the statistics they print.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export { CHROMIUM_ARGS } from './chromium-args.mjs';

// BOOT_ELEMENT_ID of packages/shared/src/early-clicks.ts (Node runs this .mjs without TypeScript).
const BOOT_LIST = /<script type="application\/json" id="wayfarer-boot">[^<]*<\/script>/;

/** A server-rendered page without its boot list (ADR 1228): the head's script then starts nothing. */
export const withoutBoot = (html) => html.replace(BOOT_LIST, '');

/** `--name value` from the command line, else `fallback`. */
export function option(name, fallback, argv = process.argv.slice(2)) {
  const i = argv.indexOf(name);
  return i < 0 || i + 1 >= argv.length ? fallback : argv[i + 1];
}

/**
 * A child process keeping one core busy (a CPU-bound loop): { stop, pause(paused) }; pause stops
 * and continues it (SIGSTOP, SIGCONT), for a measure of the quiet machine in between. The loop
 * ends itself once its parent has gone: a bench stopped with Ctrl-C or killed left it spinning a
 * core for every later measure (round 4 session 24, until found in `ps`).
 */
export function startBusyLoop() {
  const loop =
    // Node 20's process.ppid is read once at start: ask whether the parent still exists instead.
    `const parent = ${process.pid}; let x = 0;` +
    'for (let i = 1; ; i++) { x = (x * 1103515245 + 12345) % 2147483648;' +
    ' if ((i & 0xfffff) === 0) try { process.kill(parent, 0); } catch { process.exit(0); } }';
  const child = spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
  return {
    pid: child.pid,
    stop: () => child.kill('SIGKILL'),
    pause: (paused) => child.exitCode === null && child.kill(paused ? 'SIGSTOP' : 'SIGCONT'),
  };
}

/** A port free right now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the built API (apps/api/dist/server.js; `npm run build` first) with `env` on top of this
 * process's environment, on `env.PORT` or a free port and a fresh DATA_DIR, and waits until /v1/ready answers 200
 * (the first start migrates and may seed the demo catalogue: up to 5 minutes). Answers
 * { origin, stop }; stop() ends it and removes its DATA_DIR.
 */
export async function startBuiltApi(name, env = {}) {
  // A given PORT is kept (a machine shared by several people hands each a range); else any free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `wayfarer-${name}-`));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name}: the server exited (${child.exitCode})`);
    }
    const up = await fetch(`${origin}/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i >= 600) {
      await stop();
      throw new Error(`${name}: the server did not answer within 5 minutes`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { origin, stop, pid: child.pid };
}

/**
 * The public pages the benches load, as `[key, name, path]`, their paths from the served catalogue
 * (the newest package, its creator, the first destination group): the server must hold the demo seed.
 */
export async function publicPagesOf(origin) {
  const list = await (await fetch(`${origin}/v1/tours/list?sort=newest`)).json();
  const first = list.tourPackages?.[0];
  if (!first) throw new Error('no published package: start the server with the demo seed');
  const groups = await (await fetch(`${origin}/v1/destination-groups`)).json();
  const group = groups.results?.[0];
  return [
    ['home', 'home', '/'],
    ['list', 'packages list', '/packages'],
    ['package', 'package page', `/package/${first.slug}`],
    ['creator', 'creator profile', `/@${first.creator.username}`],
    ['creators', 'creators', '/creators'],
    ...(group ? [['destination', 'destination page', `/destination/${group.slug}`]] : []),
    ['about', 'about', '/about'],
    ['search', 'search', '/search?query=bali'],
    ['login', 'sign in', '/login'],
    ['influencer', 'creator landing', '/influencer'],
    ['forgot', 'forgot password', '/forgot-password'],
    ['trips', 'my trips, signed out', '/trips'],
  ];
}

/** An empty page: a heading and a paragraph, no stylesheet, picture or script. */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Wayfarer</title></head><body><h1>Wayfarer</h1><p>Travel with the creators you follow.</p></body></html>';

// What describes one answer's body or its connection, not the site: left off the floor page's.
const BODY_HEADERS = new Set(
  'content-length content-encoding content-type etag last-modified date connection keep-alive transfer-encoding vary cache-control'.split(
    ' ',
  ),
);

/**
 * The app's response headers (a fetch Headers) for the floor page: its policies, not its body's,
 * less the ones named in `without` (lower case).
 */
export function floorHeaders(appHeaders, without = []) {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  for (const [name, value] of appHeaders)
    if (!BODY_HEADERS.has(name) && !without.includes(name)) headers[name] = value;
  return headers;
}

/**
 * The floor under every page's Lighthouse figures: FLOOR_PAGE from a bare node:http server with
 * the headers the app sends with `/` (its Content-Security-Policy, Cross-Origin-Opener-Policy, …),
 * so the browser opens it as it opens the app's pages, in a renderer of its own. What Lighthouse
 * gives it is what the harness gives any page on this machine at this speed. `without`: headers
 * left off (the bench's second floor drops Cross-Origin-Opener-Policy, whose new renderer is most
 * of the floor). Answers { origin, stop }.
 */
export async function startFloorPage(appOrigin, { without = [] } = {}) {
  const answer = await fetch(`${appOrigin}/`);
  await answer.arrayBuffer();
  const headers = floorHeaders(answer.headers, without);
  const server = createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : FLOOR_PAGE);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  // A browser's kept-alive connections would hold close() open: end them too.
  const stop = () =>
    new Promise((closed) => {
      server.close(closed);
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${server.address().port}`, stop };
}

/** The nearest-rank percentile `p` (0–100] of `values` (need not be sorted). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of `values`: the middle one, or the mean of the two middle ones. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Chromium's CPU throttling rate at which Lighthouse's own benchmark index, measured in the slowed
 * tab, lands within `tolerance` of `target`. `measureIndex(rate)` answers the median index of a few
 * runs at that rate (rate 1: unthrottled). The index does not fall in proportion to the rate (at
 * 3.2× on a machine of 2,882 the runs saw 755–820, not 900), so the first guess, index / target, is
 * corrected by what the slowed tab reports, up to `steps` times. Answers the measured rate whose
 * index came closest, { rate, index, steps }, steps being every [rate, index] measured (first rate 1).
 */
export async function calibrateRate(measureIndex, target, { tolerance = 0.05, steps: most = 3 } = {}) {
  const round = (r) => Math.max(1, Math.round(r * 100) / 100);
  const base = await measureIndex(1);
  const steps = [[1, base]];
  let rate = round(base / target);
  for (let i = 0; i < most && rate > 1; i += 1) {
    const index = await measureIndex(rate);
    steps.push([rate, index]);
    if (Math.abs(index / target - 1) <= tolerance) break;
    rate = round((rate * index) / target);
  }
  // The measured rate whose index came closest to the target (rate 1 when the machine is no faster).
  const [rate1, index1] = steps.reduce((best, step) =>
    Math.abs(step[1] - target) < Math.abs(best[1] - target) ? step : best,
  );
  return { rate: rate1, index: index1, steps };
}

/** How far off the target a run's own index may be and still count (15 %). */
export const STEER_BAND = 0.15;

/**
 * The rate for the next run under --target-index, from the machine's index just measured at
 * `rate`, and whether that index is within `band` of the target. A shared machine's speed drifts
 * (one page's seven runs at one rate saw indexes of 490–911): the rate follows the drift part way
 * (`gain`), and a run whose own index is off the target measured another machine.
 */
export function steerRate(rate, index, target, { band = STEER_BAND, gain = 0.5 } = {}) {
  return {
    onTarget: Math.abs(index / target - 1) <= band,
    rate: Math.max(1, Math.round(rate * (index / target) ** gain * 100) / 100),
  };
}
