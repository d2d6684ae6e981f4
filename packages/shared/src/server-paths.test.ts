import { describe, expect, it } from 'vitest';
import { isApiPath, shareCardPath } from './server-paths.ts';

describe('isApiPath', () => {
  it('takes the API, media, the sandbox, the sitemap and robots.txt', () => {
    for (const path of [
      '/v1',
      '/v1/tours/list',
      '/media/demo/goa.jpg',
      '/sandbox/phonepe/pay/abc',
      '/og/package/goa-escape.png',
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
      '/ogden',
      '/gone',
      '/booking/payment-complete/abc',
      '/packages',
      '/sitemap.xml/x',
    ])
      expect(isApiPath(path), path).toBe(false);
  });
});

describe('shareCardPath', () => {
  it('names one PNG per page, its key escaped, under the API', () => {
    expect(shareCardPath('package', 'goa-escape')).toBe('/og/package/goa-escape.png');
    expect(shareCardPath('creator', 'riya.sen')).toBe('/og/creator/riya.sen.png');
    expect(shareCardPath('destination', 'a b/c')).toBe('/og/destination/a%20b%2Fc.png');
    expect(isApiPath(shareCardPath('creator', 'x'))).toBe(true);
  });
});
