import { describe, expect, it } from 'vitest';
import { CardCache } from './card-cache.ts';

// One render per version however many ask at once; the page's latest version kept; the least
// recently used pages dropped past the memory limit.

/** A render the test finishes by hand, counting how often it was started. */
function manualRender() {
  const started: ((png: Buffer) => void)[] = [];
  return {
    render: () => new Promise<Buffer>((resolve) => started.push(resolve)),
    started,
  };
}

describe('CardCache', () => {
  it('renders a version once for a burst of requests, then answers from memory', async () => {
    const cache = new CardCache(1_000_000);
    const { render, started } = manualRender();
    const burst = Array.from({ length: 20 }, () => cache.get('package/goa', 'v1', render));
    expect(started).toHaveLength(1);
    started[0]!(Buffer.from('card v1'));
    const answers = await Promise.all(burst);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.get('package/goa', 'v1', render)).toBe(answers[0]);
    expect(started).toHaveLength(1);
  });

  it('renders again for a new version, and never lets an older, slower render replace it', async () => {
    const cache = new CardCache(1_000_000);
    const { render, started } = manualRender();
    const v1 = cache.get('package/goa', 'v1', render);
    const v2 = cache.get('package/goa', 'v2', render);
    expect(started).toHaveLength(2);
    started[1]!(Buffer.from('card v2'));
    await v2;
    started[0]!(Buffer.from('card v1'));
    await v1;
    const again = await cache.get('package/goa', 'v2', render);
    expect(again.toString()).toBe('card v2');
    expect(started).toHaveLength(2);
  });

  it('forgets the least recently used pages past its memory limit', async () => {
    const cache = new CardCache(25);
    let renders = 0;
    const render = async () => {
      renders++;
      return Buffer.alloc(10);
    };
    await cache.get('a', 'v', render);
    await cache.get('b', 'v', render);
    await cache.get('a', 'v', render); // a is now the most recent
    await cache.get('c', 'v', render); // 30 bytes: b goes
    expect(renders).toBe(3);
    await cache.get('a', 'v', render);
    await cache.get('c', 'v', render);
    expect(renders).toBe(3);
    await cache.get('b', 'v', render);
    expect(renders).toBe(4);
  });

  it('lets a failed render be tried again', async () => {
    const cache = new CardCache(1_000);
    await expect(cache.get('a', 'v', () => Promise.reject(new Error('bad photo')))).rejects.toThrow(
      'bad photo',
    );
    expect((await cache.get('a', 'v', async () => Buffer.from('ok'))).toString()).toBe('ok');
  });
});
