// Bundles the API into dist/server.js. @wayfarer/shared (TypeScript source) is bundled in;
// every dependency of this package stays external and is loaded from node_modules at run time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts'],
  // API_OUTFILE lets parallel end-to-end runs keep their own bundle (it must stay inside apps/api).
  outfile: process.env.API_OUTFILE || 'dist/server.js',
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies)
    .filter((name) => !name.startsWith('@wayfarer/'))
    .flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code may still call require(); give it one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The migrated PGlite data directory a fresh DATA_DIR starts from (src/db/pglite-snapshot.ts,
// ADR 1213): written once per set of migrations, next to the bundle.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "import { existsSync } from 'node:fs'; const s = await import('./src/db/pglite-snapshot.ts'); if (!existsSync(s.snapshotFile())) console.log('PGlite snapshot:', await s.writeMigratedSnapshot());",
  ],
  { cwd: new URL('.', import.meta.url).pathname, stdio: 'inherit' },
);
