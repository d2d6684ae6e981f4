import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The import graph's rules are checked by scripts/graph-check.mjs (graph-check.test.ts). Biome keeps
// one of them as a `noRestrictedImports` override in biome.json, so an editor flags Drizzle outside
// the data layer as it is typed: each case plants a file with one forbidden import and one allowed
// import, runs Biome on it and expects exactly the forbidden line to be reported.

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

/** The lines Biome reports as restricted imports in `file` (a path relative to the root). */
async function restrictedLines(file: string, source: string): Promise<number[]> {
  const path = join(root, file);
  writeFileSync(path, source);
  try {
    const { stdout } = await run(biome, ['lint', '--reporter=github', path], { cwd: root }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    return [...stdout.matchAll(/title=lint\/style\/noRestrictedImports,.*?,line=(\d+),/g)].map((m) =>
      Number(m[1]),
    );
  } finally {
    rmSync(path, { force: true });
  }
}

/** A planted file: the forbidden import on line 1, the allowed one on line 2. */
const plant = (forbidden: string, allowed: string) =>
  `import { a } from '${forbidden}';\nimport { b } from '${allowed}';\nexport const planted = [a, b];\n`;
const name = () => `zz-boundary-plant-${randomUUID().slice(0, 8)}.ts`;

describe('Drizzle outside the data layer (biome.json noRestrictedImports)', () => {
  it('only repositories and db/ import Drizzle in the API', async () => {
    const source = plant('drizzle-orm', '../db/client.ts');
    expect(await restrictedLines(`apps/api/src/lib/${name()}`, source)).toEqual([1]);
    expect(await restrictedLines(`apps/api/src/modules/leads/${name()}`, source)).toEqual([1]);
    const subpath = plant('drizzle-orm/pg-core', '../../db/client.ts');
    expect(await restrictedLines(`apps/api/src/plugins/${name()}`, subpath)).toEqual([1]);
    // Exempt: repositories, the db folder, the seed and tests.
    expect(
      await restrictedLines(
        `apps/api/src/modules/leads/zz-plant-${randomUUID().slice(0, 8)}.repository.ts`,
        source,
      ),
    ).toEqual([]);
    expect(await restrictedLines(`apps/api/src/db/${name()}`, source)).toEqual([]);
    expect(await restrictedLines(`apps/api/src/seed/${name()}`, source)).toEqual([]);
    expect(
      await restrictedLines(
        `apps/api/src/modules/leads/zz-plant-${randomUUID().slice(0, 8)}.test.ts`,
        source,
      ),
    ).toEqual([]);
  }, 60_000);
});

describe('an explicit any (biome.json suspicious/noExplicitAny is an error)', () => {
  it('fails the lint, naming the file and line, in the API, the web and the shared rules', async () => {
    for (const dir of ['apps/api/src/lib', 'apps/web/src/lib', 'packages/shared/src/rules']) {
      const file = `${dir}/${name()}`;
      const path = join(root, file);
      writeFileSync(path, 'export const typed: number = 1;\nexport const loose: any = typed;\n');
      try {
        const result = await run(biome, ['lint', '--reporter=github', path], { cwd: root }).then(
          () => ({ failed: false, stdout: '' }),
          (error: { stdout?: string }) => ({ failed: true, stdout: error.stdout ?? '' }),
        );
        expect(result.failed, file).toBe(true);
        expect(result.stdout).toMatch(
          new RegExp(
            `::error title=lint/suspicious/noExplicitAny,file=[^,]*${file.split('/').pop()},line=2,`,
          ),
        );
      } finally {
        rmSync(path, { force: true });
      }
    }
  }, 60_000);
});

describe('the Drizzle schema (apps/api/src/db/schema/)', () => {
  const dir = join(root, 'apps/api/src/db/schema');
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts'));
  const importsOf = (file: string) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/from '\.\/([a-z-]+\.ts)'/g)].map((m) => m[1]!);

  it('has no circular import between its files', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const next of importsOf(file)) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(files.length).toBeGreaterThan(5);
    expect(cycles).toEqual([]);
  });

  it('is re-exported whole by the schema.ts barrel that drizzle.config.ts reads', () => {
    const barrel = readFileSync(join(root, 'apps/api/src/db/schema.ts'), 'utf8');
    for (const file of files.filter((f) => f !== 'columns.ts')) {
      expect(barrel).toContain(`export * from './schema/${file}';`);
    }
    expect(readFileSync(join(root, 'apps/api/drizzle.config.ts'), 'utf8')).toContain("'./src/db/schema.ts'");
  });
});
