import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// Relative, not the package name: Vite bundles the config, and leaves packages to Node (no .ts).
import { BOOT_ELEMENT_ID, EARLY_CLICK_SCRIPT } from '../../packages/shared/src/early-clicks.ts';
import { API_FILES, API_PREFIXES } from '../../packages/shared/src/server-paths.ts';
import { defineConfig, type Plugin } from 'vite';
import { inlineIconsPlugin } from './vite-inline-icons.ts';
import { precompress } from './vite-precompress.ts';

// In development the API runs on its own port (`npm run dev`, scripts/dev.mjs, sets
// WAYFARER_API_URL from PORT); the built app is served by the API itself.
const apiTarget = process.env.WAYFARER_API_URL ?? `http://localhost:${process.env.PORT ?? '3101'}`;
const webPort = Number(process.env.WEB_PORT ?? 5173);

// Every path the API answers in the browser (packages/shared server-paths.ts). The payment
// gateway's return address is a page of the app (/booking/payment-complete/…), served here.
const apiProxy = Object.fromEntries(
  // Vite reads a key starting with ^ as a pattern, tested against the path with its query.
  [...API_PREFIXES.map((prefix) => `^${prefix}([/?]|$)`), ...API_FILES.map((file) => `^${file}([?]|$)`)].map(
    (pattern) => [pattern.replaceAll('.', '\\.'), { target: apiTarget, changeOrigin: true }],
  ),
);

// react-router 7 exports only its development build, which keeps dev warnings and weighs more
// (https://github.com/remix-run/react-router/issues/14102 and /issues/14753); production builds use
// the production build it also ships.
const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');

// `vite build --ssr src/entry-server.tsx` builds the server renderer of the public pages
// (docs/decisions/801) into dist-server/, next to dist/, for the API to import at run time.
// Everything is bundled (react, react-dom, react-router in their production builds), so the
// renderer does not depend on how node_modules resolves at run time or on NODE_ENV.
const ssrBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: {
      entryFileNames: 'entry-server.js',
    },
  },
};

/**
 * BUDGET_PLANT=1 (scripts/budget-canary.sh only): the entry also imports every lucide icon, a
 * large library, so the canary can prove the first-visit budget test fails when one slips in.
 */
function plantLargeImport(): Plugin {
  return {
    name: 'wayfarer-budget-plant',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/main.tsx')) return null;
      return `${code}\nimport * as plantedLibrary from 'lucide-react';\n(globalThis as Record<string, unknown>).plantedLibrary = plantedLibrary;\n`;
    },
  };
}

/**
 * The chunks every server-rendered page runs while it starts (React, React Router, the entry, the
 * public cards) marked for eager compilation (docs/decisions/1388): V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+) compiles each function as the file streams in,
 * off the main thread, instead of on the main thread at its first call during hydration. Other
 * browsers read a comment. After minification, so the minifier cannot drop it.
 */
const EAGER_CHUNKS = /^assets\/(framework|router|cards)-[\w-]+\.js$/;
function compileHints(): Plugin {
  return {
    name: 'wayfarer-compile-hints',
    apply: 'build',
    // The entry by its flag (another chunk may be named index-…). Last, after Vite's own additions
    // to a chunk's head: the hint must open the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || EAGER_CHUNKS.test(chunk.fileName)))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/** The head's one inline script (ADR 991): taps before hydration are kept for the app to replay. */
function earlyClicks(): Plugin {
  return {
    name: 'wayfarer-early-clicks',
    transformIndexHtml: () => [{ tag: 'script', children: EARLY_CLICK_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * How the head asks for the app (docs/decisions/1228). By default the entry and its preloads are
 * listed in `#wayfarer-boot` (JSON) instead of script and link tags, for the head's inline script
 * to add once the page has painted; the server adds the matched page's route files to that list
 * (ADR 1227). `WAYFARER_BOOT=head` (kept to measure against, docs/performance-log.md) builds the
 * earlier head instead: the stylesheet, then the entry script and its modulepreloads (ADR 1216).
 */
function bootOrder(): Plugin {
  const afterPaint = process.env.WAYFARER_BOOT !== 'head';
  return {
    name: 'wayfarer-boot-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const entry = entries[0];
        if (!entry || entries.length !== 1)
          throw new Error(`index.html: expected one module script, found ${entries.length}`);
        if (!afterPaint) {
          // The stylesheet first: it holds the first paint, and over HTTP/1.1 a browser opens six
          // connections to a host, so a stylesheet listed after a dozen scripts waits for one.
          const styles = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
          let out = html;
          for (const style of styles) out = out.replace(style, '');
          return out.replace(entry[0], () => styles.join('') + entry[0]);
        }
        const boot = { entry: entry[1], preload: preloads.map((match) => match[1] ?? '') };
        let out = html;
        for (const match of [...entries, ...preloads]) out = out.replace(match[0], '');
        return out.replace(
          /<\/head>/,
          () =>
            `  <script type="application/json" id="${BOOT_ELEMENT_ID}">${JSON.stringify(boot)}</script>\n  </head>`,
        );
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    inlineIconsPlugin(),
    react(),
    tailwindcss(),
    earlyClicks(),
    bootOrder(),
    // The browser's assets only: the server renderer is read from disk, never sent.
    ...(isSsrBuild ? [] : [compileHints(), precompress()]),
    ...(process.env.BUDGET_PLANT === '1' ? [plantLargeImport()] : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: webPort,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 3102,
    proxy: apiProxy,
  },
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        // dist/.vite/manifest.json lets `npm run bench` size exactly what a route downloads.
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Named chunks for libraries: the framework every page needs, the store and the form
            // stack that only the parts loaded on demand need. Everything else is split by route, so the first load stays small.
            codeSplitting: {
              groups: [
                // What the entry and many chunks share and every page loads with the entry: Vite's
                // preload helper and the shared messages, one file instead of two
                // (docs/decisions/1404). Rolldown's own runtime stays a file apart: no group takes it.
                {
                  name: 'boot',
                  test: /(^\0vite[\\/]preload-helper\.js$|packages[\\/]shared[\\/]src[\\/]messages\.ts$)/,
                  priority: 3,
                },
                // React and React Router apart (docs/decisions/1217): two files the browser
                // fetches side by side, and a router upgrade leaves React cached.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  // The Redux store: not on the public pages' first visit, it loads with sign-in,
                  // checkout, the forms and the signed-in areas (docs/decisions/990).
                  name: 'store',
                  test: /node_modules[\\/](react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/,
                  priority: 2,
                },
                {
                  // The public pages' cards (packages, creators, their picture frame): shared by
                  // several routes, one file rather than one small chunk each on a first visit.
                  name: 'cards',
                  test: /src[\\/](components[\\/](creator-tile|tile-image)|features[\\/]marketplace[\\/]components[\\/](package-card|package-grid))\.tsx$/,
                  priority: 1,
                },
                {
                  name: 'forms',
                  test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
                  priority: 1,
                },
                {
                  // Sonner: loaded with the first toast (lib/toast.ts), on no page's first visit.
                  name: 'toaster',
                  test: /node_modules[\\/]sonner[\\/]/,
                  priority: 1,
                },
                {
                  // zod apart from the form library: the public sign-in pages hydrate their forms
                  // without it and load it with the schemas on a form's first use (ADR 1392).
                  name: 'validation',
                  test: /node_modules[\\/](zod|@standard-schema)[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
