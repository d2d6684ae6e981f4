// A load benchmark for the hot routes of Wayfarer. Run with `npm run bench` (see docs/PERFORMANCE.md).
// Usage: npm run bench -- [--url http://host:port] [--seconds 5] [--connections 20] [--slug s]
//                        [--only routes|package|bundle|export] [--port-base N]
//                        [--url A --compare B [--rounds 2]]: two running builds' package read, each
//                        next to the bare server, alternately (see the end of this file)
// Without --url it starts the built server (apps/api/dist/server.js; run `npm run build` first)
// twice on a fresh DATA_DIR with the demo catalogue: once with the 5 s micro-cache, once without
// (PUBLIC_CACHE_MS=0). DATABASE_URL is passed through, so `DATABASE_URL=postgres://… npm run bench`
// measures PostgreSQL (the database should be empty or hold the demo seed); the default is PGlite.
//
// The load generator (autocannon) always runs in its own process, so neither the server under
// test nor the bare comparison server shares an event loop with the client.
// 1. routes: the hot routes one after the other (cached server).
// 2. package: GET /v1/tours/public/slug/{slug}, uncached and cached, next to a bare node:http
//    server answering the same bytes with the same headers; prints each ratio. Then the
//    server-rendered /package/{slug} HTML next to the package JSON (both br, cached).
// 3. bundle: a real Chromium first visit to / and /package/{slug}: the gzip size of all the
//    JavaScript it downloads until the page settles (at least 3 s), lazy chunks included.
// 4. export: the bookings CSV of 100,000 rows on PostgreSQL (bench-export.mjs): time, peak memory.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { benchExport } from './bench-export.mjs';
import { CHROMIUM_ARGS, option as opt, startBuiltApi } from './bench-support.mjs';

const seconds = Number(opt('--seconds', 5));
const connections = Number(opt('--connections', 20));
const only = opt('--only', '');
const url = opt('--url', '');
// --port-base N: the servers on N (cached), N + 1 (uncached) and the bare one on N + 2 (else any free port).
const portBase = Number(opt('--port-base', 0));
const portAt = (offset) => (portBase ? portBase + offset : 0);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in a child process; answers { rps, p50, p99, errors }. */
function load(target, { method = 'GET', body, headers = {} } = {}) {
  const argv = [autocannonBin, '-j', '-n', '-c', String(connections), '-d', String(seconds), '-m', method];
  for (const [name, value] of Object.entries(headers)) argv.push('-H', `${name}=${value}`);
  if (body) argv.push('-b', body);
  argv.push(target);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

function print(name, r) {
  console.log(
    `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
  );
}

/** Starts the built API with the demo catalogue; answers { origin, stop }. */
/** The admin the benches' server seeds (the export bench signs in as it). */
const BENCH_ADMIN = { email: 'admin@bench.wayfarer.test', password: 'Bench_admin1' };

async function startApi(name, env) {
  const api = await startBuiltApi(`bench-${name}`, {
    PUBLIC_RATE_LIMIT: '1000000',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...env,
  });
  // The demo seed runs before listen; wait until the catalogue answers.
  for (let i = 0; i < 120 && !(await findSlug(api.origin)); i += 1)
    await new Promise((d) => setTimeout(d, 500));
  return api;
}

async function findSlug(origin) {
  if (opt('--slug', '')) return opt('--slug', '');
  const res = await fetch(`${origin}/v1/tours/list?sort=newest`).catch(() => undefined);
  if (!res?.ok) return undefined;
  return (await res.json()).tourPackages?.[0]?.slug;
}

async function routes(origin) {
  print('GET /v1/health', await load(`${origin}/v1/health`));
  print('GET /v1/settings', await load(`${origin}/v1/settings`));
  print('GET / (HTML shell, br)', await load(`${origin}/`, { headers: { 'accept-encoding': 'br' } }));
  print(
    'GET /v1/tours/list (br)',
    await load(`${origin}/v1/tours/list`, { headers: { 'accept-encoding': 'br' } }),
  );
  const query = JSON.stringify({
    name: 'Bench',
    email: 'bench@example.com',
    phone: '9123456789',
    message: 'hi',
  });
  print(
    'POST /v1/query',
    await load(`${origin}/v1/query`, {
      method: 'POST',
      body: query,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** The package read next to a bare node:http server answering the same bytes and headers. */
async function packageVersusBare(label, origin, headers = { 'accept-encoding': 'identity' }) {
  const slug = await findSlug(origin);
  if (!slug) return console.log(`${label}: no published package (seed the demo, or pass --slug)`);
  const path = `/v1/tours/public/slug/${encodeURIComponent(slug)}`;
  const sample = await fetch(origin + path, { headers });
  const body = Buffer.from(await sample.arrayBuffer());
  const sent = {};
  for (const [name, value] of sample.headers) if (!HOP_BY_HOP.has(name)) sent[name] = value;
  // fetch decodes a compressed body; the bare server sends it compressed the same way.
  if (sent['content-encoding'] && sent['content-encoding'] !== 'br')
    throw new Error('bench expects br or identity');
  const raw = sent['content-encoding'] ? brotliCompressSync(body) : body;
  sent['content-length'] = String(raw.length);
  const bare = createServer((_req, res) => {
    res.writeHead(200, sent);
    res.end(raw);
  });
  await new Promise((done) => bare.listen(portAt(2), '127.0.0.1', done));
  try {
    const api = await load(origin + path, { headers });
    const plain = await load(`http://127.0.0.1:${bare.address().port}${path}`, { headers });
    print(`${label}: API ${path.slice(0, 28)}…`, api);
    print(`${label}: bare node:http, same bytes`, plain);
    console.log(`${label}: ratio API / bare ${(api.rps / plain.rps).toFixed(2)} (${body.length} bytes JSON)`);
    return api.rps / plain.rps;
  } finally {
    bare.close();
  }
}

/** The server-rendered package page next to the package JSON, both br from the micro-cache. */
async function pageVersusJson(origin) {
  const slug = await findSlug(origin);
  if (!slug) return;
  const headers = { 'accept-encoding': 'br' };
  const json = await load(`${origin}/v1/tours/public/slug/${encodeURIComponent(slug)}`, { headers });
  const page = await load(`${origin}/package/${encodeURIComponent(slug)}`, { headers });
  print('package JSON, cached, br', json);
  print('package page HTML (server-rendered), cached, br', page);
  console.log(`package page HTML / package JSON: ${(page.rps / json.rps).toFixed(2)} (aim >= 0.5)`);
}

async function bundle(origin) {
  const { chromium } = await import('playwright-core');
  const { measureFirstVisitJs, kb } = await import('../e2e/first-visit-js.ts');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const path of ['/', `/package/${await findSlug(origin)}`]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const measured = await measureFirstVisitJs(await context.newPage(), origin + path);
      await context.close();
      console.log(
        `bundle: first visit to ${path}: ${kb(measured.totalGzipBytes)} gzip JavaScript in ${measured.files.length} files`,
      );
      for (const file of measured.files.slice(0, 8))
        console.log(`  ${file.path.padEnd(48)} ${kb(file.gzipBytes).padStart(9)}`);
    }
  } finally {
    await browser.close();
  }
}

console.log(
  `autocannon in its own process: ${connections} connections, ${seconds} s per run; database ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`,
);
const compare = opt('--compare', '');
if (url && compare) {
  // Two running servers (two builds on the same data, started as you want them: for the uncached
  // read, with PUBLIC_CACHE_MS=0), their package read each next to the bare server, alternately
  // in rounds, so a before/after pair shares the machine's load: A/bare and B/bare per round.
  const rounds = Number(opt('--rounds', 2));
  const ratios = { A: [], B: [] };
  for (let round = 1; round <= rounds; round += 1) {
    console.log(
      `round ${round}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    ratios.A.push(await packageVersusBare(`A ${url}`, url));
    ratios.B.push(await packageVersusBare(`B ${compare}`, compare));
  }
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  console.log(
    `package read / bare, mean of ${rounds} rounds: A ${mean(ratios.A).toFixed(2)}, B ${mean(ratios.B).toFixed(2)}; B / A ${(mean(ratios.B) / mean(ratios.A)).toFixed(2)}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} else if (url) {
  if (!only || only === 'routes') await routes(url);
  if (!only || only === 'package') await packageVersusBare('package (as the server is configured)', url);
  if (!only || only === 'bundle') await bundle(url);
} else {
  const cached = await startApi('cached', portBase ? { PORT: String(portAt(0)) } : {});
  try {
    if (!only || only === 'routes') await routes(cached.origin);
    if (!only || only === 'package') {
      await packageVersusBare('package cached', cached.origin);
      await packageVersusBare('package cached, br', cached.origin, { 'accept-encoding': 'br' });
      await pageVersusJson(cached.origin);
    }
    if (!only || only === 'bundle') await bundle(cached.origin);
    if (!only || only === 'export') await benchExport(cached, BENCH_ADMIN);
  } finally {
    await cached.stop();
  }
  if (!only || only === 'package') {
    // Same database (DATABASE_URL) or a fresh PGlite with the demo seed.
    const uncached = await startApi('uncached', {
      PUBLIC_CACHE_MS: '0',
      ...(portBase ? { PORT: String(portAt(1)) } : {}),
    });
    try {
      await packageVersusBare('package uncached', uncached.origin);
    } finally {
      await uncached.stop();
    }
  }
}
