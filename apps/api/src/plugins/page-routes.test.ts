import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
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

  it('knows every page of the route manifest, the one list the web router reads too', () => {
    for (const page of PAGE_LIST) {
      const path = examplePath(page, page === PAGES.creatorProfile ? 'riya' : 'abc');
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });
});
