import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The api-pg project's global setup (vitest.config.ts): the run's PostgreSQL test databases carry
// its id in their names, so its teardown drops what its workers left (the database a worker copied
// ahead for a next file it never ran, and drops still under way when it stopped), and nothing of
// another run on the same server.

const RUN_VARIABLE = 'WAYFARER_TEST_DATABASE_RUN';

/** The start of the name of every database this run's createTestDatabase makes. */
export function testDatabasePrefix(): string {
  const run = process.env[RUN_VARIABLE];
  return run ? `wayfarer_t_${run}_` : 'wayfarer_t_';
}

export default function setup(): () => Promise<void> {
  // Set before the workers start, which inherit it.
  process.env[RUN_VARIABLE] = randomBytes(4).toString('hex');
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    // A database left behind is litter, not a failed test: said, and the run's result kept.
    await dropRunDatabases(serverUrl).catch((error: unknown) =>
      console.warn(`The run's test databases (${testDatabasePrefix()}…) were not all dropped:`, error),
    );
  };
}

async function dropRunDatabases(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(datname) as name from pg_database where starts_with(datname, $1)`,
      [testDatabasePrefix()],
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
