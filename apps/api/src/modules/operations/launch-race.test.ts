import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPublishedPackage } from '../../../test/package-factory.ts';
import { paymentAttempts, seatHolds, waitlistEntries } from '../../db/schema.ts';
import { runWaitlistOnce } from './waitlist.service.ts';
import { bookingDeps } from '../bookings/index.ts';
import { runReconcilerOnce } from '../bookings/index.ts';
import {
  book,
  bookingPayload,
  bookingsTestApp,
  payPage,
  t,
  travelDate,
  urlOf,
} from '../../../test/support/bookings.ts';
import { ATTEMPT_TTL_MS } from '../bookings/index.ts';
import { takenSeats } from '../bookings/index.ts';

// A launch (ADR 1350): a hundred checkouts race for one date's twenty seats. Never oversold, every
// checkout answered (a held seat, or "sold out"), and a party refused never one that would still
// fit. Then the abandoned pay pages' holds end (the injected clock, not a wait): their seats
// return to sale and the waitlist's first entries are told, in the order they joined.
// 6-18 s on a shared 2-core machine at load average 14-30; the limit leaves room for that.

bookingsTestApp();

const SEATS = 20;
/** The test package's prices: one adult, two adults, two adults and a child. */
const party = (people: number) =>
  people === 3 ? { adults: [2], child: [1] } : { adults: [people], child: [0] };
const RACERS = 100;

describe('launch: a hundred checkouts for twenty seats', () => {
  it('sells at most the seats, answers everyone, and gives abandoned holds to the next in line', async () => {
    const date = travelDate(40);
    const dated = await createPublishedPackage(t.app, { dates: [{ date, seats: SEATS }] });
    const tourDateId = dated.departure.dates[0]!.id;
    const partyOf = (i: number) => 1 + (i % 3);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        book(
          t.app,
          bookingPayload(dated.id, dated.departure.id, {
            travelDate: date,
            email: `racer${i}@example.com`,
            ...party(partyOf(i)),
          }),
        ).then((res) => ({ i, people: partyOf(i), status: res.statusCode, res })),
      ),
    );

    // Everyone answered: a held seat or "sold out"; nothing else.
    const held = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    const others = answers.filter((a) => a.status !== 201 && a.status !== 409);
    expect(others.map((a) => `${a.status} ${a.res.body.slice(0, 200)}`)).toEqual([]);
    expect(held.length + refused.length).toBe(RACERS);
    for (const r of refused) expect(r.res.json()).toMatchObject({ error: 'SEATS_UNAVAILABLE' });
    // Never oversold: the holds are the people of the checkouts answered 201, and fit.
    const taken = await takenSeats(t.db, tourDateId);
    expect(taken).toBe(held.reduce((sum, a) => sum + a.people, 0));
    expect(taken).toBeLessThanOrEqual(SEATS);
    // Arrival order where it is defined: nothing came free during the race, so a party refused
    // could not have fitted at any later moment either (the seats taken only grew).
    for (const r of refused) expect(taken + r.people).toBeGreaterThan(SEATS);
    // After the race, one more party of two: sold out unless two seats are left.
    const late = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, {
        travelDate: date,
        email: 'late@example.com',
        adults: [2],
      }),
    );
    expect(late.statusCode).toBe(taken + 2 <= SEATS ? 201 : 409);
    const lateSeats = late.statusCode === 201 ? 2 : 0;

    // Three of the refused join the waitlist, in this order (one person each asks for its seat).
    for (const n of [1, 2, 3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/tours/${dated.id}/waitlist`,
        payload: {
          name: `Waiting ${n}`,
          email: `waiting${n}@example.com`,
          phone: '9876543210',
          people: 3,
          date,
          departureId: dated.departure.id,
        },
      });
      expect(res.statusCode).toBe(201);
    }

    // All but the first two holders abandon their pay pages; those two pay.
    for (const a of held.slice(0, 2))
      expect((await payPage(t.app, urlOf(a.res), 'success')).statusCode).toBe(303);
    const abandoned = held.slice(2);
    const start = new Date();
    // Before the hold's end the reconciler leaves them held.
    await runReconcilerOnce(bookingDeps(t.app, () => new Date(start.getTime() + 60_000)));
    expect(await takenSeats(t.db, tourDateId)).toBe(taken + lateSeats);
    // At the hold's end (the attempt's life) they are timed out and their seats return to sale.
    const end = new Date(start.getTime() + ATTEMPT_TTL_MS + 60_000);
    for (let i = 0; i < 10; i++) {
      const run = await runReconcilerOnce(bookingDeps(t.app, () => end));
      if (run.checked === 0) break;
    }
    const stillHeld = await t.db
      .select({ id: seatHolds.id })
      .from(seatHolds)
      .where(and(eq(seatHolds.tourDateId, tourDateId), eq(seatHolds.status, 'held')));
    expect(stillHeld.length).toBe(late.statusCode === 201 ? 1 : 0);
    const paidPeople = held.slice(0, 2).reduce((sum, a) => sum + a.people, 0);
    expect(await takenSeats(t.db, tourDateId)).toBe(paidPeople + lateSeats);
    for (const a of abandoned) {
      const [attempt] = await t.db
        .select({ status: paymentAttempts.status })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bookingId, a.res.json().bookingId));
      expect(attempt!.status).toBe('TIMED_OUT');
    }
    // The next in line: the waitlist job tells the entries that fit, first joined first.
    await runWaitlistOnce({ db: t.db, clock: () => end });
    const entries = await t.db
      .select({ email: waitlistEntries.email, notifiedAt: waitlistEntries.notifiedAt })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.tourDateId, tourDateId))
      .orderBy(waitlistEntries.createdAt);
    const free = SEATS - paidPeople - lateSeats;
    const told = entries.filter((e) => e.notifiedAt).map((e) => e.email);
    expect(told).toEqual(entries.slice(0, Math.min(3, Math.floor(free / 3))).map((e) => e.email));
    // And the seats sell again.
    const again = await book(
      t.app,
      bookingPayload(dated.id, dated.departure.id, {
        travelDate: date,
        email: 'waiting1@example.com',
        ...party(3),
      }),
    );
    expect(again.statusCode).toBe(201);
  }, 60_000);
});
