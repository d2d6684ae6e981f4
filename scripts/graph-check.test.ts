import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import-graph check (scripts/graph-check.mjs, rules in graph-rules.mjs) run on a temporary copy
// of the real tree and config, with one breach planted per rule: each must be reported with its
// rule's name and the planted file, and nothing else may be (the real tree itself is clean).

const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
let copy: string;

/** Writes `source` at `file` (relative to the copy), creating its folder. */
function plant(file: string, source: string) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), source);
}

/** The breach lines of the check on the copy (rule: file …), and its exit code. */
async function check(): Promise<{ code: number; lines: string[] }> {
  const result = await run('node', [join(copy, 'scripts/graph-check.mjs')], { cwd: copy }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  return { code: result.code, lines: result.stderr.split('\n').filter((line) => /^[a-z0-9-]+: /.test(line)) };
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'graph-check-'));
  for (const dir of [
    'apps/api/src',
    'apps/api/test',
    'apps/web/src',
    'packages/shared/src',
    'e2e',
    'scripts',
  ]) {
    cpSync(join(root, dir), join(copy, dir), {
      recursive: true,
      filter: (path) => !/(node_modules|test-results|playwright-report)$/.test(path),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the import-graph check (npm run lint)', () => {
  it('passes on the real tree', async () => {
    const { stdout } = await run('node', [join(root, 'scripts/graph-check.mjs')], { cwd: root });
    expect(stdout).toMatch(/no breach; upward imports in the API: 0 /);
  }, 30_000);

  it('fails on one planted breach per rule, naming the rule and the file', async () => {
    const feature = readdirSync(join(root, 'apps/web/src/features/bookings/api'))[0]!;
    const expected: [string, string][] = [];
    const breach = (rule: string, file: string, source: string) => {
      plant(file, source);
      expected.push([rule, file]);
    };
    // Type-only both ways: a cycle of `import type` is still a cycle.
    breach(
      'no-cycle',
      'apps/api/src/lib/zz-cycle-a.ts',
      "import type { B } from './zz-cycle-b.ts';\nexport type A = B;\n",
    );
    plant(
      'apps/api/src/lib/zz-cycle-b.ts',
      "import type { A } from './zz-cycle-a.ts';\nexport type B = A | 1;\n",
    );
    breach(
      'web-not-api',
      'apps/web/src/lib/zz-plant.ts',
      "import type { Config } from '../../../api/src/config.ts';\n",
    );
    breach(
      'api-not-web',
      'apps/api/src/lib/zz-plant-web.ts',
      "import { api } from '../../../web/src/lib/api.ts';\n",
    );
    breach(
      'shared-not-apps',
      'packages/shared/src/zz-plant.ts',
      "import '../../../apps/api/src/config.ts';\n",
    );
    breach(
      'e2e-not-app-internals',
      'e2e/zz-plant.ts',
      "export * from '../apps/api/src/seed/demo/demo-packages-data.ts';\n",
    );
    breach(
      'web-feature-not-feature',
      'apps/web/src/features/checkout/zz-plant.ts',
      `import { x } from '../../features/bookings/api/${feature}';\nimport { y } from '@/features/checkout/api/x';\n`,
    );
    breach(
      'web-base-not-app-or-features',
      'apps/web/src/components/zz-plant.ts',
      "import { store } from '@/app/store';\n",
    );
    breach(
      'routes-not-repositories',
      'apps/api/src/modules/leads/zz-plant.routes.ts',
      "import './leads.repository.ts';\n",
    );
    breach(
      'repositories-not-services-or-routes',
      'apps/api/src/modules/leads/zz-plant.repository.ts',
      "import { x } from './leads.service.ts';\nimport { eq } from 'drizzle-orm';\n",
    );
    breach(
      'drizzle-only-in-data-layer',
      'apps/api/src/modules/leads/zz-plant.service.ts',
      "import type { leads } from '../../db/schema.ts';\n",
    );
    breach(
      'drizzle-only-in-data-layer',
      'apps/api/src/lib/zz-plant-orm.ts',
      "import { sql } from 'drizzle-orm';\n",
    );
    breach(
      'base-not-modules',
      'apps/api/src/plugins/zz-plant.ts',
      "import '../modules/health/health.service.ts';\n",
    );
    // Two modules through their faces, each importing the other.
    breach(
      'modules-not-mutual',
      'apps/api/src/modules/health/zz-plant.ts',
      "import '../settings/index.ts';\n",
    );
    plant('apps/api/src/modules/health/index.ts', 'export {};\n');
    plant(
      'apps/api/src/modules/settings/zz-plant.ts',
      "export type X = typeof import('../health/index.ts');\n",
    );
    breach(
      'module-face',
      'apps/api/src/modules/health/zz-plant-face.ts',
      "import '../bookings/bookings.repository.ts';\nimport '../bookings/index.ts';\n",
    );
    breach('module-not-own-face', 'apps/api/src/modules/bookings/zz-plant-own.ts', "import './index.ts';\n");
    breach('lib-is-the-floor', 'apps/api/src/lib/zz-plant-floor.ts', "import '../db/client.ts';\n");
    breach(
      'src-not-test-support',
      'apps/api/src/modules/health/zz-plant-support-user.ts',
      "import '../../../test/support/bookings.ts';\n",
    );
    breach(
      'test-support-outside-src',
      'apps/api/src/modules/health/zz-plant-test-support.ts',
      'export {};\n',
    );
    breach('test-support-outside-src', 'apps/api/src/lib/zz-plant-gateway-double.ts', 'export {};\n');
    // The app's dependencies come from app.deps (ADR 1382): a read of app.db, and a copy of
    // app.deps field by field, are each refused; comments, app.deps itself and tests are not.
    breach(
      'deps-from-app-deps',
      'apps/api/src/modules/leads/zz-plant-deps.routes.ts',
      '// Not app.clock: a comment.\nexport const read = (app: { db: string }) => app.db;\n',
    );
    breach(
      'deps-from-app-deps',
      'apps/api/src/zz-plant-workers.ts',
      'type D = { db: string; clock: () => Date };\nexport const copy = (app: { deps: D }) => ({ db: app.deps.db, x: 1 });\n',
    );
    plant(
      'apps/api/src/modules/leads/zz-plant-deps-ok.routes.ts',
      '/* app.db */\nexport const ok = (app: { deps: { db: string } }) => [app.deps, app.deps.db, { ...app.deps }];\n',
    );
    plant(
      'apps/api/src/modules/leads/zz-plant-deps.test.ts',
      'export const inTest = (app: { db: string; clock: string }) => [app.db, app.clock];\n',
    );
    // 25 files and 3 tests fit in a folder; a 26th file does not.
    for (let i = 0; i < 25; i += 1) plant(`apps/api/src/modules/zz-full/f${i}.ts`, 'export {};\n');
    for (let i = 0; i < 3; i += 1) plant(`apps/api/src/modules/zz-full/f${i}.test.ts`, 'export {};\n');
    for (let i = 0; i < 26; i += 1) plant(`apps/api/src/modules/zz-over/f${i}.ts`, 'export {};\n');
    expected.push(['folder-size', 'apps/api/src/modules/zz-over/']);
    // Allowed: tests and repositories use the schema, the seed uses Drizzle, a module imports lib.
    plant(
      'apps/api/src/modules/leads/zz-plant.test.ts',
      "import { sql } from 'drizzle-orm';\nimport '../../db/schema.ts';\n",
    );
    plant('apps/api/src/seed/zz-plant.ts', "import { sql } from 'drizzle-orm';\nimport '../db/schema.ts';\n");
    plant('apps/api/src/modules/leads/zz-ok.ts', "import '../../lib/app-error.ts';\n");

    const { code, lines } = await check();
    expect(code).toBe(1);
    for (const [rule, file] of expected) {
      expect(
        lines.some((line) => line.startsWith(`${rule}: ${file}`)),
        `${rule}: ${file}\n${lines.join('\n')}`,
      ).toBe(true);
    }
    // Nothing else planted is reported: the allowed imports pass.
    expect(
      lines.filter((line) => line.includes('/zz-')),
      lines.join('\n'),
    ).toHaveLength(expected.length);
  }, 30_000);
});
