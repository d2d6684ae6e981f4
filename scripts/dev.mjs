// `npm run dev`: the API with reload (tsx watch) and Vite's dev server, on the same data as
// `npm start`, so a newcomer's first hour needs one command.
//
// - DATA_DIR: `./data` at the repository root, as `npm start` (run from the root) resolves it. The
//   API's own workspace script runs in apps/api, where `./data` would be a second, empty database
//   with its own demo admin; so it is resolved here, once, from the root.
// - PORT: the API's port (default 3101); WEB_PORT: Vite's (default 5173), the one to open.
// - PUBLIC_URL: Vite's address, so links in e-mails and the payment gateway's return address
//   (/booking/payment-complete/…) come back to the dev server; Vite forwards every path the API
//   serves in the browser to it (apps/web/vite.config.ts, API_PATHS).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3101';
const webPort = process.env.WEB_PORT ?? '5173';
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const apiUrl = `http://localhost:${apiPort}`;

/** Where the data lives, without a password that DATABASE_URL may carry. */
function databaseLabel() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = join(dataDir, 'pglite');
    return `PGlite in ${dir}${existsSync(dir) ? '' : ' (new: migrated and seeded with the demo data on start)'}`;
  }
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL at DATABASE_URL';
  }
}

function adminLabel() {
  if (process.env.ADMIN_EMAIL) return `${process.env.ADMIN_EMAIL} (ADMIN_EMAIL and ADMIN_PASSWORD)`;
  return existsSync(join(dataDir, 'pglite')) || process.env.DATABASE_URL
    ? 'the demo admin printed when this database was first started (by npm start or npm run dev)'
    : 'a demo admin, printed below once the API has started';
}

console.log(
  [
    'Wayfarer development servers',
    `  open:     ${publicUrl}  (Vite, port ${webPort}; WEB_PORT sets it)`,
    `  API:      ${apiUrl}  (port ${apiPort}; PORT sets it)`,
    `  data:     ${dataDir}  (DATA_DIR; the same as npm start)`,
    `  database: ${databaseLabel()}`,
    `  admin:    ${adminLabel()}`,
    '',
  ].join('\n'),
);

// One process and no balancer: a restart (tsx watch) or Ctrl-C need not wait out the stop delay.
const env = {
  SHUTDOWN_DELAY_MS: '0',
  ...process.env,
  PORT: apiPort,
  WEB_PORT: webPort,
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@wayfarer/api'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@wayfarer/web'], {
    cwd: root,
    env: { ...env, WAYFARER_API_URL: apiUrl },
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
