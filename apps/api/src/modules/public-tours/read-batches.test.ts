import { describe, expect, it } from 'vitest';
import { readBatches } from './read-batches.ts';

/** A read that ends when the test says so, numbered in the order reads start. */
function reads() {
  const started: Array<{ n: number; resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ n: started.length + 1, resolve, reject });
    });
  return { started, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readBatches (ADR 1230)', () => {
  it('a request that comes while a read runs shares the next read, started after that one ends', async () => {
    const batched = readBatches<string>();
    const { started, read } = reads();
    const first = batched('a', read);
    const later = [batched('a', read), batched('a', read), batched('a', read)];
    await tick();
    expect(started).toHaveLength(1); // the next read waits for the first to end
    started[0]!.resolve('read 1');
    expect(await first).toBe('read 1');
    await tick();
    expect(started).toHaveLength(2);
    // A request now, while read 2 runs, waits for read 3.
    const third = batched('a', read);
    started[1]!.resolve('read 2');
    expect(await Promise.all(later)).toEqual(['read 2', 'read 2', 'read 2']);
    await tick();
    expect(started).toHaveLength(3);
    started[2]!.resolve('read 3');
    expect(await third).toBe('read 3');
  });

  it('keys are apart, a failed read fails only its own requests, and an idle key starts at once', async () => {
    const batched = readBatches<string>();
    const { started, read } = reads();
    const a = batched('a', read);
    const b = batched('b', read);
    await tick();
    expect(started).toHaveLength(2);
    const aNext = batched('a', read);
    started[0]!.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    started[2]!.resolve('a again');
    expect(await aNext).toBe('a again');
    started[1]!.resolve('b');
    expect(await b).toBe('b');
    // Nothing running: the next request reads at once.
    await tick();
    const again = batched('a', read);
    expect(started).toHaveLength(4);
    started[3]!.resolve('fresh');
    expect(await again).toBe('fresh');
  });
});
