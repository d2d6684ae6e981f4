// The paths the API answers in the browser rather than the web app: the API itself,
// uploaded media (and their resized variants), the PhonePe sandbox's pages, the sitemap and the
// robots file. The API's page fallback leaves them alone (apps/api web-app.ts) and Vite's dev
// server forwards them to the API (apps/web/vite.config.ts), so a sandbox payment started on the
// dev server comes back to it. A prefix covers the path itself and everything under it.
export const API_PREFIXES = ['/v1', '/media', '/sandbox'] as const;
export const API_FILES = ['/sitemap.xml', '/robots.txt'] as const;

/** Whether the API, not a page of the web app, answers this path. */
export const isApiPath = (path: string): boolean =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
  (API_FILES as readonly string[]).includes(path);
