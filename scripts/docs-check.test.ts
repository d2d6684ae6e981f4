import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The docs check (scripts/docs-check.mjs, run by `npm run lint`) on the real tree, then on a temporary
// copy of the docs with one breach planted at a time: each must fail the check with a line naming
// its rule and the planted file, and a clean copy must pass.

const root = resolve(import.meta.dirname, '..');
const script = join(root, 'scripts/docs-check.mjs');
const run = promisify(execFile);
let copy: string;

/** The check's breach lines (`rule: file …`) and exit code, on `dir`. */
async function check(dir: string, ...args: string[]): Promise<{ code: number; lines: string[] }> {
  const result = await run('node', [script, '--root', dir, ...args]).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  return { code: result.code, lines: result.stderr.split('\n').filter((line) => /^[a-z-]+: /.test(line)) };
}

function plant(file: string, text: string) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), text);
}

const adr = (number: string, status: string, sections = ['Context', 'Decision', 'Consequences']) =>
  [
    `# ${number} — A planted decision`,
    '',
    'Date: 2026-12-02',
    status,
    '',
    ...sections.map((s) => `## ${s}\n\nText.\n`),
  ].join('\n');

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'docs-check-'));
  cpSync(join(root, 'docs'), join(copy, 'docs'), { recursive: true });
  cpSync(join(root, 'README.md'), join(copy, 'README.md'));
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('the docs check (npm run lint)', () => {
  it('passes on the real tree', async () => {
    const { stdout } = await run('node', [script], { cwd: root });
    expect(stdout).toMatch(
      /docs check: \d+ ADRs indexed with their status; no comment cites an issue number/,
    );
  });

  it('passes on a clean copy of the docs', async () => {
    expect(await check(copy)).toEqual({ code: 0, lines: [] });
  });

  it('fails naming an ADR missing from the index', async () => {
    plant('docs/decisions/1999-planted.md', adr('1999', 'Status: accepted'));
    const { code, lines } = await check(copy);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'adr-index: docs/decisions/1999-planted.md is missing from the index (docs/decisions/README.md)',
    ]);
  });

  it('fails naming an ADR without a status line, or with one the index cannot read', async () => {
    const index = join(copy, 'docs/decisions/README.md');
    writeFileSync(
      index,
      `${readFileSync(index, 'utf8')}\n- [1998 — A](1998-none.md) — accepted\n- [1997 — B](1997-odd.md) — accepted\n`,
    );
    plant('docs/decisions/1998-none.md', adr('1998', ''));
    plant('docs/decisions/1997-odd.md', adr('1997', 'Status: accepted (issue 12)'));
    const { code, lines } = await check(copy);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'adr-status: docs/decisions/1997-odd.md has a status line the index cannot read: "Status: accepted (issue 12)"',
      'adr-status: docs/decisions/1998-none.md has no status line (Status: accepted | proposed | deprecated | superseded by N)',
    ]);
  });

  it('fails on a successor that does not exist, a missing section, a stale index line and a dead link', async () => {
    const index = join(copy, 'docs/decisions/README.md');
    const text = readFileSync(index, 'utf8').replace(
      '(001-monorepo-and-stack.md) — accepted',
      '(001-monorepo-and-stack.md) — deprecated',
    );
    writeFileSync(
      index,
      `${text}\n- [1996 — C](1996-gone.md) — superseded by 1995\n- [1994 — D](1994-short.md) — accepted\n- [1993 — E](1993-nowhere.md) — accepted\n`,
    );
    plant('docs/decisions/1996-gone.md', adr('1996', 'Status: superseded by 1995'));
    plant('docs/decisions/1994-short.md', adr('1994', 'Status: accepted', ['Context', 'Decision']));
    const { code, lines } = await check(copy);
    expect(code).toBe(1);
    expect(lines.sort()).toEqual([
      'adr-index: docs/decisions/001-monorepo-and-stack.md says "accepted" but the index says "deprecated"',
      'adr-index: docs/decisions/README.md links to 1993-nowhere.md, which does not exist',
      'adr-sections: docs/decisions/1994-short.md has no "## Consequences"',
      'adr-status: docs/decisions/1996-gone.md is superseded by 1995, which is no ADR',
    ]);
  });

  it('fails naming each comment that cites an issue number, and an ADR that does not exist', async () => {
    plant(
      'apps/api/src/modules/planted/planted.service.ts',
      [
        '// Prices the booking (issue 12): rounding once, half up.',
        "export const label = 'issue 12 and #7 in a string are no comment';",
        '/** Kept for the reconciler, see #34. */',
        'export const colour = 1; // not a tracker: &#39; and #fff',
        '// Locked in the order of ADR 4242.',
        '',
      ].join('\n'),
    );
    plant('apps/web/src/planted.tsx', 'export const A = () => <b>{/* Issues 13 and 14 */}</b>;\n');
    plant('apps/api/drizzle/9999_planted.sql', 'SELECT 1; -- backfill for issue #25\n');
    plant('scripts/planted.sh', '#!/usr/bin/env bash\necho "#1 is fine in a string"\n# see issue 23\n');
    const { code, lines } = await check(copy, '--only', 'comments');
    expect(code).toBe(1);
    expect(lines.map((line) => line.split(' cites ')[0].replace(/ names .*/, '')).sort()).toEqual([
      'adr-reference: apps/api/src/modules/planted/planted.service.ts:5',
      'comment-issue-number: apps/api/drizzle/9999_planted.sql:1',
      'comment-issue-number: apps/api/src/modules/planted/planted.service.ts:1',
      'comment-issue-number: apps/api/src/modules/planted/planted.service.ts:3',
      'comment-issue-number: apps/web/src/planted.tsx:1',
      'comment-issue-number: scripts/planted.sh:3',
    ]);
  });
});
