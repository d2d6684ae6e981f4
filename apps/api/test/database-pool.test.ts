import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createPgDatabase, DEFAULT_POOL } from '../src/db/client.ts';
import { isConnectionError } from '../src/lib/db-errors.ts';

// The pool's settings (ADR 1351): the wait for a free connection and the connect timeout apart.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);

describe('the database pool settings', () => {
  it('come from the environment, with launch-day defaults', () => {
    const defaults = loadConfig({ DATA_DIR: '/tmp/wayfarer-pool-test' }).databasePool;
    expect(defaults).toEqual({ max: 10, waitMs: 10_000, connectTimeoutMs: 5000 });
    expect(DEFAULT_POOL).toEqual(defaults);
    const set = loadConfig({
      DATA_DIR: '/tmp/wayfarer-pool-test',
      DATABASE_POOL_MAX: '25',
      DATABASE_POOL_WAIT_MS: '20000',
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
    }).databasePool;
    expect(set).toEqual({ max: 25, waitMs: 20_000, connectTimeoutMs: 3000 });
    expect(() => loadConfig({ DATA_DIR: '/tmp/wayfarer-pool-test', DATABASE_POOL_MAX: '0' })).toThrow(
      /DATABASE_POOL_MAX/,
    );
  });

  // A server that takes the connection and never answers: PostgreSQL unreachable in the middle.
  const sockets: Socket[] = [];
  let silent: Server | undefined;
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  });

  it('gives up connecting after the connect timeout, however long the wait for a slot', async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const database = await createPgDatabase(`postgres://nobody@127.0.0.1:${port}/none`, {
      max: 2,
      waitMs: 60_000,
      connectTimeoutMs: 300,
    });
    const started = Date.now();
    await expect(database.db.execute('select 1')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    await database.close();
  });

  it.runIf(onPostgres)(
    'a query waits for a busy pool up to the wait, then fails as unavailable',
    async () => {
      const database = await createPgDatabase(serverUrl!, { max: 1, waitMs: 400, connectTimeoutMs: 5000 });
      // Drizzle's query runs when awaited: started now, it holds the one connection.
      const holding = Promise.resolve(database.db.execute('select pg_sleep(1.5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const error = await Promise.resolve(database.db.execute('select 1')).then(
        () => null,
        (e: unknown) => e,
      );
      // The error handler's "unavailable" (503 with Retry-After), not a failed query.
      expect(isConnectionError(error)).toBe(true);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(350);
      expect(waited).toBeLessThan(1400);
      await holding;
      await database.close();
    },
  );
});
