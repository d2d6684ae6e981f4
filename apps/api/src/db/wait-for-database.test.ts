import { describe, expect, it } from 'vitest';
import { retryWhileDatabaseUnavailable } from './wait-for-database.ts';

const refused = () =>
  Object.assign(new Error('database "w" is not currently accepting connections'), { code: '55000' });

describe('retryWhileDatabaseUnavailable (ADR 1305)', () => {
  it('tries again while the database is unavailable, each wait told once and doubling to the cap', async () => {
    const waits: [string, number][] = [];
    let tries = 0;
    const result = await retryWhileDatabaseUnavailable(
      async () => {
        tries += 1;
        if (tries < 5) throw new Error('Failed query', { cause: refused() });
        return 'done';
      },
      {
        stopped: () => false,
        onWait: (reason, ms) => waits.push([reason, ms]),
        firstWaitMs: 1,
        maxWaitMs: 4,
      },
    );
    expect(result).toBe('done');
    expect(waits.map(([, ms]) => ms)).toEqual([1, 2, 4, 4]);
    expect(waits[0]![0]).toBe('database "w" is not currently accepting connections');
  });

  it('throws any other error at once, and gives up quietly once stopping', async () => {
    const other = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    let tries = 0;
    await expect(
      retryWhileDatabaseUnavailable(
        async () => {
          tries += 1;
          throw other;
        },
        { stopped: () => false, onWait: () => {}, firstWaitMs: 1 },
      ),
    ).rejects.toBe(other);
    expect(tries).toBe(1);

    let stopping = false;
    const stopped = await retryWhileDatabaseUnavailable(
      async () => {
        stopping = true;
        throw refused();
      },
      { stopped: () => stopping, onWait: () => {}, firstWaitMs: 1 },
    );
    expect(stopped).toBeUndefined();
  });
});
