import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Real API processes for the scale-out proofs (docs/DEPLOY.md): the built bundle (`node
// dist/server.js`, as deployed) or, when there is no fresh one, `node --import tsx src/server.ts`,
// with the deployment's variables, each on its own port and DATA_DIR.

const apiDir = join(import.meta.dirname, '..');

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newestIn(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let serverBundle: string | null | undefined;

/**
 * The bundle a spawned server runs, or null for tsx. API_TEST_BUNDLE names one (scripts/test.sh
 * builds it just before Vitest and sets it; `none` forces tsx). Without it, apps/api/dist/server.js
 * when it is newer than every source it is built from (the API's src and migrations, the shared
 * package), so a test run alone after an edit never runs yesterday's code. tsx compiles the whole
 * API on each start (seconds of CPU per spawn); the bundle starts in a fraction of that.
 */
export function testBundle(): string | null {
  if (serverBundle !== undefined) return serverBundle;
  const named = process.env.API_TEST_BUNDLE;
  if (named) {
    serverBundle = named === 'none' ? null : named;
    if (serverBundle && !existsSync(serverBundle))
      throw new Error(`API_TEST_BUNDLE=${serverBundle} does not exist`);
    return serverBundle;
  }
  const built = join(apiDir, 'dist', 'server.js');
  const sources = [
    join(apiDir, 'src'),
    join(apiDir, 'drizzle'),
    join(apiDir, '..', '..', 'packages', 'shared', 'src'),
  ];
  const fresh =
    existsSync(built) &&
    statSync(built).mtimeMs >
      Math.max(...sources.map(newestIn), statSync(join(apiDir, 'package.json')).mtimeMs);
  serverBundle = fresh ? built : null;
  return serverBundle;
}

/** `node` arguments that start the API server: the bundle when there is a fresh one, else tsx. */
export function serverArgs(bundle: string | null | undefined = testBundle()): string[] {
  return bundle ? [bundle] : ['--import', 'tsx', 'src/server.ts'];
}

export type Instance = { url: string; dataDir: string; process: ChildProcess; output: string[] };

/** A port free right now (the OS picks it), so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs one statement on the PostgreSQL server itself (CREATE / DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts one server with `env` (on top of a port, free unless given, its own DATA_DIR, no demo
 * seed, no stop delay) and resolves once it has started (`startedLine` in its output). It joins `started` at once, so the caller stops it even
 * when it fails to start.
 */
export async function startInstance(
  env: Record<string, string>,
  started: Instance[],
  port?: number,
  /** A built bundle (`node <bundle>`, as deployed); default: `testBundle()`. */
  bundle?: string,
  /** The output that says it started (default: the line once the start-up work is done). */
  startedLine = 'Wayfarer is running',
): Promise<Instance> {
  port ??= await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), `wayfarer-instance-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(bundle ?? testBundle()), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Stops at once unless a test is about the delay (SHUTDOWN_DELAY_MS, ADR 1305).
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { url, dataDir, process: child, output: [] };
  started.push(instance);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${url} did not start:\n${instance.output.join('')}`)),
      // tsx (no fresh bundle) compiles the whole API at start; on a loaded machine that takes a while.
      90_000,
    );
    const read = (chunk: Buffer) => {
      instance.output.push(chunk.toString());
      if (instance.output.join('').includes(startedLine)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${url} exited with ${code}:\n${instance.output.join('')}`));
    });
  });
  return instance;
}

/** SIGTERM, wait for the exit, remove its DATA_DIR. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null && instance.process.signalCode === null) {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.process.kill('SIGTERM');
    await exited;
  }
  await rm(instance.dataDir, { recursive: true, force: true });
}

export const postJson = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Bundles the API as `npm run build` does (build.mjs), into a folder of its own under apps/api
 * (dist-*, ignored), so a test runs today's code as deployed; returns the bundle and its removal.
 * A fresh bundle (`testBundle()`: the one scripts/test.sh has just built) is used as it is.
 */
export async function buildBundle(): Promise<{ bundle: string; remove: () => Promise<void> }> {
  const fresh = testBundle();
  if (fresh) return { bundle: fresh, remove: async () => {} };
  const dir = await mkdtemp(join(apiDir, 'dist-test-'));
  const bundle = join(dir, 'server.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs'], {
      cwd: apiDir,
      env: { ...process.env, API_OUTFILE: bundle },
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build.mjs exited with ${code}`))));
  });
  return { bundle, remove: () => rm(dir, { recursive: true, force: true }) };
}
