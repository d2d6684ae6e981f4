import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './page-routes.ts';

describe('isKnownPagePath', () => {
  it('knows the pages and the entity patterns', () => {
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/packages',
      '/package/goa-getaway',
      '/%40riya',
      '/@riya',
      '/destination/goa',
      '/booking/payment-complete/0b1c',
      '/booking/0b1c',
      '/creator/dashboard',
      '/creator/dashboard/packages/edit/abc',
      '/admin/creators',
      '/admin/packages/edit/abc',
      '/admin/packages/abc/departures',
      '/admin/packages/abc/departures/manifest',
      '/creator/dashboard/packages/abc/departures',
      '/creator/dashboard/packages/abc/departures/manifest',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('refuses everything else', () => {
    for (const path of [
      '/nope',
      '/riya',
      '/package',
      '/package/a/b',
      '/booking',
      '/booking/a/b',
      '/admin/nope',
      '/admin/packages/abc/departures/x',
      '/about/x',
      '/%E0%A4%A',
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });

  it("covers every path of the web app's router", () => {
    const router = readFileSync(
      fileURLToPath(new URL('../../../web/src/app/router.tsx', import.meta.url)),
      'utf8',
    );
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const concrete = path.replace(/:handle/, '@someone').replace(/:[a-z]+/gi, 'x');
      const known = ['', '/creator/dashboard', '/admin'].some((parent) =>
        isKnownPagePath(`${parent}/${concrete}`),
      );
      expect(known, `router path "${path}" is missing from page-routes.ts`).toBe(true);
    }
  });
});
