import { describe, expect, it } from 'vitest';
import { isApiPath } from './server-paths.ts';

describe('isApiPath', () => {
  it('takes the API, media, the sandbox, the sitemap and robots.txt', () => {
    for (const path of [
      '/v1',
      '/v1/tours/list',
      '/media/demo/goa.jpg',
      '/sandbox/phonepe/pay/abc',
      '/go/Ab12Cd34',
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect(isApiPath(path), path).toBe(true);
  });

  it('leaves the pages, the payment return page included, to the web app', () => {
    for (const path of [
      '/',
      '/v1x',
      '/mediakit',
      '/gone',
      '/booking/payment-complete/abc',
      '/packages',
      '/sitemap.xml/x',
    ])
      expect(isApiPath(path), path).toBe(false);
  });
});
