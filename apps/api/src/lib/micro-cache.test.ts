import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

afterEach(() => vi.useRealTimers());

describe('createMicroCache', () => {
  it('re-serves a value until it expires, then builds again', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>(5000, 10);
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.get('a', build)).toBe(1);
    vi.advanceTimersByTime(4999);
    expect(await cache.get('a', build)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', build)).toBe(2);
  });

  it('shares one build between concurrent misses and never caches a failure', async () => {
    const cache = createMicroCache<string>(5000, 10);
    let builds = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++builds}`), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['v1', 'v1']);
    await expect(cache.get('x', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createMicroCache<number>(5000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 9)).toBe(9);
  });

  it('is off with a time to live of 0', async () => {
    const cache = createMicroCache<number>(0, 10);
    let builds = 0;
    await cache.get('a', async () => ++builds);
    await cache.get('a', async () => ++builds);
    expect(builds).toBe(2);
  });
});
