import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tsx, vitest) and from the esbuild bundle in dist/, so paths
// are found by walking up to the directory that holds the api's package.json.
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@wayfarer/api')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @wayfarer/api package directory');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const migrationsDir = join(apiRoot, 'drizzle');
// WEB_DIST points at another build of the web app (parallel end-to-end runs build into their own).
export const webDistDir = process.env.WEB_DIST || join(apiRoot, '..', 'web', 'dist');
