// A fresh PostgreSQL database for one Playwright run (scripts/test.sh): `create BASE_URL` prints
// the new database's URL; `drop URL` removes it. The journeys then run against PostgreSQL, as a
// deployment does, and those that need time to pass (e2e/database.ts) can reach the database.
import pg from 'pg';

const [command, url] = process.argv.slice(2);
if (!url || (command !== 'create' && command !== 'drop')) {
  console.error('usage: node scripts/e2e-database.mjs create|drop POSTGRES_URL');
  process.exit(2);
}
const target = new URL(url);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  if (command === 'create') {
    const name = `wayfarer_e2e_${process.pid}_${Date.now().toString(36)}`;
    await client.query(`create database "${name}"`);
    target.pathname = `/${name}`;
    console.log(target.toString());
  } else {
    const name = decodeURIComponent(target.pathname.slice(1));
    if (!/^wayfarer_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`not an e2e database: ${name}`);
    await client.query(`drop database if exists "${name}" with (force)`);
  }
} finally {
  await client.end();
}
