import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

// What a first visit really downloads: every JavaScript response (entry, modulepreloads, lazy
// route chunks, anything an effect imports) from navigation until the page has settled (network
// idle) and at least `windowMs` have passed, each counted as its gzip -9 size. Waiting for the
// page to settle keeps a slow, shared machine from cutting the count short; on a quick one it
// is "everything in the first 3 s". Vite's manifest alone misses the lazy chunks.
// Shared by the budget test (e2e/bundle-budget.spec.ts) and `npm run bench`.

export const FIRST_VISIT_WINDOW_MS = 3000;

export type FirstVisitJs = { totalGzipBytes: number; files: { path: string; gzipBytes: number }[] };

const isJavaScript = (url: string, contentType: string | undefined) =>
  /javascript|ecmascript/.test(contentType ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** Opens `url` in a fresh page (no cache) and sums the gzip size of the JavaScript it fetched. */
export async function measureFirstVisitJs(
  page: Page,
  url: string,
  windowMs = FIRST_VISIT_WINDOW_MS,
): Promise<FirstVisitJs> {
  const sizes = new Map<string, Promise<number>>();
  const started = Date.now();
  let isDone = false;
  page.on('response', (response) => {
    if (isDone) return;
    if (!isJavaScript(response.url(), response.headers()['content-type'])) return;
    const path = new URL(response.url()).pathname;
    if (sizes.has(path)) return;
    // The body Chromium decoded (whatever the transfer encoding), re-compressed the same way for all.
    sizes.set(
      path,
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const left = windowMs - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
  isDone = true;
  const files = await Promise.all([...sizes].map(async ([path, size]) => ({ path, gzipBytes: await size })));
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
