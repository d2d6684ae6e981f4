import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { median, option, percentile, withoutBoot } from './bench-support.mjs';

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
});
