import { describe, expect, it } from 'vitest';
import { createSlots } from './render-slots.ts';

describe('createSlots', () => {
  it('runs at most `size` tasks at once, the rest in the order they came, failures included', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running--;
        if (i === 1) throw new Error('bad photo');
        return i;
      }),
    );
    const settled = Promise.allSettled(tasks);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await tick();
    expect(started).toEqual([0, 1]);
    // A newcomer while the queue waits goes after it.
    const late = slots.run(async () => {
      started.push(99);
      return 99;
    });
    // Each task ends when the test says so; the next one starts in its slot.
    for (let round = 0; round < 10 && finish.length > 0; round++) {
      finish.shift()!();
      await tick();
    }
    const results = [...(await settled), ...(await Promise.allSettled([late]))];
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 99]);
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
