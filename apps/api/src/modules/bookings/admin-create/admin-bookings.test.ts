import { adminCreateBookingBody } from '@wayfarer/shared/schemas/admin-booking';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { adminOnlyRefusals, type Callers } from '../../../../test/roles.ts';
import { DEFAULT_TCS_SETTINGS, tcsPaise } from '@wayfarer/shared/rules/tcs';
import { emailJobs, leads, seatHolds, tourPackages } from '../../../db/schema.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import {
  ADMIN_DATE,
  adminBody,
  attemptsOf,
  linkEmails,
  postAdminBooking,
  signInAdmin,
} from '../../../../test/support/admin-bookings.ts';
import {
  book,
  bookingPayload,
  bookingRow,
  bookingsTestApp,
  gatewayDown,
  payPage,
  t,
  travelDate,
  withGatewayPay,
} from '../../../../test/support/bookings.ts';
import { bookingDeps } from '../deps.ts';
import { takenSeats } from '../checkout/seat-holds.repository.ts';
import {
  createAdminBooking,
  getPaymentLink,
  PAYMENT_LINK_TTL_MS,
  renewPaymentLink,
} from './admin-bookings.service.ts';

// Bookings the admin makes (ADR 1360) and their payment links (ADR 1361), on PGlite and PostgreSQL.

bookingsTestApp();

let callers: Callers;
let admin: AuthUser;
let capped: TestPackage;
let roomy: TestPackage;
const DATE = ADMIN_DATE;

beforeAll(async () => {
  ({ callers, admin } = await signInAdmin());
  capped = await createPublishedPackage(t.app, { dates: [{ date: DATE, seats: 6 }] });
  roomy = await createPublishedPackage(t.app, { dates: [{ date: DATE, seats: 40 }] });
});

const post = (payload: object, headers = callers.admin) => postAdminBooking(payload, headers);

describe('who may make a booking', () => {
  it('refuses anyone but an admin, before reading the body', async () => {
    for (const refusal of adminOnlyRefusals(callers)) {
      const res = await post(adminBody(capped), refusal.headers);
      expect(res.statusCode, refusal.who).toBe(refusal.status);
    }
    // A traveller's manage key is no admin either.
    const res = await post(adminBody(capped), { 'x-manage-key': 'whatever' });
    expect(res.statusCode).toBe(401);
    const link = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/bookings/00000000-0000-4000-8000-000000000000/payment-link',
      headers: callers.creator,
    });
    expect(link.statusCode).toBe(403);
  });
});

describe('the price, the discount and the seats', () => {
  it('prices from the stored pricing, never from amounts the client sends', async () => {
    const res = await post(adminBody(capped, { packageAmount: 1, totalAmount: 1, adults: [2], child: [0] }));
    expect(res.statusCode).toBe(201);
    const { bookingId, bookingNumber, paymentUrl } = res.json();
    expect(bookingNumber).toMatch(/^WF\d+$/);
    expect(paymentUrl).toContain('/sandbox/phonepe/');
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      packageAmountPaise: 5_000_000,
      discountPaise: 0,
      dueNowPaise: 750_000,
      createdByAdmin: admin.id,
      discountReason: null,
    });
    const [attempt] = await attemptsOf(bookingId);
    expect(attempt!.amountPaise).toBe(750_000);
    expect(attempt!.redirectUrl).toBe(paymentUrl);
    // The link (and its hold) lives an hour, not a checkout's 20 minutes.
    const life = attempt!.expiresAt.getTime() - attempt!.createdAt.getTime();
    expect(Math.abs(life - PAYMENT_LINK_TTL_MS)).toBeLessThan(5_000);
    // The traveller got the link by e-mail.
    const mails = await linkEmails(bookingNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(paymentUrl);
    expect(mails[0]!.to).toBe('arjun.rao@example.com');
  });

  it('takes a bounded discount with its reason, and refuses one without', async () => {
    const noReason = await post(adminBody(capped, { discount: { amount: 500 } }));
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('Give a reason for the discount');
    const tooMuch = await post(
      adminBody(capped, { discount: { amount: 25_000.01, reason: 'Repeat guest' } }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([
      { path: 'discount.amount', message: 'The discount can be at most 50% of the package amount' },
    ]);
    const oddPaise = await post(adminBody(capped, { discount: { amount: 10.001, reason: 'Repeat guest' } }));
    expect(oddPaise.statusCode).toBe(400);
    const zero = await post(adminBody(capped, { discount: { amount: 0, reason: 'Repeat guest' } }));
    expect(zero.statusCode).toBe(400);

    const res = await post(
      adminBody(capped, { paymentType: 'full', discount: { amount: 2_500.5, reason: '  Repeat guest  ' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(await bookingRow(t.app, res.json().bookingId)).toMatchObject({
      packageAmountPaise: 5_000_000,
      discountPaise: 250_050,
      dueNowPaise: 4_749_950,
      discountReason: 'Repeat guest',
      createdByAdmin: admin.id,
    });
    // The admins' booking page shows who made it and why the discount; the creator's does not.
    const detail = (headers: Record<string, string>) =>
      t.app.inject({ url: `/v1/bookings/${res.json().bookingId}`, headers });
    expect((await detail(callers.admin)).json().madeByAdmin).toEqual({ discountReason: 'Repeat guest' });
    const creator = { authorization: `Bearer ${capped.creator.token}` };
    const seen = await detail(creator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().madeByAdmin).toBeNull();
  });

  it('holds its seats under the date’s cap, racing a checkout for the last seat', async () => {
    const date = travelDate(41);
    const pkg = await createPublishedPackage(t.app, { dates: [{ date, seats: 3 }] });
    const tourDateId = pkg.departure.dates[0]!.id;
    const two = await post(adminBody(pkg, { travelDate: date, adults: [2], child: [0] }));
    expect(two.statusCode).toBe(201);
    expect(await takenSeats(t.db, tourDateId)).toBe(2);
    // One seat left: the admin and a traveller ask for it at once; one of them gets it.
    const [mine, theirs] = await Promise.all([
      post(adminBody(pkg, { travelDate: date, adults: [1], child: [0] })),
      book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: date, adults: [1], child: [0] })),
    ]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([201, 409]);
    const refused = mine.statusCode === 409 ? mine : theirs;
    expect(refused.json()).toMatchObject({ error: 'SEATS_UNAVAILABLE' });
    expect(await takenSeats(t.db, tourDateId)).toBe(3);
    const full = await post(adminBody(pkg, { travelDate: date, adults: [1], child: [0] }));
    expect(full.statusCode).toBe(409);
  });
});

describe('paying through the link', () => {
  it('confirms the booking as a checkout does', async () => {
    const res = await post(adminBody(capped));
    const { bookingId, paymentUrl } = res.json();
    const pay = await payPage(t.app, paymentUrl, 'success');
    expect(pay.statusCode).toBeLessThan(400);
    const row = await bookingRow(t.app, bookingId);
    expect(row).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAYMENT_SUCCESS', paidPaise: 750_000 });
    const [hold] = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId));
    expect(hold!.status).toBe('confirmed');
    const confirmations = await t.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.to, 'arjun.rao@example.com'));
    expect(
      confirmations.some((m) => m.subject.includes(row.bookingNumber) && /confirm/i.test(m.subject)),
    ).toBe(true);
    const link = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/bookings/${bookingId}/payment-link`,
      headers: callers.admin,
    });
    expect(link.json()).toMatchObject({ state: 'paid', paymentUrl: null, message: null });
    // Nothing to renew or e-mail once paid.
    const renew = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/bookings/${bookingId}/payment-link`,
      headers: callers.admin,
    });
    expect(renew.statusCode).toBe(409);
  });
});

describe('expiry and renewal', () => {
  it('keeps one live link; an expired one is renewed with its seats held again', async () => {
    const date = travelDate(42);
    const pkg = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const tourDateId = pkg.departure.dates[0]!.id;
    const res = await post(adminBody(pkg, { travelDate: date }));
    const { bookingId, bookingNumber, paymentUrl } = res.json();

    const live = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/bookings/${bookingId}/payment-link`,
      headers: callers.admin,
    });
    expect(live.json()).toMatchObject({ state: 'live', paymentUrl, amount: 7500 });
    expect(live.json().message).toContain(paymentUrl);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/bookings/${bookingId}/payment-link`,
      headers: callers.admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('PAYMENT_LINK_LIVE');
    // E-mailed again while live.
    const before = (await linkEmails(bookingNumber)).length;
    const emailed = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/bookings/${bookingId}/payment-link/email`,
      headers: callers.admin,
    });
    expect(emailed.statusCode).toBe(200);
    expect((await linkEmails(bookingNumber)).length).toBe(before + 1);

    // An hour and a minute later the link has expired: the renewal times the old attempt out
    // (its seats released), opens a new one and holds the seats again.
    const later = bookingDeps(t.app, () => new Date(Date.now() + PAYMENT_LINK_TTL_MS + 60_000));
    expect((await getPaymentLink(later, bookingId)).state).toBe('expired');
    const renewed = await renewPaymentLink(later, bookingId);
    expect(renewed.paymentUrl).toMatch(/sandbox\/phonepe/);
    expect(renewed.paymentUrl).not.toBe(paymentUrl);
    const attempts = await attemptsOf(bookingId);
    expect(attempts.map((a) => a.status)).toEqual(['TIMED_OUT', 'PENDING']);
    expect(await takenSeats(t.db, tourDateId)).toBe(2);
    expect((await bookingRow(t.app, bookingId)).paymentStatus).toBe('PENDING');

    // The renewed link pays like the first.
    await payPage(t.app, renewed.paymentUrl!, 'success');
    expect(await bookingRow(t.app, bookingId)).toMatchObject({ status: 'CONFIRMED', paidPaise: 750_000 });
  });

  it('renews only if the seats are still free', async () => {
    const date = travelDate(43);
    const pkg = await createPublishedPackage(t.app, { dates: [{ date, seats: 2 }] });
    const res = await post(adminBody(pkg, { travelDate: date }));
    const { bookingId } = res.json();
    const later = bookingDeps(t.app, () => new Date(Date.now() + PAYMENT_LINK_TTL_MS + 60_000));
    // The link times out unpaid (as the reconciler would find it), and a traveller takes the seats.
    await withGatewayPay(
      () => gatewayDown,
      async () => {
        const refused = await renewPaymentLink(later, bookingId).catch((e) => e);
        expect(refused).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
      },
    );
    const taken = await book(t.app, bookingPayload(pkg.id, pkg.departure.id, { travelDate: date }));
    expect(taken.statusCode).toBe(201);
    const refused = await renewPaymentLink(later, bookingId).catch((e) => e);
    expect(refused).toMatchObject({ code: 'SEATS_UNAVAILABLE' });
    const attempts = await attemptsOf(bookingId);
    expect(attempts.every((a) => a.status !== 'PENDING')).toBe(true);
  });

  it('answers 404 for a checkout’s booking or an unknown one', async () => {
    // On a date with seats left (capped's six are all held by now): a real checkout booking.
    const checkout = await book(t.app, bookingPayload(roomy.id, roomy.departure.id, { travelDate: DATE }));
    expect(checkout.statusCode).toBe(201);
    for (const id of [checkout.json().bookingId, 'nope']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/bookings/${id}/payment-link`,
        headers: callers.admin,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('from a lead', () => {
  it('links the lead to the booking it became, once', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Arjun Rao', email: 'arjun.rao@example.com', phone: '9812345678', packageId: roomy.id })
      .returning();
    const res = await post(adminBody(roomy, { leadId: lead!.id }));
    expect(res.statusCode).toBe(201);
    const { bookingId, bookingNumber } = res.json();
    const shown = await t.app.inject({ method: 'GET', url: `/v1/query/${lead!.id}`, headers: callers.admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      status: 'confirmed',
      booking: { id: bookingId, bookingNumber, status: 'PENDING' },
    });
    const twice = await post(adminBody(roomy, { leadId: lead!.id }));
    expect(twice.statusCode).toBe(409);
    const unknown = await post(adminBody(roomy, { leadId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves nothing behind when the lead was taken meanwhile', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Arjun Rao', email: 'arjun.rao@example.com', phone: '9812345678' })
      .returning();
    const body = adminCreateBookingBody.parse(adminBody(roomy, { leadId: lead!.id }));
    const results = await Promise.allSettled([
      createAdminBooking(bookingDeps(t.app), admin, body),
      createAdminBooking(bookingDeps(t.app), admin, body),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [linked] = await t.db.select().from(leads).where(eq(leads.id, lead!.id));
    const won = results.find((r) => r.status === 'fulfilled');
    expect(linked!.bookingId).toBe(won?.status === 'fulfilled' ? won.value.bookingId : null);
  });
});

describe('the paperwork of an admin-made booking (ADR 1375-1377)', () => {
  it('asks an overseas package for the PAN and charges its TCS, on the discounted total, with the link', async () => {
    const overseas = await createPublishedPackage(t.app, { dates: [{ date: DATE, seats: 40 }] });
    await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, overseas.id));
    const body = adminBody(overseas, { email: 'overseas.lead@example.com', paymentType: 'full' });

    const refused = await post(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'pan' })]);

    const discount = { amount: 1000, reason: 'Repeat traveller' };
    const made = await post({ ...body, pan: 'abcpe1234f', discount });
    expect(made.statusCode).toBe(201);
    const booking = await bookingRow(t.app, made.json().bookingId);
    const totalPaise = booking.packageAmountPaise - booking.discountPaise;
    expect(booking.discountPaise).toBe(100_000);
    expect(booking).toMatchObject({
      pan: 'ABCPE1234F',
      tcsPaise: tcsPaise(totalPaise, DEFAULT_TCS_SETTINGS),
    });
    expect(booking.tcsPaise).toBeGreaterThan(0);
    const [attempt] = await attemptsOf(booking.id);
    expect(attempt).toMatchObject({ amountPaise: totalPaise + booking.tcsPaise, tcsPaise: booking.tcsPaise });
  });
});
