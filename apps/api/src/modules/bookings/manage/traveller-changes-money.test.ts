import { todayInIndia, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { travellerChangeMessages } from '@wayfarer/shared/schemas/booking-travellers';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import {
  bookings,
  bookingTravellerChanges,
  emailJobs,
  refunds,
  tourCustomPricings,
} from '../../../db/schema.ts';
import { manageKeyOf } from '../../../../test/support/bookings.ts';
import {
  admin,
  B1,
  budget,
  paidWithTravellers,
  S1,
  S2,
  standard,
  t,
  tour,
  travellerChangesTestApp,
  travellerUrl as url,
  twinsOnly,
} from '../../../../test/support/traveller-changes.ts';

// ADR 1370: the money of removing one traveller — the rest priced again with the booking's own
// departure (rooms or items), a room or unit no price is left for, the discount, what is still
// owed once part was refunded, which refunds go to the gateway at once, and the lead's e-mail.

travellerChangesTestApp();

const remove = (bookingId: string, travellerId: string) =>
  t.app.inject({ method: 'DELETE', url: url(bookingId, travellerId), headers: admin });
const quote = (bookingId: string, travellerId: string) =>
  t.app.inject({ url: url(bookingId, travellerId, '/removal-quote'), headers: admin });
const bookingRow = async (bookingId: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
const notPriced = { error: 'TRAVELLER_ROOM_NOT_PRICED', message: travellerChangeMessages.roomNotPriced };

describe('the rest priced again with the booking’s own pricing', () => {
  it('by items: a unit for two cannot lose one; one of a kind leaves; an item not chosen stays out', async () => {
    const items = await createPublishedPackage(t.app, {
      tourType: 'SpecificDays',
      pricingType: 'Custom',
      departures: [
        {
          name: 'Items',
          inclusions: [],
          simplePricings: [],
          customPricings: [
            { name: 'Couple package', pricePaise: 9_000_000, totalPeople: 2 },
            { name: 'Solo', pricePaise: 5_000_000, totalPeople: 1 },
            { name: 'Child', pricePaise: 2_500_000, totalPeople: 1 },
          ],
          dates: [{ date: S1, seats: 10 }],
        },
      ],
    });
    const [couple, solo] = items.departure.customPricings;
    // A couple's unit (travellers 0 and 1) and two solo places (2 and 3): ₹1,90,000 paid.
    const { bookingId, ids } = await paidWithTravellers(t.app, items.id, items.departure.id, {
      date: S1,
      full: true,
      customs: [
        { id: couple!.id, value: 1 },
        { id: solo!.id, value: 2 },
      ],
    });
    const ofCouple = await quote(bookingId, ids[0]!);
    expect(ofCouple.statusCode).toBe(409);
    expect(ofCouple.json()).toMatchObject(notPriced);

    // A solo place leaves: ₹1,40,000 for three; the ₹50,000 place keeps 20 % (₹10,000).
    const res = await remove(bookingId, ids[2]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      people: 3,
      previousTotal: 190_000,
      totalAmount: 150_000,
      retainedAmount: 10_000,
      refundAmount: 40_000,
      pendingAmount: 0,
    });
    expect(await bookingRow(bookingId)).toMatchObject({ people: 3, packageAmountPaise: 15_000_000 });
    expect((await bookingRow(bookingId)).selection).toEqual([
      { id: couple!.id, name: 'Couple package', pricePaise: 9_000_000, value: 1, totalPeople: 2 },
      { id: solo!.id, name: 'Solo', pricePaise: 5_000_000, value: 1, totalPeople: 1 },
    ]);

    // The package no longer sells the couple's unit: the rest cannot be priced.
    await t.db.delete(tourCustomPricings).where(eq(tourCustomPricings.id, couple!.id));
    const unsold = await quote(bookingId, ids[3]!);
    expect(unsold.statusCode).toBe(409);
    expect(unsold.json()).toMatchObject(notPriced);
  });

  it('by rooms: a child left without an adult, a room the departure does not sell, a departure gone', async () => {
    // Standard: a twin (0, 1) and an adult with a child (2, then the child 3): ₹35,000.
    const { bookingId, ids } = await paidWithTravellers(t.app, tour.id, standard().id, {
      date: S1,
      full: true,
      rooms: [2, 1],
      child: [0, 1],
    });
    const adultOfChild = await quote(bookingId, ids[2]!);
    expect(adultOfChild.statusCode).toBe(409);
    expect(adultOfChild.json()).toMatchObject(notPriced);
    // The child leaves: a twin and a single on Standard, ₹32,000.50; 20 % of ₹2,999.50 kept.
    const child = await quote(bookingId, ids[3]!);
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json()).toMatchObject({ people: 3, totalAmount: 32_600.4, retainedAmount: 599.9 });

    // Twins only sells no single room.
    const twin = await paidWithTravellers(t.app, tour.id, twinsOnly().id, {
      date: S1,
      full: true,
      rooms: [2],
    });
    const single = await quote(twin.bookingId, twin.ids[1]!);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject(notPriced);

    // The departure deleted (the booking keeps no departure): nothing to price with.
    await t.db.update(bookings).set({ departureId: null }).where(eq(bookings.id, bookingId));
    const gone = await quote(bookingId, ids[3]!);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject(notPriced);
  });
});

describe('the money of a removal', () => {
  it('the previous total is the amount less its discount, as the change records it', async () => {
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/v1/coupons',
      headers: admin,
      payload: { code: 'LESS1000', kind: 'fixed', value: 1000 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { bookingId, ids } = await paidWithTravellers(t.app, tour.id, standard().id, {
      date: S1,
      full: true,
      rooms: [2, 2],
      couponCode: 'LESS1000',
    });
    // ₹39,000 paid. Three cost ₹32,000.50 − ₹1,000; the place was worth ₹7,999.50, 20 % kept.
    const res = await remove(bookingId, ids[3]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      previousTotal: 39_000,
      totalAmount: 32_600.4,
      retainedAmount: 1_599.9,
      refundAmount: 6_399.6,
      pendingAmount: 0,
    });
    expect(await bookingRow(bookingId)).toMatchObject({
      packageAmountPaise: 3_360_040,
      discountPaise: 100_000,
    });
    const [change] = await t.db
      .select()
      .from(bookingTravellerChanges)
      .where(eq(bookingTravellerChanges.bookingId, bookingId));
    expect(change).toMatchObject({ kind: 'removed', oldName: 'Kiran Iyer', position: 3 });
    expect(change!.detail).toEqual({
      previousTotalPaise: 3_900_000,
      newTotalPaise: 3_260_040,
      retainedPaise: 159_990,
      deductionPercent: 20,
      refundPaise: 639_960,
    });
  });

  it('once part was refunded, what is owed is the new total less what is still held', async () => {
    const { bookingId, ids } = await paidWithTravellers(t.app, tour.id, standard().id, {
      date: S1,
      full: true,
      rooms: [2, 2],
    });
    const changeDate = (date: string, departureId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/bookings/${bookingId}/change-date`,
        headers: admin,
        payload: { date, departureId },
      });
    // ₹40,000 paid; on Budget the four cost ₹20,000: ₹20,000 goes back.
    const cheaper = await changeDate(B1, budget().id);
    expect(cheaper.json()).toMatchObject({ totalAmount: 20_000, refundAmount: 20_000 });
    // One less on Budget: ₹16,000 + 20 % of ₹4,000 = ₹16,800; ₹3,200 more back, nothing owed.
    const onBudget = await quote(bookingId, ids[3]!);
    expect(onBudget.json()).toMatchObject({ totalAmount: 16_800, refundAmount: 3_200, pendingAmount: 0 });
    // Back on Standard: ₹40,000 again with ₹20,000 held, ₹20,000 owed.
    const dearer = await changeDate(S2, standard().id);
    expect(dearer.json()).toMatchObject({ totalAmount: 40_000, pendingAmount: 20_000 });
    // One less: ₹33,600.40 against ₹20,000 held: ₹13,600.40 owed, nothing back.
    const expected = {
      previousTotal: 40_000,
      totalAmount: 33_600.4,
      paidAmount: 40_000,
      refundAmount: 0,
      pendingAmount: 13_600.4,
    };
    const owed = await quote(bookingId, ids[3]!);
    expect(owed.statusCode, owed.body).toBe(200);
    expect(owed.json()).toMatchObject(expected);
    const res = await remove(bookingId, ids[3]!);
    expect(res.json()).toMatchObject(expected);
  });

  it('asks the gateway at once for the refund of a gateway payment, never for one paid offline; the lead is e-mailed', async () => {
    const { bookingId, bookingNumber, ids } = await paidWithTravellers(t.app, tour.id, standard().id, {
      date: S1,
      full: false,
      rooms: [2, 2],
      email: 'removal.lead@example.com',
    });
    // ₹6,000 token through the gateway, the ₹34,000 balance offline.
    const offline = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/payments`,
      headers: admin,
      payload: { amount: 34_000, method: 'bank_transfer', reference: 'UTR4455', paidOn: todayInIndia() },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    const gateway = t.app.paymentGateway;
    const real = gateway.refund;
    const asked: number[] = [];
    gateway.refund = async (request) => {
      asked.push(request.amountPaise);
      return real.call(gateway, request);
    };
    try {
      const res = await remove(bookingId, ids[3]!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ totalAmount: 33_600.4, refundAmount: 6_399.6 });
    } finally {
      gateway.refund = real;
    }
    // ₹6,399.60 back: the gateway's ₹6,000 first, then ₹399.60 of the offline payment.
    const rows = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(rows.map((r) => [r.kind, r.amountPaise]).sort()).toEqual([
      ['gateway', 600_000],
      ['offline', 39_960],
    ]);
    expect(asked).toEqual([600_000]);

    const mails = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `traveller-removed:${bookingId}:%`));
    const link = `{{PUBLIC_URL}}/booking/${bookingId}?key=${encodeURIComponent(manageKeyOf(bookingId))}`;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'removal.lead@example.com',
      subject: `A traveller was removed from booking ${bookingNumber}`,
      text: [
        'Hello Meera Nair, Kiran Iyer no longer travels on your booking.',
        '',
        `Booking number: ${bookingNumber}`,
        `Tour date: ${formatTravelDate(S1)}`,
        'Travellers: 3',
        'New total: ₹33,600.40',
        'Refund: ₹6,399.60',
        '',
        `Manage your booking: ${link}`,
        '',
      ].join('\n'),
    });
  });
});
