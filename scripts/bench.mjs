// A small load benchmark for the hot routes of a running Wayfarer (default http://localhost:3000).
// Usage: node scripts/bench.mjs [baseUrl] [--seconds 5] [--connections 20] [--slug some-package]
//        [--only package|routes|bundle] [--web-dist apps/web/dist]
// Prints requests per second and latency percentiles per route. It makes real requests, so run
// it against a throwaway data directory (it sends enquiries). See docs/PERFORMANCE.md.
//
// Three parts:
// 1. routes: the hot routes one after the other.
// 2. package: GET /v1/tours/public/slug/{slug} next to a bare node:http server answering the same
//    bytes with the same headers, in the same run, same client; prints both and their ratio.
// 3. bundle: the gzip size of the JavaScript a first visit to /package/{slug} downloads, read from
//    the built web app (apps/web/dist).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i < 0 ? dflt : args.splice(i, 2)[1];
};
const seconds = Number(opt('--seconds', 5));
const connections = Number(opt('--connections', 20));
const slugOption = opt('--slug', '');
const only = opt('--only', '');
const webDistOption = opt('--web-dist', '');
const base = args[0] ?? 'http://localhost:3000';
const webDist = webDistOption
  ? resolve(webDistOption)
  : resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

const routes = [
  { name: 'GET /v1/health', path: '/v1/health' },
  { name: 'GET /v1/settings', path: '/v1/settings' },
  { name: 'GET / (SPA shell)', path: '/' },
  {
    name: 'POST /v1/query',
    path: '/v1/query',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', phone: '9123456789', message: 'hi' }),
    },
  },
];

/** Runs one route for `seconds` with `connections` concurrent clients; answers req/s. */
async function run(route, origin = base) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        const res = await fetch(origin + route.path, route.init);
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const rps = latencies.length / seconds;
  console.log(
    `${route.name.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  errors ${errors}`,
  );
  return rps;
}

// --- 2. the package page's API next to a bare node:http server -----------------------------------

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

async function findSlug() {
  if (slugOption) return slugOption;
  const res = await fetch(`${base}/v1/tours/list?sort=newest`);
  if (!res.ok) return undefined;
  const body = await res.json();
  return body.tourPackages?.[0]?.slug;
}

async function packageVersusBare() {
  const slug = await findSlug();
  if (!slug) {
    console.log('package: no published package (start the API with SEED_DEMO=true, or pass --slug)');
    return;
  }
  const path = `/v1/tours/public/slug/${encodeURIComponent(slug)}`;
  // The same bytes and headers, fetched once.
  const sample = await fetch(base + path);
  const body = Buffer.from(await sample.arrayBuffer());
  const headers = {};
  for (const [name, value] of sample.headers) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const bare = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((done) => bare.listen(0, '127.0.0.1', done));
  const bareOrigin = `http://127.0.0.1:${bare.address().port}`;
  console.log(`package "${slug}": ${body.length} bytes`);
  try {
    const api = await run({ name: `GET ${path.slice(0, 34)}`, path });
    const raw = await run({ name: 'bare node:http, same bytes', path }, bareOrigin);
    console.log(`ratio API / bare: ${(api / raw).toFixed(2)} (aim >= 0.5)`);
  } finally {
    bare.close();
  }
}

// --- 3. the JavaScript of a first visit to /package/{slug} ---------------------------------------

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** From Vite's manifest: the entry's static imports, plus the package page's lazy chunk and its imports. */
function filesFromManifest(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry) visit(entry);
  const route = Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && /routes\/package\.tsx$/.test(key),
  );
  if (route) visit(route);
  return { files: [...files].filter((file) => file.endsWith('.js')), route };
}

/** Without a manifest: index.html's script and modulepreload tags, then the static imports of each. */
function filesFromHtml() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const start = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const assets = existsSync(join(webDist, 'assets')) ? readdirSync(join(webDist, 'assets')) : [];
  // The route module src/app/routes/package.tsx becomes assets/package-<hash>.js; other chunks
  // may share the name (lucide's "package" icon), so take the one the router imports lazily.
  const entryText = start.map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
  const route = assets.find(
    (name) =>
      /^package-[\w-]+\.js$/.test(name) && new RegExp(`import\\([\\x60'"]\\./${name}`).test(entryText),
  );
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !existsSync(join(webDist, file))) return;
    files.add(file);
    const text = readFileSync(join(webDist, file), 'utf8');
    // Static imports only (`import … from "./x.js"` and bare `import "./x.js"`), not import().
    for (const m of text.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      visit(join(dirname(file), m[1]).replace(/\\/g, '/'));
    }
  };
  for (const file of start) visit(file);
  if (route) visit(`assets/${route}`);
  return { files: [...files], route };
}

function bundleSize() {
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log('bundle: apps/web/dist is not built (npm run build -w @wayfarer/web)');
    return;
  }
  const manifestFile = join(webDist, '.vite/manifest.json');
  const { files, route } = existsSync(manifestFile)
    ? filesFromManifest(JSON.parse(readFileSync(manifestFile, 'utf8')))
    : filesFromHtml();
  let total = 0;
  for (const file of files) {
    const size = gzipBytes(join(webDist, file));
    total += size;
    console.log(`  ${file.padEnd(50)} ${kb(size).padStart(10)} gzip`);
  }
  console.log(
    `bundle: first visit to /package/{slug}: ${files.length} JS files, ${kb(total)} gzip (aim <= 150 KB)` +
      (route ? ` (route chunk ${route})` : ' (package page chunk not found: entry only)') +
      (existsSync(manifestFile) ? ', from .vite/manifest.json' : ', from index.html + static imports'),
  );
}

console.log(`${base}: ${connections} connections, ${seconds} s per route`);
if (!only || only === 'routes') for (const route of routes) await run(route);
if (!only || only === 'package') await packageVersusBare();
if (!only || only === 'bundle') bundleSize();
