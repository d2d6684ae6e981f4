import { describe, expect, it, vi } from 'vitest';
import { createBackground } from './background.ts';

const logger = () => ({ error: vi.fn() }) as unknown as Parameters<typeof createBackground>[0];

describe('background work', () => {
  it('logs a failure instead of throwing it, and idle() waits for work started meanwhile', async () => {
    const log = logger();
    const background = createBackground(log);
    const done: string[] = [];
    background.run('fails', async () => {
      throw new Error('boom');
    });
    background.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done.push('first');
      background.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push('second');
      });
    });
    await background.idle();
    expect(done).toEqual(['first', 'second']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'fails', err: expect.any(Error) }),
      'background work failed',
    );
  });

  it('is idle at once when nothing runs', async () => {
    await expect(createBackground(logger()).idle()).resolves.toBeUndefined();
  });
});
