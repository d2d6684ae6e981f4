import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keepStoredAnswersInProcess } from './package-reads.repository.ts';
import { getPublicPackageBySlug, getPublicPackageJsonBySlug } from './public-tours.service.ts';
import {
  db,
  exec,
  expectCurrent,
  packageReadsTestApp,
  pkg,
  warm,
} from '../../../test/support/public-package-reads.ts';

// ADR 1229: on PGlite the process keeps the stored answers it has read and drops them all on the
// notification that marking any answer stale sends; on PostgreSQL (several instances) every miss
// reads the row. Either way no read after a change, nor one that raced it, answers from before it.

packageReadsTestApp();

const onPglite = process.env.TEST_DB_DRIVER !== 'pg';

describe('the stored answer kept in the process', () => {
  it('on PGlite answers from memory while nothing changed; on PostgreSQL reads the row', async () => {
    const body = await warm();
    // The row edited by hand, behind the triggers' back (nothing marks it stale, nothing notifies).
    await exec(sql`update package_reads set body = '{"edited":true}' where package_id = ${pkg.id}`);
    const read = await getPublicPackageJsonBySlug(db(), pkg.slug);
    expect(read).toBe(onPglite ? body : '{"edited":true}');
    // Put back as it was, and the copies told.
    await exec(sql`update package_reads set body = ${body} where package_id = ${pkg.id}`);
    await exec(sql`select package_reads_notify()`);
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe(body);
  });

  it('a change shows on the very next read, the copy dropped as the change commits', async () => {
    const before = await warm();
    await exec(sql`update tour_packages set title = 'Coorg coffee trails, renamed' where id = ${pkg.id}`);
    await expectCurrent(before);
    expect(JSON.parse(await getPublicPackageJsonBySlug(db(), pkg.slug)).title).toBe(
      'Coorg coffee trails, renamed',
    );
  });

  it('a change inside a transaction shows once it commits, and not the copy read before it', async () => {
    const before = await warm();
    await db().transaction(async (tx) => {
      await tx.execute(sql`update tour_packages set title = 'Renamed in a transaction' where id = ${pkg.id}`);
    });
    await expectCurrent(before);
  });

  it('a read under way while a change commits keeps no copy of what it read', async () => {
    for (let round = 0; round < 5; round++) {
      await warm();
      await exec(sql`select package_reads_notify()`);
      // The read starts first (it queues ahead of the change on PGlite's one connection), so it
      // may answer the old title; whatever it read must not be served after the change.
      const racing = getPublicPackageJsonBySlug(db(), pkg.slug);
      const title = `Raced title ${round}`;
      await exec(sql`update tour_packages set title = ${title} where id = ${pkg.id}`);
      await racing;
      expect(JSON.parse(await getPublicPackageJsonBySlug(db(), pkg.slug)).title).toBe(title);
      expect(JSON.parse(await getPublicPackageJsonBySlug(db(), pkg.slug))).toEqual(
        await getPublicPackageBySlug(db(), pkg.slug),
      );
    }
  });

  // Last in the file: it puts copies under this test's control, on either database.
  it('a notification that comes while a read is under way: that read keeps nothing', async () => {
    let notify = () => {};
    await keepStoredAnswersInProcess(db(), async (_channel, listener) => {
      notify = listener;
    });
    const body = await warm();
    notify();
    const reading = getPublicPackageJsonBySlug(db(), pkg.slug);
    notify(); // the read has asked the database and not yet had its answer
    expect(await reading).toBe(body);
    // Had the read kept its copy, the hand-made edit below would not be seen.
    await exec(sql`update package_reads set body = '{"edited":true}' where package_id = ${pkg.id}`);
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe('{"edited":true}');
    // And without a notification in between, the copy is kept and served.
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe('{"edited":true}');
    await exec(sql`update package_reads set body = ${body} where package_id = ${pkg.id}`);
    expect(await getPublicPackageJsonBySlug(db(), pkg.slug)).toBe('{"edited":true}');
  });
});
