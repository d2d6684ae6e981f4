import { examplePath, PAGE_LIST, PAGES } from '@wayfarer/shared/page-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { serverRenderedRoutes } from './server-rendered-routes';

const wholeTree = (path: string) => (matchRoutes(routes, path) ?? []).map(({ route }) => route);

describe('serverRenderedRoutes', () => {
  it('matches every server-rendered page to the same route objects as the whole tree', () => {
    const pages = PAGE_LIST.filter((page) => page.ssr);
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const path = examplePath(page, page === PAGES.creatorProfile ? 'riya' : 'x1');
      const matched = serverRenderedRoutes(routes, path);
      expect(matched.length, path).toBeGreaterThan(1);
      expect(matched, path).toEqual(wholeTree(path));
      // The very objects: their code is loaded into them before the router is made.
      const whole = wholeTree(path);
      for (const [i, route] of matched.entries()) expect(route, path).toBe(whole[i]);
    }
  });

  it('falls back to the whole tree for a path the public pages answer only with "*"', () => {
    for (const path of ['/admin/bookings', '/creator/dashboard', '/no/such/page']) {
      const whole = wholeTree(path);
      const matched = serverRenderedRoutes(routes, path);
      expect(matched).toHaveLength(whole.length);
      for (const [i, route] of matched.entries()) expect(route, path).toBe(whole[i]);
    }
    expect(serverRenderedRoutes(routes, '/admin/bookings').at(-1)?.path).not.toBe('*');
  });
});
