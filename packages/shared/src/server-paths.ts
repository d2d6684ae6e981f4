// The paths the API answers in the browser rather than the web app: the API itself,
// uploaded media (and their resized variants), the PhonePe sandbox's pages, the share cards
// (/og/…, ADR 1316), the sitemap and the robots file. The API's page fallback leaves them alone
// (apps/api web-app.ts) and Vite's dev
// server forwards them to the API (apps/web/vite.config.ts), so a sandbox payment started on the
// dev server comes back to it. A prefix covers the path itself and everything under it. `/go`:
// the creators' short links, redirected by the API to the page they share.
export const API_PREFIXES = ['/v1', '/media', '/sandbox', '/og', '/go'] as const;
export const API_FILES = ['/sitemap.xml', '/robots.txt'] as const;

/** Whether the API, not a page of the web app, answers this path. */
export const isApiPath = (path: string): boolean =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
  (API_FILES as readonly string[]).includes(path);

/** The pages that have a share card of their own (Open Graph / X image, ADR 1316). */
export type ShareCardKind = 'package' | 'creator' | 'destination';

/** Every share card's size in pixels: Open Graph's and X's large image. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The share card's address: `/og/package/{slug}.png`, `/og/creator/{username}.png`, `/og/destination/{slug}.png`. */
export const shareCardPath = (kind: ShareCardKind, key: string): string =>
  `/og/${kind}/${encodeURIComponent(key)}.png`;
