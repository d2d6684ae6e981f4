import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID } from '@wayfarer/shared/early-clicks';
import { PAGES, type PageName, type PageRoute } from '@wayfarer/shared/page-routes';

// The matched page's route module and what it imports, added to the server-rendered page's boot
// list (docs/decisions/1227). Without them the browser learns of the route's files only once the
// entry has run and the router has matched the page: Vite's preload helper then adds one
// <link rel="modulepreload"> per file from script (55–80 ms of main thread at 4× CPU throttling on
// a package page, docs/performance-log.md), and the fetches start a round trip later. With them the
// files are fetched beside the entry and the helper finds every link already there.

/** One chunk of `dist/.vite/manifest.json` (Vite's build manifest), the fields read here. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The route module of a page, by the router's convention: `routes/<page name in kebab case>.tsx`. */
export const routeModuleOf = (pageName: string) =>
  `src/app/routes/${pageName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

/**
 * What a page's route loads beside its own module, by app/router.tsx: a layout of the page's own
 * (the creator landing page's). Without it the browser would learn of its file only once the
 * router ran (ADR 1391). No server-rendered page renders inside the Redux store: the sign-in pages
 * and My trips load it with a form's first submit or a session (ADR 1395); a `storeRoute` page
 * made server-rendered would list 'src/app/store-provider.tsx' here.
 */
const ALSO_LOADED: Partial<Record<PageName, readonly string[]>> = {
  influencer: ['src/app/layouts/influencer-layout.tsx'],
};

/** A chunk's file and every file it imports statically, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
  return into;
}

/**
 * For each server-rendered page, the files its route module needs that the entry does not already
 * bring (the entry's own imports are preloaded by index.html), as `/assets/…` paths. An empty map
 * when the build has no manifest (then the pages are sent as they were, and the helper adds them).
 */
export function routePreloadsOf(manifest: Manifest): Map<PageRoute, readonly string[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const withEntry = entryKey ? staticClosure(manifest, entryKey, new Set()) : new Set<string>();
  const preloads = new Map<PageRoute, readonly string[]>();
  for (const [name, page] of Object.entries(PAGES) as [string, PageRoute][]) {
    if (!page.ssr) continue;
    const key = routeModuleOf(name);
    if (!manifest[key]) continue;
    const files = new Set<string>();
    for (const module of [key, ...(ALSO_LOADED[name as PageName] ?? [])])
      staticClosure(manifest, module, files);
    for (const file of withEntry) files.delete(file);
    preloads.set(
      page,
      [...files].map((file) => `/${file}`),
    );
  }
  return preloads;
}

/** Reads `<webRoot>/.vite/manifest.json`; no manifest (a build without one) gives no preloads. */
export async function loadRoutePreloads(webRoot: string): Promise<Map<PageRoute, readonly string[]>> {
  const text = await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => undefined);
  return text ? routePreloadsOf(JSON.parse(text) as Manifest) : new Map();
}

const BOOT_JSON = new RegExp(`(<script type="application/json" id="${BOOT_ELEMENT_ID}">)([^<]*)(</script>)`);

/**
 * `html` with `files` added to the list the head's script adds once the page has painted
 * (ADR 1228). A `WAYFARER_BOOT=head` build has no such list and is sent as it is: there, links in
 * the head would share the first paint's slow line with the stylesheet (measured: first paint
 * 2.1 → 2.6 s on the package page, docs/performance-log.md).
 */
export function withRoutePreloads(html: string, files: readonly string[]): string {
  const boot = BOOT_JSON.exec(html);
  if (!boot || files.length === 0) return html;
  const list = JSON.parse(boot[2] ?? '{}') as { entry: string; preload: string[] };
  const preload = [...list.preload, ...files.filter((file) => !list.preload.includes(file))];
  return html.replace(
    BOOT_JSON,
    (_all, open: string, _json: string, close: string) =>
      `${open}${JSON.stringify({ ...list, preload })}${close}`,
  );
}
