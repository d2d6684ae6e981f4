import { describe, expect, it } from 'vitest';
import { createMicroCache } from '../../lib/micro-cache.ts';

describe('micro-cache delete', () => {
  it('drops a key, and a build under way when it changed is served but not cached', async () => {
    const cache = createMicroCache<number>(60_000, 10);
    let n = 0;
    expect(await cache.get('a', async () => ++n)).toBe(1);
    expect(await cache.get('a', async () => ++n)).toBe(1);
    cache.delete('a');
    expect(await cache.get('a', async () => ++n)).toBe(2);

    let release!: () => void;
    const slow = cache.get('b', () => new Promise<number>((resolve) => (release = () => resolve(100))));
    cache.delete('b');
    release();
    expect(await slow).toBe(100);
    expect(await cache.get('b', async () => 200)).toBe(200);
  });
});
