import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { call, createCompleteTour } from '../../../test/tour-factory.ts';
import { bookings, emailJobs, tourPackages } from '../../db/schema.ts';
import { book, bookingPayload } from '../../../test/support/bookings.ts';

// Rejection has teeth. Rejected → the creator's Publish is refused → Send for review →
// the admin approves (or rejects again); reject/unpublish with paid bookings need `confirm`.

let t: TestApp;
let callers: Callers;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers = callers.creator) =>
  call(t.app, headers, 'POST', url, payload);
const statusOf = async (id: string) =>
  (await t.database.db.select().from(tourPackages).where(eq(tourPackages.id, id)))[0]!.status;

describe('moderation', () => {
  it('rejected → publish refused → send for review → approve → published', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator);
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(200);

    // Only a rejected package goes for review.
    const early = await post(`/v1/tours/${tour.id}/request-review`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a rejected package is sent for review.');

    const rejected = await post(`/v1/tours/${tour.id}/reject`, { reason: 'Blurry photos' }, callers.admin);
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Blurry photos' });
    const mail = await t.database.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.to, callers.creatorRecord.creator.email));
    expect(mail.at(-1)).toMatchObject({ subject: expect.stringContaining('needs changes') });
    expect(mail.at(-1)!.text).toContain('Reason: Blurry photos');

    const refused = await post(`/v1/tours/${tour.id}/publish`, { publish: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This package was rejected: Blurry photos. Edit it and send it for review.',
    );
    // Unpublish never clears a rejection.
    expect((await post(`/v1/tours/${tour.id}/unpublish`)).json()).toMatchObject({ status: 'Rejected' });
    expect(await statusOf(tour.id)).toBe('Rejected');

    const pending = await post(`/v1/tours/${tour.id}/request-review`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'PendingReview', rejectionReason: 'Blurry photos' });
    expect((await post(`/v1/tours/${tour.id}/publish`, { publish: true })).statusCode).toBe(409);
    const queue = await call(t.app, callers.admin, 'GET', '/v1/tours?status=PendingReview');
    expect(queue.json().tourPackages.map((p: { id: string }) => p.id)).toContain(tour.id);
    const dashboard = await post('/v1/creators/dashboard');
    expect(dashboard.json()).toMatchObject({ pendingTourPackages: 1, publishedTourPackages: 0 });
    const stats = await call(t.app, callers.admin, 'GET', '/v1/admin/stats');
    expect(stats.json().packages).toMatchObject({ pendingReview: 1 });

    // The creator cannot approve itself; the admin can, or reject again.
    expect((await post(`/v1/tours/${tour.id}/approve`)).statusCode).toBe(403);
    const again = await post(`/v1/tours/${tour.id}/reject`, { reason: 'Still blurry' }, callers.admin);
    expect(again.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Still blurry' });
    await post(`/v1/tours/${tour.id}/request-review`);
    const approved = await post(`/v1/tours/${tour.id}/approve`, undefined, callers.admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Published', rejectionReason: null });
    const twice = await post(`/v1/tours/${tour.id}/approve`, undefined, callers.admin);
    expect(twice.statusCode).toBe(409);
  });

  it('rejecting or unpublishing with upcoming paid bookings needs the confirmation flag', async () => {
    const pkg = await createPublishedPackage(t.app);
    const res = await book(t.app, bookingPayload(pkg.id, pkg.departure.id));
    expect(res.statusCode).toBe(201);
    const bookingId = res.json().bookingId ?? res.json().id;
    // The payment itself is the bookings module's business: mark this one paid.
    await t.database.db
      .update(bookings)
      .set({ paidPaise: 100_000, paymentStatus: 'PAYMENT_SUCCESS' })
      .where(eq(bookings.packageId, pkg.id));
    expect(bookingId).toBeTruthy();

    const reject = await post(`/v1/tours/${pkg.id}/reject`, { reason: 'Copied photos' }, callers.admin);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toContain('1 upcoming paid booking.');
    expect(await statusOf(pkg.id)).toBe('Published');

    const creatorHeaders = { authorization: `Bearer ${pkg.creator.token}` };
    const unpublish = await post(`/v1/tours/${pkg.id}/unpublish`, undefined, creatorHeaders);
    expect(unpublish.statusCode).toBe(409);
    expect((await post(`/v1/tours/${pkg.id}/unpublish`, { confirm: false }, creatorHeaders)).statusCode).toBe(
      409,
    );
    expect(await statusOf(pkg.id)).toBe('Published');

    const confirmed = await post(
      `/v1/tours/${pkg.id}/reject`,
      { reason: 'Copied photos', confirm: true },
      callers.admin,
    );
    expect(confirmed.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Copied photos' });

    // The package left the public site; its traveller's booking page still reads it whole.
    expect((await t.app.inject({ method: 'GET', url: `/v1/tours/public/id/${pkg.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/v1/tours/public/slug/${pkg.slug}` })).statusCode).toBe(
      404,
    );
    const booked = await t.app.inject({ method: 'GET', url: `/v1/bookings/booking/${bookingId}` });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      paymentStatus: 'PAYMENT_SUCCESS',
      tourPackage: { id: pkg.id, title: pkg.title, slug: pkg.slug },
      departure: { id: pkg.departure.id },
    });
    expect(booked.json().tourPackage.banner).toBeTruthy();
  });

  it('counts live bookings only: a cancelled (refunded) booking is not warned about (issue 22)', async () => {
    const pkg = await createPublishedPackage(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await book(t.app, bookingPayload(pkg.id, pkg.departure.id));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().bookingId ?? res.json().id);
    }
    await t.database.db
      .update(bookings)
      .set({ paidPaise: 100_000, paymentStatus: 'PAYMENT_SUCCESS', status: 'CONFIRMED' })
      .where(eq(bookings.packageId, pkg.id));
    // Two of the three are cancelled (one refunded in full).
    await t.database.db
      .update(bookings)
      .set({ status: 'CANCELLED', refundedPaise: 100_000 })
      .where(eq(bookings.id, ids[0]!));
    await t.database.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, ids[1]!));
    const creatorHeaders = { authorization: `Bearer ${pkg.creator.token}` };
    const unpublish = await post(`/v1/tours/${pkg.id}/unpublish`, undefined, creatorHeaders);
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json().message).toContain('1 upcoming paid booking.');
    await t.database.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, ids[2]!));
    expect((await post(`/v1/tours/${pkg.id}/unpublish`, undefined, creatorHeaders)).json()).toMatchObject({
      status: 'Draft',
    });
  });

  it('unpublishes a package without paid bookings at once', async () => {
    const pkg = await createPublishedPackage(t.app);
    const creatorHeaders = { authorization: `Bearer ${pkg.creator.token}` };
    expect((await post(`/v1/tours/${pkg.id}/unpublish`, undefined, creatorHeaders)).json()).toMatchObject({
      status: 'Draft',
    });
  });

  it('takes only http(s) links as the intro video', async () => {
    const tour = await createCompleteTour(t.app, t.database.db, callers.creator);
    const overview = (await call(t.app, callers.creator, 'GET', `/v1/tours/${tour.id}/overview`)).json();
    const { id: _id, slug: _slug, status: _s, rejectionReason: _r, creator: _c, ...body } = overview;
    for (const introVideo of ['not a url', 'javascript:alert(1)', 'ftp://example.com/v.mp4']) {
      const res = await post(`/v1/tours/${tour.id}/overview`, { ...body, introVideo });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'introVideo', message: 'Enter a video link starting with http:// or https://' },
      ]);
    }
    const ok = await post(`/v1/tours/${tour.id}/overview`, {
      ...body,
      introVideo: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().introVideo).toBe('https://youtu.be/dQw4w9WgXcQ');
  });
});
