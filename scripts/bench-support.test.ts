import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import {
  FLOOR_PAGE,
  floorHeaders,
  median,
  option,
  percentile,
  startFloorPage,
  withoutBoot,
  // @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
} from './bench-support.mjs';

describe('bench support', () => {
  it('takes nearest-rank percentiles of unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
    // The samples are left as they were.
    expect(samples[0]).toBe(5);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reads --name value options with a fallback', () => {
    const argv = ['--runs', '5', '--url', 'http://x', '--last'];
    expect(option('--runs', '3', argv)).toBe('5');
    expect(option('--url', '', argv)).toBe('http://x');
    expect(option('--sizes', '1000', argv)).toBe('1000');
    expect(option('--last', 'none', argv)).toBe('none');
  });

  it('takes the boot list out of a page and leaves the rest of its head', async () => {
    const { BOOT_ELEMENT_ID } = await import('../packages/shared/src/early-clicks.ts');
    const head = `<head><script>early()</script><script type="application/json" id="${BOOT_ELEMENT_ID}">{"entry":"/assets/index.js","preload":[]}</script><link rel="stylesheet" href="/a.css"></head>`;
    expect(withoutBoot(head)).toBe(
      '<head><script>early()</script><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(withoutBoot('<p>no boot list</p>')).toBe('<p>no boot list</p>');
  });

  it("keeps the app's policies for the floor page and drops what describes the app's own body", () => {
    const app = new Headers({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'content-encoding': 'br',
      'content-length': '8915',
      etag: 'W/"x"',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=60',
    });
    expect(floorHeaders(app)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
    });
  });

  it('serves the empty page with the headers the app sends with its home page', async () => {
    const app = createServer((_req, res) => {
      res.writeHead(200, { 'cross-origin-opener-policy': 'same-origin', 'content-type': 'text/html' });
      res.end('<!doctype html><p>the app</p>');
    });
    await new Promise<void>((listening) => app.listen(0, '127.0.0.1', listening));
    const port = (app.address() as { port: number }).port;
    const floor = await startFloorPage(`http://127.0.0.1:${port}`);
    try {
      const page = await fetch(`${floor.origin}/any/path`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toBe(FLOOR_PAGE);
      expect(html).not.toMatch(/<script|<link|<img|<style/);
    } finally {
      await floor.stop();
      await new Promise((closed) => app.close(closed));
    }
  });
});
