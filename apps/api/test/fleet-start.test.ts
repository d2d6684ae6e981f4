import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBundle,
  databaseUrlOf,
  type Instance,
  onServer,
  postJson,
  startInstance,
  stopInstance,
} from './spawned-server.ts';

// A fleet's start-up (ADR 1131): three instances of the built server (`node <bundle>`, as deployed) started
// together on one empty PostgreSQL database, without ADMIN_*. Migrations and the admin account run
// under one advisory lock, so all three come up, exactly one demo-admin password is printed across
// them and it signs in; SIGTERM then stops each one cleanly (exit 0).

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
if (!onPostgres) console.info('fleet start-up test skipped: it needs PostgreSQL (the api-pg project)');

/** db/client.ts's migration lock (the same constant there). */
const MIGRATION_LOCK_ID = 7_207_369;
const PASSWORD_LINE = /password:\s+(\S+)/g;

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!onPostgres)('three instances starting together on an empty database', () => {
  const dbName = `wayfarer_start_${randomBytes(5).toString('hex')}`;
  const started: Instance[] = [];
  let removeBundle: (() => Promise<void>) | undefined;
  let instances: Instance[] = [];

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${dbName}`);
    const { bundle, remove } = await buildBundle();
    removeBundle = remove;
    const env = {
      DATABASE_URL: databaseUrlOf(serverUrl!, dbName),
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    // The test holds the migration lock while they start, so all three reach the start-up work at
    // the same moment when it lets go (without one lock around it all, they race to the admin).
    const gate = new pg.Client({ connectionString: env.DATABASE_URL });
    await gate.connect();
    try {
      await gate.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const starting = [1, 2, 3].map(() => startInstance(env, started, undefined, bundle));
      // Surfaces a start that fails while the test waits below.
      for (const instance of starting) instance.catch(() => {});
      await until(
        'three instances waiting on an advisory lock',
        async () => {
          const { rows } = await gate.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = $1 and wait_event = 'advisory' and pid <> pg_backend_pid()`,
            [dbName],
          );
          return rows[0]!.n === 3;
        },
        90_000,
      );
      await gate.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      instances = await Promise.all(starting);
    } finally {
      await gate.end();
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stopInstance));
    await removeBundle?.();
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('all become ready, one demo-admin password is printed and signs in, and each stops with exit 0', async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/v1/ready`);
      expect(ready.status).toBe(200);
    }
    const printed = () =>
      instances.flatMap((instance) => [...instance.output.join('').matchAll(PASSWORD_LINE)]);
    await until('a demo-admin password', () => printed().length > 0);
    const signIn = await postJson(instances[2]!.url, '/v1/auth/login', {
      email: 'admin@wayfarer.local',
      password: printed()[0]![1]!,
    });
    expect(signIn.status).toBe(200);
    const exits = instances.map(
      (instance) => new Promise<number | null>((resolve) => instance.process.once('exit', resolve)),
    );
    for (const instance of instances) instance.process.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0, 0]);
    // Stopped, every line each one printed has been read: still one password.
    expect(printed()).toHaveLength(1);
  }, 60_000);
});
