#!/usr/bin/env node
// The import-graph check (ADR 1101; rules in graph-rules.mjs, run by `npm run lint`): parses every
// source with oxc-parser (import, import type, export … from, import() and `typeof import()`),
// resolves each specifier with oxc-resolver as TypeScript and Vite do (the web's `@/` alias, the
// workspaces), and fails on every breach with a line naming the rule and the file.
// Usage: node scripts/graph-check.mjs [--root DIR]   (DIR: a repository tree; default this one)
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';
import {
  appDepsRule,
  cycleRule,
  edgeRules,
  folderRule,
  modulesRule,
  sources,
  testFile,
  faceRepositoryExports,
  testSupportRule,
} from './graph-rules.mjs';

const rootArg = process.argv.indexOf('--root');
const root = resolve(
  rootArg > 0 ? process.argv[rootArg + 1] : join(dirname(fileURLToPath(import.meta.url)), '..'),
);
// A copy of the tree may link the real node_modules: workspace packages then resolve into the real
// tree, which maps back to the same relative paths.
const modulesHome = existsSync(join(root, 'node_modules'))
  ? dirname(realpathSync(join(root, 'node_modules')))
  : root;
const extensions = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];
const builtins = new Set(builtinModules);

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-server', 'test-results', 'playwright-report'].includes(entry.name))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path));
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

/** A root-relative path with `/`, or undefined when outside the tree. */
function rel(abs) {
  for (const base of [root, modulesHome]) {
    const r = relative(base, abs);
    if (!r.startsWith('..') && !r.includes(`node_modules${sep}`)) return r.split(sep).join('/');
  }
  return undefined;
}

const resolveOptions = { extensions, conditionNames: ['import', 'node', 'default'], extensionAlias: {} };
const resolvers = {
  web: new ResolverFactory({ ...resolveOptions, alias: { '@': [join(root, 'apps/web/src')] } }),
  other: new ResolverFactory(resolveOptions),
};

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** @returns {string | undefined} where `spec` imported from `file` leads (root-relative or npm:name) */
function target(file, spec) {
  const web = file.startsWith('apps/web/');
  const local = spec.startsWith('.') || spec.startsWith('/') || (web && spec.startsWith('@/'));
  if (!local && (builtins.has(spec) || spec.startsWith('node:'))) return undefined;
  if (!local && !spec.startsWith('@wayfarer/')) return `npm:${packageName(spec)}`;
  const found = (web ? resolvers.web : resolvers.other).sync(join(root, dirname(file)), spec);
  return found.path ? (rel(found.path) ?? `npm:${packageName(spec)}`) : undefined;
}

/** @typedef {{ from: string, to: string, line: number, spec: string }} Edge */
/** @returns {Edge[]} */
function importsOf(file) {
  const source = readFileSync(join(root, file), 'utf8');
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0].message}`);
  const specs = [];
  for (const i of parsed.module.staticImports) specs.push([i.moduleRequest.value, i.start]);
  for (const e of parsed.module.staticExports)
    for (const entry of e.entries) if (entry.moduleRequest) specs.push([entry.moduleRequest.value, e.start]);
  // import('x') and `typeof import('x')` (a type-only import the module record leaves out).
  for (const m of source.matchAll(/\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g)) specs.push([m[2], m.index]);
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  const edges = new Map();
  for (const [spec, offset] of specs) {
    const to = target(file, spec);
    if (to && to !== file && !edges.has(to)) edges.set(to, { from: file, to, line: lineOf(offset), spec });
  }
  return [...edges.values()];
}

const files = sources
  .filter((s) => existsSync(join(root, s)))
  .flatMap((s) => (statSync(join(root, s)).isDirectory() ? walk(join(root, s)) : [join(root, s)]))
  .map((abs) => rel(abs))
  .sort();
const edges = files.flatMap(importsOf);

/** @type {string[]} */
const breaches = [];
const report = (rule, file, text) => breaches.push(`${rule.name}: ${file} ${text} (${rule.why})`);

for (const edge of edges) {
  for (const rule of edgeRules) {
    const m = rule.from.exec(edge.from);
    if (!m || rule.fromNot?.test(edge.from)) continue;
    const fill = (pattern) =>
      new RegExp(
        pattern.replace(/\$(\d)/g, (_, n) => (m[Number(n)] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    if (!fill(rule.to).test(edge.to) || (rule.toNot && fill(rule.toNot).test(edge.to))) continue;
    report(rule, `${edge.from}:${edge.line}`, `imports ${edge.to} ('${edge.spec}')`);
  }
}

// Cycles: strongly connected components of the file graph (Tarjan), each reported once.
const next = new Map(files.map((f) => [f, []]));
for (const e of edges) if (next.has(e.to)) next.get(e.from).push(e.to);
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function strongConnect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of next.get(v)) {
    if (!index.has(w)) {
      strongConnect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1)
    report(
      cycleRule,
      component.sort()[0],
      `is in a cycle of ${component.length} files: ${cyclePath(component)}`,
    );
}
/** One loop through the component, from its first file back to it. */
function cyclePath(component) {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of next.get(v)) {
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = previous.get(u)) path.splice(1, 0, u);
        return [...path, start].join(' -> ');
      }
      if (inside.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return component.join(', ');
}
for (const f of files) if (!index.has(f)) strongConnect(f);

// Modules importing each other both ways (tests included).
const between = new Map();
for (const e of edges) {
  const a = modulesRule.module.exec(e.from)?.[1];
  const b = modulesRule.module.exec(e.to)?.[1];
  if (!a || !b || a === b) continue;
  if (!between.has(`${a}>${b}`)) between.set(`${a}>${b}`, e);
}
for (const [key, e] of between) {
  const [a, b] = key.split('>');
  const back = between.get(`${b}>${a}`);
  if (back && a < b)
    report(
      modulesRule,
      `${e.from}:${e.line}`,
      `imports module ${b} (${e.to}), which imports module ${a} back (${back.from}:${back.line})`,
    );
}

// The API's upward imports (docs/ARCHITECTURE.md, Boundaries): production imports from db/, lib/ or
// plugins/ into a module, and those between two modules that import each other both ways.
const production = edges.filter((e) => e.from.startsWith('apps/api/src/') && !testFile.test(e.from));
const intoModules = production.filter(
  (e) => /^apps\/api\/src\/(db|lib|plugins)\//.test(e.from) && modulesRule.module.test(e.to),
);
const bothWays = production.filter((e) => {
  const a = modulesRule.module.exec(e.from)?.[1];
  const b = modulesRule.module.exec(e.to)?.[1];
  return a && b && a !== b && between.has(`${b}>${a}`);
});
const upward = `upward imports in the API: ${intoModules.length + bothWays.length} (${intoModules.length} from db/, lib/ or plugins/ into a module, ${bothWays.length} between modules that import each other)`;

// Repository functions re-exported by the modules' faces: a ratchet.
let faceRepositoryNames = 0;
for (const f of files.filter((f) => faceRepositoryExports.face.test(f))) {
  const text = readFileSync(join(root, f), 'utf8');
  for (const m of text.matchAll(/export (?:type )?\{([^}]*)\} from '\.\/[^']*\.repository\.ts'/g))
    faceRepositoryNames += m[1].split(',').filter((name) => name.trim()).length;
}
if (faceRepositoryNames > faceRepositoryExports.max)
  report(
    faceRepositoryExports,
    'apps/api/src/modules/*/index.ts',
    `re-export ${faceRepositoryNames} names from repositories (at most ${faceRepositoryExports.max}): call a service of that module instead`,
  );

// Test helpers and doubles out of src/.
for (const f of files)
  if (f.startsWith(testSupportRule.under) && testSupportRule.name_.test(f))
    report(testSupportRule, f, 'is a test helper or double under src/: move it to apps/api/test/');

// The app's dependencies: read from app.deps, outside comments (tests aside).
for (const f of files) {
  if (!appDepsRule.under.test(f) || appDepsRule.exempt.test(f) || testFile.test(f)) continue;
  let source = readFileSync(join(root, f), 'utf8');
  for (const c of parseSync(f, source).comments)
    source =
      source.slice(0, c.start) + source.slice(c.start, c.end).replace(/[^\n]/g, ' ') + source.slice(c.end);
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  for (const m of source.matchAll(appDepsRule.reads))
    report(appDepsRule, `${f}:${lineOf(m.index)}`, `reads ${m[0]}: take it from app.deps`);
  for (const m of source.matchAll(appDepsRule.copies))
    report(
      appDepsRule,
      `${f}:${lineOf(m.index)}`,
      `copies app.deps.${m[1]} by hand: pass app.deps (or spread it)`,
    );
}

// Folder size.
const perFolder = new Map();
for (const f of files.filter((f) => f.startsWith(folderRule.under) && folderRule.nonTest(f))) {
  const folder = f.slice(0, f.lastIndexOf('/'));
  perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
}
for (const [folder, count] of perFolder)
  if (count > folderRule.max)
    report(folderRule, `${folder}/`, `holds ${count} non-test files (at most ${folderRule.max})`);

if (breaches.length > 0) {
  console.error(breaches.join('\n'));
  console.error(
    `\nimport graph: ${breaches.length} breach(es) in ${files.length} files, ${edges.length} imports; ${upward}`,
  );
  process.exit(1);
}
console.log(`import graph: ${files.length} files, ${edges.length} imports, no breach; ${upward}`);
