import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leads } from '../src/db/schema.ts';
import { openReusedPglite, pgliteReuse } from './pglite-template.ts';

// A worker's PGlite goes from one test file to the next, put back as the migrations left it: a
// reset that fails loads a new database (seconds a file) without a word, so this watches it.

const nextBookingNumber = async (db: Awaited<ReturnType<typeof openReusedPglite>>['db']) =>
  Number(
    (
      (await db.execute(sql`select nextval('booking_number_seq') as n`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

it('hands the next file the same database, emptied, its sequences as the migrations left them', async () => {
  const first = await openReusedPglite();
  const fresh = await nextBookingNumber(first.db);
  await nextBookingNumber(first.db);
  await first.db.insert(leads).values({ name: 'Left behind', phone: '9876543210' });
  await first.db.execute(sql`begin`);
  await first.close();

  const reused = pgliteReuse.reused;
  const second = await openReusedPglite();
  try {
    expect(pgliteReuse.lastResetError).toBeUndefined();
    expect(pgliteReuse.reused).toBe(reused + 1);
    expect((await second.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
    expect(await nextBookingNumber(second.db)).toBe(fresh);
  } finally {
    await second.close();
  }
});
