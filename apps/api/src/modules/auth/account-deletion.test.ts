import type { CurrentUser } from '@wayfarer/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { bookings, creators, earnings, shareLinks, tourPackages, users } from '../../db/schema.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';
import { shareLinkFor } from '../../../test/support/share-links.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const deleteMe = (token: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'DELETE', url: '/v1/user/me', payload: { password }, headers: bearer(token) });

describe('deleting a creator account', () => {
  it('a creator with bookings is anonymised: bookings stay, packages leave the site', async () => {
    const pkg = await createPublishedPackage(t.app);
    const created = await book(t.app, bookingPayload(pkg.id, pkg.departure.id));
    expect(created.statusCode).toBe(201);
    const { bookingId } = created.json<{ bookingId: string }>();
    const [before] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));

    const res = await deleteMe(pkg.creator.token);
    expect(res.statusCode).toBe(204);

    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toEqual(before);
    const [creator] = await t.database.db.select().from(creators).where(eq(creators.id, pkg.creatorId));
    expect(creator).toMatchObject({ fullName: 'Former creator', phoneNumber: '', profileImage: null });
    expect(creator?.email).toMatch(/@deleted\.invalid$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, pkg.creator.userId));
    expect(user?.name).toBe('Deleted account');
    const [tour] = await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, pkg.id));
    expect(tour?.status).toBe('Draft');
    const page = await t.app.inject({ url: `/v1/tours/public/slug/${pkg.slug}` });
    expect(page.statusCode).toBe(404);
    // The old sign-in no longer works.
    const me = await t.app.inject({ url: '/v1/user', headers: bearer(pkg.creator.token) });
    expect(me.json<CurrentUser>().email).not.toBe(pkg.creator.creator.email);
  });

  it('a creator nobody booked goes entirely, with its packages', async () => {
    const creator = await registerCreator(t.app);
    const pkg = await createPublishedPackage(t.app, { creator });
    expect((await deleteMe(creator.token)).statusCode).toBe(204);
    expect(await t.database.db.select().from(creators).where(eq(creators.id, pkg.creatorId))).toHaveLength(0);
    expect(await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, pkg.id))).toHaveLength(
      0,
    );
  });

  it('a creator whose recommendation earned a referral share is anonymised: its ledger stays', async () => {
    const pkg = await createPublishedPackage(t.app);
    const recommender = await registerCreator(t.app);
    const link = await shareLinkFor(t.app, bearer(recommender.token), pkg.id, 'whatsapp');
    await paidBooking(t.app, pkg, { shareCode: link.code });
    expect((await deleteMe(recommender.token)).statusCode).toBe(204);
    const [creator] = await t.database.db
      .select()
      .from(creators)
      .where(eq(creators.id, recommender.creator.id));
    expect(creator?.fullName).toBe('Former creator');
    const rows = await t.database.db
      .select()
      .from(earnings)
      .where(eq(earnings.creatorId, recommender.creator.id));
    expect(rows.map((r) => r.share)).toEqual(['referral']);
  });

  it('a creator whose links brought no paid booking goes entirely, and so do its links', async () => {
    const pkg = await createPublishedPackage(t.app);
    const recommender = await registerCreator(t.app);
    const link = await shareLinkFor(t.app, bearer(recommender.token), pkg.id, 'x');
    const unpaid = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { shareCode: link.code }));
    expect((await deleteMe(recommender.token)).statusCode).toBe(204);
    expect(await t.database.db.select().from(shareLinks).where(eq(shareLinks.code, link.code))).toHaveLength(
      0,
    );
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, unpaid.json<{ bookingId: string }>().bookingId));
    expect(booking?.shareLinkId).toBeNull();
  });
});
