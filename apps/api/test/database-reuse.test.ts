import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { leads } from '../src/db/schema.ts';
import { openReusedPg, pgReuse } from './pg-reuse.ts';
import { openReusedPglite, pgliteReuse } from './pglite-template.ts';

// A worker's database goes from one test file to the next, put back as the migrations left it
// (TEST_DB_DRIVER: PGlite, or PostgreSQL in the api-pg project). A reset that fails makes a new
// database (seconds a file) without a word, so this watches it; and a database whose schema a file
// changed is never handed on.

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const open = (): Promise<DatabaseHandle> =>
  onPostgres ? openReusedPg(process.env.TEST_DATABASE_URL!) : openReusedPglite();
const counts = onPostgres ? pgReuse : pgliteReuse;

const nextBookingNumber = async (db: DatabaseHandle['db']) =>
  Number(
    (
      (await db.execute(sql`select nextval('booking_number_seq') as n`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );
const names = async (db: DatabaseHandle['db'], query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

/** The next file's database: the one just closed, put back, with no lead in it. */
async function openedAgain(): Promise<DatabaseHandle> {
  const reused = counts.reused;
  const next = await open();
  expect(counts.lastResetError).toBeUndefined();
  expect(counts.reused).toBe(reused + 1);
  expect((await next.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
  return next;
}

it('hands the next file the same database, emptied, its sequences as the migrations left them', async () => {
  const first = await open();
  const fresh = await nextBookingNumber(first.db);
  await nextBookingNumber(first.db);
  await first.db.insert(leads).values({ name: 'Left behind', phone: '9876543210' });
  await first.db.execute(sql`begin`);
  await first.close();

  const second = await openedAgain();
  try {
    expect(await nextBookingNumber(second.db)).toBe(fresh);
    // PostgreSQL's test databases commit without waiting for the disk, as PGlite's do (pg-reuse.ts).
    if (onPostgres)
      expect(await names(second.db, `select current_setting('synchronous_commit') as name`)).toEqual(['off']);
  } finally {
    await second.close();
  }
});

it('hands on no database whose schema a file changed: a trigger left behind, or one left disabled', async () => {
  for (const change of [
    `create function reuse_refuse() returns trigger language plpgsql as $$ begin return null; end $$;
     create trigger reuse_refuse before insert on leads for each row execute function reuse_refuse()`,
    'alter table bookings disable trigger record_counts_on_booking',
  ]) {
    const first = await open();
    for (const statement of change.split(/;\s+(?=create trigger)/))
      await first.db.execute(sql.raw(statement));
    await first.close();

    const created = counts.created;
    const second = await open();
    try {
      expect(counts.created).toBe(created + 1);
      expect(
        await names(second.db, `select proname as name from pg_proc where proname = 'reuse_refuse'`),
      ).toEqual([]);
      expect(
        await names(
          second.db,
          `select tgname as name from pg_trigger where tgname = 'record_counts_on_booking' and tgenabled = 'O'`,
        ),
      ).toEqual(['record_counts_on_booking']);
      await second.db.insert(leads).values({ name: 'Kept', phone: '9876543210' });
      expect((await second.db.select({ n: count() }).from(leads))[0]!.n).toBe(1);
    } finally {
      await second.close();
    }
  }
});

it.runIf(onPostgres)(
  'ends what a file left connected to its database, a transaction holding a lock included',
  async () => {
    const first = await open();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${await names(first.db, 'select current_database() as name').then((n) => n[0])}`;
    const straggler = new pg.Client({ connectionString: url.toString() });
    straggler.on('error', () => {});
    await straggler.connect();
    await straggler.query('begin; lock table leads in access exclusive mode;');
    await straggler.query(`insert into leads (name, phone) values ('Uncommitted', '9876543210')`);
    await first.close();

    const second = await openedAgain();
    try {
      await expect(straggler.query('select 1')).rejects.toThrow();
    } finally {
      await second.close();
      await straggler.end().catch(() => {});
    }
  },
);
