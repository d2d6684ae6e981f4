import { addDays, formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAR, GroupTripSuite, LATER, SOON } from '../../../test/support/group-trips.ts';
import { runTripDecisionsOnce } from './group-trips.service.ts';

// A date's minimum group size: set on the availability tab, and reached by payments, which confirm
// the date once and never take it back. The decision day and "run anyway" are in
// group-trip-decisions.test.ts.

const g = new GroupTripSuite();
beforeAll(() => g.start());
afterAll(() => g.close());

describe('minimum group size on the availability tab', () => {
  it('saves a minimum per date and the decision days, and reads them back', async () => {
    const saved = await g.setMinimums({ [FAR]: 4, [SOON]: 5 }, 30);
    expect(saved.statusCode).toBe(200);
    const read = (await g.availability()).json();
    expect(read.decisionDaysBefore).toBe(30);
    const byDate = Object.fromEntries(read.TourDate.map((d: { date: string }) => [d.date, d]));
    expect(byDate[FAR]).toMatchObject({ minTravellers: 4, confirmed: false });
    expect(byDate[LATER]).toMatchObject({ minTravellers: null });
  });

  it('refuses a minimum or decision days out of range, naming the field', async () => {
    for (const [min, days, path] of [
      [0, 30, 'tourDates.0.minTravellers'],
      [1000, 30, 'tourDates.0.minTravellers'],
      [4, 0, 'decisionDaysBefore'],
      [4, 181, 'decisionDaysBefore'],
    ] as const) {
      const res = await g.setMinimums({ [FAR]: min, [SOON]: 5, [LATER]: min }, days);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path.replace(/\.\d+\./, '.0.'))).toContain(
        path,
      );
    }
    expect((await g.availability()).json().decisionDaysBefore).toBe(30);
  });

  // Round 4, item 6 (ADR 1301): a minimum of 50 on a date with 20 seats could never be reached.
  it.each([[50], [21], ['21'], [true], ['0x12'], ['1e1'], [[4]], [4.5]])(
    'refuses a minimum of %j on FAR (20 seats), naming it; nothing is stored',
    async (min) => {
      const res = await g.setMinimums({ [FAR]: min, [SOON]: 5 }, 30);
      expect(res.statusCode).toBe(400);
      const far = (await g.availability()).json().TourDate.findIndex((d: { date: string }) => d.date === FAR);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
        `tourDates.${far}.minTravellers`,
      ]);
      expect((await g.dateRow(FAR)).minTravellers).toBe(4);
      expect((await g.dateRow(SOON)).minTravellers).toBe(5);
    },
  );

  it('takes a minimum equal to the seats; the message says the seats', async () => {
    const over = await g.setMinimums({ [FAR]: 4, [SOON]: 5, [LATER]: 21 }, 30);
    expect(over.json().errors[0].message).toBe('The minimum cannot be more than the seats');
    expect((await g.setMinimums({ [FAR]: 4, [SOON]: 5, [LATER]: '20' }, 30)).statusCode).toBe(200);
    expect((await g.dateRow(LATER)).minTravellers).toBe(20);
    expect((await g.setMinimums({ [FAR]: 4, [SOON]: 5 }, 30)).statusCode).toBe(200);
    expect((await g.dateRow(LATER)).minTravellers).toBeNull();
  });
});

describe('confirmation when paid people reach the minimum', () => {
  const ids: string[] = [];

  it('counts paid people only: holds do not count', async () => {
    ids.push(await g.paidBooking(FAR));
    ids.push(await g.paidBooking(FAR, 2));
    // An unpaid checkout of 2: a hold, not counted.
    await g.paidBooking(FAR, 2, false);
    expect(await g.publicDate(FAR)).toMatchObject({
      minTravellers: 4,
      travellersNeeded: 1,
      confirmed: false,
    });
    expect(await g.bookingRead(ids[0]!)).toMatchObject({ tripStatus: 'filling', travellersNeeded: 1 });
    expect(await g.boardRow(FAR)).toMatchObject({ minTravellers: 4, tripStatus: 'filling', confirmed: 3 });
    expect(await g.confirmedMails(FAR)).toHaveLength(0);
    expect((await g.dateRow(FAR)).confirmedAt).toBeNull();
  });

  it('a payment that does not reach the minimum is e-mailed "Booked — trip not yet confirmed", never "confirmed" (ADR 1304)', async () => {
    const first = await g.bookingMail(ids[0]!);
    expect(first.subject).toMatch(/^Booked — trip not yet confirmed: booking \S+, /);
    // The first paid person: 3 more were needed then, by the decision day (30 days before).
    expect(first.text).toContain('Your booking: Booked — trip not yet confirmed.');
    expect(first.text).toContain(
      `This trip runs once 4 travellers have booked; 3 more are needed by ${formatTravelDate(addDays(FAR, -30))}. If it does not run, your booking is refunded in full.`,
    );
    expect(first.text).not.toContain('your booking is confirmed');
    expect(first.html).toContain('Booked — trip not yet confirmed');
    expect((await g.bookingMail(ids[1]!)).text).toContain('1 more is needed by');
  });

  it('the 4th paid person confirms the date once and e-mails everyone on it once', async () => {
    ids.push(await g.paidBooking(FAR));
    expect((await g.dateRow(FAR)).confirmedAt).not.toBeNull();
    const mails = await g.confirmedMails(FAR);
    // Three bookings, the creator and the admin notification address.
    expect(
      mails
        .map((m) => m.to)
        .filter((to) => to.startsWith('traveller'))
        .sort(),
    ).toEqual(['traveller1@example.com', 'traveller2@example.com', 'traveller4@example.com']);
    expect(mails.filter((m) => m.dedupeKey?.endsWith(':creator')).map((m) => m.to)).toEqual([
      g.callers.creatorRecord.creator.email,
    ]);
    expect(mails.filter((m) => m.dedupeKey?.endsWith(':admin'))).toHaveLength(1);
    for (const mail of mails)
      expect(mail.subject).toContain(`Your trip on ${formatTravelDate(FAR)} is confirmed`);
    expect(new Set(mails.map((m) => m.dedupeKey)).size).toBe(5);
    expect(await g.publicDate(FAR)).toMatchObject({ travellersNeeded: 0, confirmed: true });
    expect(await g.bookingRead(ids[0]!)).toMatchObject({ tripStatus: 'confirmed', travellersNeeded: 0 });
    // The payment that reached the minimum is told "confirmed" (the date was confirmed first).
    const reaching = await g.bookingMail(ids[2]!);
    expect(reaching.subject).toMatch(/^Tour Confirmation /);
    expect(reaching.text).toContain('your booking is confirmed');
    expect(reaching.text).not.toContain('not yet confirmed');

    // A fifth paid person, and the job running twice, send no second confirmation.
    ids.push(await g.paidBooking(FAR));
    expect((await g.bookingMail(ids[3]!)).text).toContain('your booking is confirmed');
    await runTripDecisionsOnce({ db: g.t.db, clock: () => new Date() });
    await runTripDecisionsOnce({ db: g.t.db, clock: () => new Date() });
    expect(await g.confirmedMails(FAR)).toHaveLength(5);
  });

  it('stays confirmed after cancellations, and warns the operator', async () => {
    for (const id of ids.slice(0, 3)) {
      const res = await g.t.app.inject({
        method: 'POST',
        url: `/v1/bookings/${id}/cancel`,
        headers: g.callers.admin,
        payload: { reason: 'Plans changed' },
      });
      expect(res.statusCode).toBe(200);
    }
    const row = await g.boardRow(FAR);
    expect(row).toMatchObject({
      tripStatus: 'confirmed',
      confirmed: 1,
      travellersNeeded: 0,
      belowMinimum: true,
    });
    expect(await g.publicDate(FAR)).toMatchObject({ confirmed: true, travellersNeeded: 0 });
    expect(await g.bookingRead(ids[3]!)).toMatchObject({ tripStatus: 'confirmed' });
    expect(await g.confirmedMails(FAR)).toHaveLength(5);
  });
});
