import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { examplePath, PAGES } from '@wayfarer/shared/page-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { webDistDir } from '../../lib/paths.ts';
import { loadRoutePreloads, routeModuleOf, routePreloadsOf, withRoutePreloads } from './route-preloads.ts';

// ADR 1227: a server-rendered page names its route module and that module's own imports in its
// head, so the browser fetches them beside the entry and Vite's preload helper adds nothing.

const bootListOf = (html: string): string[] =>
  JSON.parse(
    /<script type="application\/json" id="wayfarer-boot">([^<]*)<\/script>/.exec(html)?.[1] ??
      '{"preload":[]}',
  ).preload;

const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_framework-F.js', '_shared-S.js'] },
  '_framework-F.js': { file: 'assets/framework-F.js' },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_framework-F.js'] },
  'src/app/routes/package.tsx': {
    file: 'assets/package-P.js',
    imports: ['_framework-F.js', 'index.html', '_money-M.js', '_shared-S.js'],
  },
  '_money-M.js': { file: 'assets/money-M.js', imports: ['_digits-D.js', '_money-M.js'] },
  '_digits-D.js': { file: 'assets/digits-D.js' },
  'src/app/routes/creator-profile.tsx': { file: 'assets/creator-profile-C.js', imports: ['_money-M.js'] },
  'src/app/routes/influencer.tsx': { file: 'assets/influencer-L.js', imports: ['_shared-S.js'] },
  'src/app/routes/reset-password.tsx': { file: 'assets/reset-password-R.js' },
  'src/app/layouts/influencer-layout.tsx': {
    file: 'assets/influencer-layout-Q.js',
    imports: ['_layout-T.js', 'index.html'],
  },
  '_layout-T.js': { file: 'assets/layout-T.js' },
};

const SHELL_HEAD =
  '<head><link rel="stylesheet" crossorigin href="/assets/index.css"><script type="module" crossorigin src="/assets/index-E.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/framework-F.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/shared-S.js">\n  <title>x</title></head>';
const SHELL_AFTER_PAINT =
  '<head><title>x</title><script type="application/json" id="wayfarer-boot">{"entry":"/assets/index-E.js","preload":["/assets/framework-F.js"]}</script></head>';

describe('route preloads from the build manifest', () => {
  it('names the route module by the page name in kebab case', () => {
    expect(routeModuleOf('package')).toBe('src/app/routes/package.tsx');
    expect(routeModuleOf('creatorProfile')).toBe('src/app/routes/creator-profile.tsx');
    expect(routeModuleOf('termsAndConditions')).toBe('src/app/routes/terms-and-conditions.tsx');
  });

  it("lists the route's file and its static imports, each once, without the entry's", () => {
    const preloads = routePreloadsOf(MANIFEST);
    expect(preloads.get(PAGES.package)).toEqual([
      '/assets/package-P.js',
      '/assets/money-M.js',
      '/assets/digits-D.js',
    ]);
    expect(preloads.get(PAGES.creatorProfile)).toEqual([
      '/assets/creator-profile-C.js',
      '/assets/money-M.js',
      '/assets/digits-D.js',
    ]);
    // The creator landing page's own layout comes too (ADR 1391).
    expect(preloads.get(PAGES.influencer)).toEqual([
      '/assets/influencer-L.js',
      '/assets/influencer-layout-Q.js',
      '/assets/layout-T.js',
    ]);
    // Only server-rendered pages: a client-rendered one hydrates nothing.
    expect(preloads.has(PAGES.resetPassword)).toBe(false);
    // A page whose module the manifest does not hold gets nothing (never a made-up path).
    expect(preloads.has(PAGES.home)).toBe(false);
  });

  it("leaves a WAYFARER_BOOT=head build's head as it is", () => {
    expect(withRoutePreloads(SHELL_HEAD, ['/assets/package-P.js'])).toBe(SHELL_HEAD);
  });

  it('adds the files to the boot list the head adds after the first paint, each once', () => {
    expect(withRoutePreloads(SHELL_AFTER_PAINT, [])).toBe(SHELL_AFTER_PAINT);
    const html = withRoutePreloads(SHELL_AFTER_PAINT, ['/assets/framework-F.js', '/assets/package-P.js']);
    expect(html).not.toContain('<link rel="modulepreload"');
    const boot = JSON.parse(/id="wayfarer-boot">([^<]*)</.exec(html)?.[1] ?? 'null');
    expect(boot).toEqual({
      entry: '/assets/index-E.js',
      preload: ['/assets/framework-F.js', '/assets/package-P.js'],
    });
  });
});

describe('route preloads of the real build', () => {
  let t: TestApp;
  let pkg: TestPackage;
  beforeAll(async () => {
    if (!existsSync(join(webDistDir, '.vite', 'manifest.json')))
      throw new Error(`${webDistDir}/.vite/manifest.json is missing: run \`npm run build\` first`);
    t = await createTestApp();
    pkg = await createPublishedPackage(t.app);
  });
  afterAll(async () => t?.close());

  it('finds the route module of every server-rendered page, and each file exists', async () => {
    const preloads = await loadRoutePreloads(webDistDir);
    for (const [name, page] of Object.entries(PAGES)) {
      if (!('ssr' in page)) continue;
      const files = preloads.get(page);
      expect(files?.length, `${name}: ${routeModuleOf(name)} is not in the build`).toBeGreaterThan(0);
      for (const file of files ?? []) expect(existsSync(join(webDistDir, file)), file).toBe(true);
    }
    // The creator landing page has a layout of its own (ADR 1391); the four pages' forms load the
    // store with their first submit, My trips also with a session (ADR 1395).
    const signedOutForms = [PAGES.login, PAGES.forgotPassword, PAGES.influencer, PAGES.trips];
    for (const page of signedOutForms) {
      expect(
        preloads.get(page)?.filter((file) => file.includes('/store-')),
        page.path,
      ).toEqual([]);
    }
    expect(preloads.get(PAGES.influencer)?.some((file) => file.includes('/influencer-layout-'))).toBe(true);
    // Their forms' schemas, and zod with them, load on a form's first use, not at start-up (ADR 1392).
    const manifest = JSON.parse(readFileSync(join(webDistDir, '.vite', 'manifest.json'), 'utf8'));
    // The form library is still built, for the other forms: its file's name is what is looked for.
    expect(Object.keys(manifest).some((key) => manifest[key].file.startsWith('assets/forms-'))).toBe(true);
    const resolvers = manifest['src/features/auth/utils/resolvers.ts'];
    const tripsResolver = manifest['src/features/trips/utils/resolvers.ts'];
    expect(resolvers?.isDynamicEntry).toBe(true);
    expect(tripsResolver?.isDynamicEntry).toBe(true);
    for (const page of signedOutForms) {
      const files = preloads.get(page) ?? [];
      expect(files.length, page.path).toBeGreaterThan(0);
      expect(
        files.filter((file) => file.includes('/validation-')),
        page.path,
      ).toEqual([]);
      // Nor react-hook-form: the forms keep their own state (ADR 1406).
      expect(
        files.filter((file) => file.includes('/forms-')),
        page.path,
      ).toEqual([]);
      expect(files, page.path).not.toContain(`/${resolvers.file}`);
      expect(files, page.path).not.toContain(`/${tripsResolver.file}`);
    }
    // Sonner loads with the first toast (lib/toast.ts): on no server-rendered page's first visit.
    for (const [name, page] of Object.entries(PAGES)) {
      if (!('ssr' in page)) continue;
      expect(
        (preloads.get(page) ?? []).filter((file) => file.includes('/toaster-')),
        name,
      ).toEqual([]);
    }
    expect(Object.keys(manifest).some((key) => manifest[key].file.startsWith('assets/toaster-'))).toBe(true);
    // My trips signed out starts without the signed-in list's code (its cards, calendar links).
    const tripsList = manifest['src/features/trips/components/trips-list.tsx'];
    expect(tripsList?.isDynamicEntry).toBe(true);
    expect(preloads.get(PAGES.trips)).not.toContain(`/${tripsList.file}`);
    // Nor the bookings' read through the store: it loads with a session (ADR 1395).
    const signedIn = manifest['src/features/trips/components/trips-signed-in.tsx'];
    expect(signedIn?.isDynamicEntry).toBe(true);
    expect(preloads.get(PAGES.trips)).not.toContain(`/${signedIn.file}`);
  });

  it("a package page's boot list names its route module after the entry's files", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/package/${pkg.slug}` });
    expect(res.statusCode).toBe(200);
    const links = bootListOf(res.body);
    const route = links.findIndex((file) => /^\/assets\/package-[^/]+\.js$/.test(file));
    const framework = links.findIndex((file) => file.startsWith('/assets/framework-'));
    expect(route, links.join('\n')).toBeGreaterThan(framework);
    expect(framework).toBeGreaterThanOrEqual(0);
    expect(new Set(links).size).toBe(links.length);
    // A page that is not server-rendered keeps the shell's list.
    const login = await t.app.inject({ method: 'GET', url: examplePath(PAGES.login) });
    expect(bootListOf(login.body).some((file) => file.startsWith('/assets/package-'))).toBe(false);
    expect(bootListOf(login.body).length).toBeGreaterThan(0);
  });
});
