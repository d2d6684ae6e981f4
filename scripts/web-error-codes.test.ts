import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 1121: a screen that reacts to one kind of refusal asks for its name (`errorCode` from
// lib/api-error.ts), never for an HTTP status. The session's 401/403 (lib/base-query.ts, the upload's
// own fetch), the one 404 reader (isNotFoundError) and the router's error screen are the exceptions.
const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web/src');
const allowed = new Set([
  'apps/web/src/lib/api-error.ts',
  'apps/web/src/lib/base-query.ts',
  'apps/web/src/lib/upload-image.ts',
  'apps/web/src/components/error-screen.tsx',
]);
const statusTest =
  /\bstatus\s*(===|!==|==|!=)\s*[45]\d\d\b|\{[^}]*\bstatus\b[^}]*\}\s*=\s*parseApiError|parseApiError\([^)]*\)\.status/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The lines of `source` that branch on an HTTP status. */
const statusBranches = (source: string): number[] =>
  source.split('\n').flatMap((line, index) => (statusTest.test(line) ? [index + 1] : []));

describe('the web reads error codes, not statuses', () => {
  it('finds a status branch when one is written', () => {
    expect(statusBranches('const a = 1;\nif (parseApiError(error).status === 409) go();\n')).toEqual([2]);
    expect(statusBranches('const { status } = parseApiError(result.error);\n')).toEqual([1]);
    expect(statusBranches("if (hasErrorCode(error, 'REVIEW_EXISTS')) go();\n")).toEqual([]);
  });

  it('has no screen that branches on a status', () => {
    const offenders = sources(web).flatMap((path) => {
      const file = relative(root, path);
      if (allowed.has(file)) return [];
      return statusBranches(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(offenders).toEqual([]);
  });
});
