import pg from 'pg';
import { createPgDatabase } from '../src/db/client.ts';
import { migrationsHash } from './pglite-template.ts';

// Applying every migration to a new PostgreSQL database costs each test file a second or two;
// `CREATE DATABASE … TEMPLATE` copies one that is already migrated in a fraction of that. The
// template is named by the migrations' hash, so a new migration builds a new one, and it is built
// under a name of its own and renamed only once migrated: a run that dies halfway leaves no
// template that looks finished.
const TEMPLATE_LOCK_ID = 7_207_370;

/** The migrated template database on `serverUrl`'s server, built once per set of migrations. */
export async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `wayfarer_tpl_${await migrationsHash('pg')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await createPgDatabase(url.toString());
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
