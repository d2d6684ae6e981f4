// The import graph's rules (docs/ARCHITECTURE.md, Boundaries; ADR 1101), checked by
// scripts/graph-check.mjs over resolved imports, type-only imports included.
// Paths are relative to the repository root with `/`; a package outside the workspaces is `npm:<name>`.
// A rule's `to` may use $1.. for what `from` captured.

const api = 'apps/api/src/';
/** Test files and their support files: they may set data up by any path. */
export const testFile = /(\.test\.tsx?|test-support\.ts|\.spec\.ts)$|^apps\/api\/test\//;

/** @typedef {{ name: string, why: string, from: RegExp, fromNot?: RegExp, to: string, toNot?: string }} EdgeRule */

/** @type {EdgeRule[]} */
export const edgeRules = [
  {
    name: 'web-not-api',
    why: 'the web app talks to the API over HTTP and shares only packages/shared',
    from: /^apps\/web\//,
    to: '^apps/api/',
  },
  {
    name: 'api-not-web',
    why: 'the API serves the web build, it never imports the web sources',
    from: /^apps\/api\//,
    to: '^apps/web/',
  },
  {
    name: 'shared-not-apps',
    why: 'packages/shared imports nothing of the apps: they depend on it, never the reverse',
    from: /^packages\/shared\//,
    to: '^apps/',
  },
  {
    name: 'e2e-not-app-internals',
    why: 'the journeys drive the app from outside: state what they need in e2e/',
    from: /^e2e\//,
    to: '^apps/',
  },
  {
    name: 'web-feature-not-feature',
    why: 'a web feature never imports another feature: share through lib, components, hooks or utils',
    from: /^apps\/web\/src\/features\/([^/]+)\//,
    to: '^apps/web/src/features/',
    toNot: '^apps/web/src/features/$1/',
  },
  {
    name: 'web-base-not-app-or-features',
    why: 'web lib, components, hooks and utils sit below app and features',
    from: /^apps\/web\/src\/(lib|components|hooks|utils)\//,
    to: '^apps/web/src/(app|features)/',
  },
  {
    name: 'routes-not-repositories',
    why: 'a route calls a service; only services call repositories',
    from: /\.routes\.ts$/,
    to: '\\.repository\\.ts$',
  },
  {
    name: 'repositories-not-services-or-routes',
    why: 'a repository is the bottom layer of a module: it never imports a service or a route',
    from: /\.repository\.ts$/,
    to: '\\.(service|routes)\\.ts$',
  },
  {
    name: 'drizzle-only-in-data-layer',
    why: 'schema tables and drizzle-orm only in repositories, src/db/, the seed and tests',
    from: /^apps\/api\/src\//,
    fromNot: /\.repository\.ts$|^apps\/api\/src\/(db|seed)\/|\.test\.ts$/,
    to: `^(${api}db/schema|npm:drizzle-orm$)`,
  },
  {
    name: 'base-not-modules',
    why: 'src/db/, src/lib/ and src/plugins/ sit below the modules and import none of them',
    from: /^apps\/api\/src\/(db|lib|plugins)\//,
    fromNot: testFile,
    to: `^${api}modules/`,
  },
  {
    name: 'module-face',
    why: 'a module answers other modules through its face (modules/<name>/index.ts) alone',
    from: /^apps\/api\/src\/modules\/([^/]+)\//,
    to: `^${api}modules/[^/]+/(?!index\\.ts$)`,
    toNot: `^${api}modules/$1/`,
  },
  {
    name: 'module-not-own-face',
    why: "a module's files import each other directly, never their own face (a face imported inside its module makes cycles)",
    from: /^apps\/api\/src\/modules\/([^/]+)\/(?!index\.ts$)/,
    to: `^${api}modules/$1/index\\.ts$`,
  },
  {
    name: 'lib-is-the-floor',
    why: 'src/lib/ is the floor of the API: db/ and plugins/ build on it, never the reverse',
    from: /^apps\/api\/src\/lib\//,
    fromNot: testFile,
    to: `^${api}(db|plugins)/`,
  },
  {
    name: 'src-not-test-support',
    why: 'the running app never imports a test helper or double: they live in apps/api/test/',
    from: /^apps\/api\/src\//,
    fromNot: /\.test\.tsx?$/,
    to: '^apps/api/test/',
  },
];

/**
 * The modules' faces (modules/<name>/index.ts) re-export this many names from repositories:
 * another module's repository calling them inside its transaction. A ratchet: it may only fall.
 */
export const faceRepositoryExports = {
  name: 'face-repository-exports',
  why: 'modules call each other through services; the repository functions faces still expose may only fall in number',
  face: /^apps\/api\/src\/modules\/[^/]+\/index\.ts$/,
  max: 53,
};

/** Test helpers and doubles live in apps/api/test/ (support/, doubles/), never under src/. */
export const testSupportRule = {
  name: 'test-support-outside-src',
  why: 'test helpers and test doubles live in apps/api/test/, so src/ holds only what the app runs',
  under: 'apps/api/src/',
  name_: /(test-support|[-.]double)\.tsx?$/,
};

/**
 * The app's dependencies are built once, in buildApp (src/app-deps.ts, ADR 1382): the API's code
 * (tests aside) reads `app.deps`, never `app.db`, `app.clock`… (the names the tests keep), and never
 * copies app.deps field by field into a deps object of its own (`{ db: app.deps.db, … }`).
 */
export const appDepsRule = {
  name: 'deps-from-app-deps',
  why: 'routes, plugins and workers take what they need from app.deps, built once in buildApp (ADR 1382)',
  under: /^apps\/api\/src\//,
  exempt: /^apps\/api\/src\/(app|app-deps)\.ts$/,
  reads: /\b(?:app|server|fastify|instance)\.(db|clock|storage|mailer|paymentGateway|whatsapp)\b/g,
  copies: /\b(\w+)\s*:\s*(?:\(\)\s*=>\s*)?app\.deps\.\1\b/g,
};

/** Module-level rule: no two modules (first folder under modules/) import each other, tests included. */
export const modulesRule = {
  name: 'modules-not-mutual',
  why: 'two modules never import each other both ways: one of them owns the shared piece',
  module: /^apps\/api\/src\/modules\/([^/]+)\//,
};

/** Folder-size rule: no folder under apps/api/src holds more than `max` non-test files. */
export const folderRule = {
  name: 'folder-size',
  why: 'a folder over 25 files is split into rooms (sub-folders) by what they do',
  under: 'apps/api/src/',
  max: 25,
  nonTest: (/** @type {string} */ file) => !/\.test\.ts$/.test(file),
};

export const cycleRule = {
  name: 'no-cycle',
  why: 'no import cycle of any kind, type-only imports included',
};

/** What is cruised: these folders (and files), every .ts/.tsx/.mjs/.js/.cjs under them. */
export const sources = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'packages/shared/src',
  'e2e',
  'scripts',
];
