import { matchPage } from '@wayfarer/shared/page-routes';

// The web app's pages come from the one route manifest (packages/shared/src/page-routes.ts), which
// the web router reads too, so that an address no page answers gets HTTP 404 instead of 200
// (ADR 601).

/** Whether a page of the web app answers this path (entity pages still check their slug). */
export function isKnownPagePath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return matchPage(path) !== undefined;
}
