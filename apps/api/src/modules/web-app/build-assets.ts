import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, weakEtag, type Encoding } from '../../lib/content-encoding.ts';
import { etagMatches } from '../../plugins/etag.ts';
import { IMMUTABLE } from '../media/index.ts';

// The web build's fingerprinted files (`assets/…`), held in memory (docs/decisions/1389): a file's
// name changes with its bytes and the build does not change while the server runs, so each file,
// its `.br` and `.gz` twins, its type and its ETag are read once at start. A request then costs a
// map lookup and one socket write, where reading it from disk cost a stat, an open, a read and a
// close: ~2 ms of the server's CPU per file, ~60 ms per first visit of a package page (29 files),
// taken from the two cores the visitor's own load (and, on launch day, everyone else's) needs.

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** One file of the build: its bytes, the compressed twins the build wrote, its type and tag. */
export type BuildAsset = {
  readonly type: string;
  readonly etag: string;
  readonly raw: Buffer;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
};

const TWIN = { '.br': 'br', '.gz': 'gzip' } as const satisfies Record<string, Encoding>;

/** Every file under `dir` by its path from `dir` with `/` separators ("index-abc.js"); none without `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * The folders read so far in this process, with the names they held. A server builds one app; the
 * API tests build one per test file, hundreds per worker, and reading the build's ~470 files each
 * time cost ~115 ms of every app's start. A build's names carry a hash of their bytes, so the same
 * names in the same folder are the same files: read once; a new build (new names) is read anew.
 */
const loaded = new Map<string, { names: string; assets: Promise<ReadonlyMap<string, BuildAsset>> }>();

/** The build's assets folder read into memory, keyed by path from the folder (dot files left out). */
export async function loadBuildAssets(dir: string): Promise<ReadonlyMap<string, BuildAsset>> {
  const paths = (await filesUnder(dir)).filter((path) => !/(^|\/)\./.test(path));
  const names = paths.join('\n');
  const known = loaded.get(dir);
  if (known?.names === names) return known.assets;
  const assets = readAssets(dir, paths);
  loaded.set(dir, { names, assets });
  assets.catch(() => {
    if (loaded.get(dir)?.assets === assets) loaded.delete(dir);
  });
  return assets;
}

async function readAssets(dir: string, paths: string[]): Promise<ReadonlyMap<string, BuildAsset>> {
  const present = new Set(paths);
  const assets = new Map<string, BuildAsset>();
  for (const path of paths) {
    const twin = Object.keys(TWIN).find((suffix) => path.endsWith(suffix));
    // A twin is read with its file; one whose file is missing is an ordinary file.
    if (twin && present.has(path.slice(0, -twin.length))) continue;
    const raw = await readFile(join(dir, path));
    const encoded: Partial<Record<Encoding, Buffer>> = {};
    for (const [suffix, encoding] of Object.entries(TWIN))
      if (present.has(path + suffix)) encoded[encoding] = await readFile(join(dir, path + suffix));
    assets.set(path, {
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: weakEtag(raw),
      raw,
      encoded,
    });
  }
  return assets;
}

/**
 * GET and HEAD `/assets/*` from memory, in the encoding the client prefers among the build's
 * twins, immutable; a name not in the build goes to the not-found handler, as before.
 */
export async function registerBuildAssets(app: FastifyInstance, dir: string): Promise<void> {
  const assets = await loadBuildAssets(dir);
  app.get('/assets/*', (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const asset = assets.get(path);
    if (!asset) return reply.callNotFound();
    reply.type(asset.type).header('cache-control', IMMUTABLE).header('etag', asset.etag);
    const offered = Object.keys(asset.encoded).length > 0;
    if (offered) reply.header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
    const encoding = offered ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    const bytes = encoding && asset.encoded[encoding];
    if (encoding && bytes) return reply.header('content-encoding', encoding).send(bytes);
    return reply.send(asset.raw);
  });
}
