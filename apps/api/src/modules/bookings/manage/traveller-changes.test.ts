import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import {
  bookingTravellerDetails,
  bookings,
  creditNotes,
  earnings,
  emailJobs,
  refunds,
  seatHolds,
  taxInvoices,
} from '../../../db/schema.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../../test/support/invoices.ts';
import { bookingDeps } from '../deps.ts';
import { runReconcilerOnce } from '../payments/reconciler.ts';
import { asTraveller, travelDate } from '../../../../test/support/bookings.ts';
import {
  paidWithTravellers,
  TRAVELLER_NAMES,
  travellerUrl,
} from '../../../../test/support/traveller-changes.ts';

// ADR 1370-1372: one traveller at a time — removal (priced again, the slab, the refund, the credit
// note, the seat, the creator's share), a corrected name, a transferred seat, co-travellers' e-mails.

let t: TestApp;
let pkg: TestPackage;
let admin: Record<string, string>;
let creator: Record<string, string>;
const FAR = travelDate(50); // 52+ days ahead: the 20 % slab
const NEAR = travelDate(30); // 32-33 days ahead: the 40 % slab
const ANN = travelDate(40); // the announcement's date: one booking alone

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: '10000' });
  pkg = await createPublishedPackage(t.app, {
    tourType: 'SpecificDays',
    departures: [
      {
        name: 'Standard',
        inclusions: [],
        // A twin room ₹20,000; a single ₹12,000.50 (the paise show in every amount below).
        simplePricings: [
          { adult: 2, child: 0, pricePaise: 2_000_000 },
          { adult: 1, child: 0, pricePaise: 1_200_050 },
        ],
        customPricings: [],
        dates: [
          { date: FAR, seats: 10 },
          { date: NEAR, seats: 10 },
          { date: ANN, seats: 10 },
        ],
      },
    ],
  });
  const gst = await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, gstRatePercent: 5 });
  admin = bearer(gst.tokens.access.token);
  creator = bearer(pkg.creator.token);
});
afterAll(() => t.close());

const names = TRAVELLER_NAMES;

/** A paid booking of `rooms` twin rooms with its travellers entered; its traveller ids in order. */
const booking = (opts: { date: string; full: boolean; rooms: number[]; email: string }) =>
  paidWithTravellers(t.app, pkg.id, pkg.departure.id, opts);

const url = travellerUrl;
const detail = async (bookingId: string) =>
  (await t.app.inject({ url: `/v1/bookings/${bookingId}`, headers: admin })).json();

describe('DELETE /v1/bookings/{id}/travellers/{travellerId}', () => {
  it('removes one of four: priced again, the 20 % slab kept, the rest refunded with its credit note, a seat released', async () => {
    const { bookingId, ids } = await booking({
      date: FAR,
      full: true,
      rooms: [2, 2],
      email: 'four@example.com',
    });
    const quote = await t.app.inject({ url: url(bookingId, ids[3]!, '/removal-quote'), headers: admin });
    expect(quote.statusCode, quote.body).toBe(200);
    // ₹40,000 for four; three are a twin and a single: ₹32,000.50. The removed place is worth
    // ₹7,999.50, of which the slab keeps 20 %: ₹1,599.90. New total ₹33,600.40; refund ₹6,399.60.
    const expected = {
      bookingId,
      travellerId: ids[3],
      name: 'Kiran Iyer',
      people: 3,
      previousTotal: 40_000,
      totalAmount: 33_600.4,
      deductionPercent: 20,
      retainedAmount: 1_599.9,
      paidAmount: 40_000,
      refundAmount: 6_399.6,
      pendingAmount: 0,
    };
    expect(quote.json()).toMatchObject(expected);
    // The quote changes nothing.
    expect((await detail(bookingId)).travellers).toHaveLength(4);

    const res = await t.app.inject({ method: 'DELETE', url: url(bookingId, ids[3]!), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(expected);

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      people: 3,
      packageAmountPaise: 3_360_040,
      discountPaise: 0,
      liveRefundedPaise: 639_960,
      selection: [
        { adult: 2, child: 0, pricePaise: 2_000_000 },
        { adult: 1, child: 0, pricePaise: 1_200_050 },
      ],
    });
    const [hold] = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId));
    expect(hold).toMatchObject({ people: 3, status: 'confirmed' });
    const asked = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(asked.map((r) => r.amountPaise)).toEqual([639_960]);
    const told = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `traveller-removed:${bookingId}:%`));
    expect(told.map((m) => m.to)).toEqual(['four@example.com']);
    expect(told[0]!.text).toContain('₹6,399.60');

    // The refund completes: its credit note, and the creator's share reversed on it.
    await runReconcilerOnce(bookingDeps(t.app, () => new Date(Date.now() + 60_000)));
    const [settled] = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(settled!.status).toBe('COMPLETED');
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, bookingId));
    expect(notes.map((n) => n.amountPaise)).toEqual([639_960]);
    const [invoice] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId));
    expect(invoice!.totalPaise - notes[0]!.amountPaise).toBe(3_360_040);
    const ledger = await t.db
      .select()
      .from(earnings)
      .where(and(eq(earnings.bookingId, bookingId), eq(earnings.share, 'creator')));
    const net = ledger.reduce((sum, e) => sum + (e.kind === 'ACCRUED' ? e.basePaise : -e.basePaise), 0);
    expect(net).toBe(4_000_000 - 639_960);

    // The travellers behind moved up; the change is audited with who made it.
    const read = await detail(bookingId);
    expect(read.travellers.map((x: { name: string }) => x.name)).toEqual(names.slice(0, 3));
    expect(read.travellerChanges).toMatchObject([{ kind: 'removed', oldName: 'Kiran Iyer', position: 3 }]);
    expect(read.travellerChanges[0].by).toBeTruthy();
  });

  it('on a token booking 32 days out: the 40 % slab, nothing refunded, a reduction credit note', async () => {
    const { bookingId, ids } = await booking({
      date: NEAR,
      full: false,
      rooms: [2, 2],
      email: 'token@example.com',
    });
    // Remove the first traveller: the others move up a place, their trip details with them.
    await t.db.insert(bookingTravellerDetails).values([
      { bookingId, position: 0, dietaryNeeds: 'Vegan' },
      { bookingId, position: 2, dietaryNeeds: 'Jain' },
    ]);
    const res = await t.app.inject({ method: 'DELETE', url: url(bookingId, ids[0]!), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    // Removed place ₹7,999.50 × 40 % = ₹3,199.80 kept: total ₹35,200.30; ₹6,000 paid, none back.
    expect(res.json()).toMatchObject({
      totalAmount: 35_200.3,
      deductionPercent: 40,
      retainedAmount: 3_199.8,
      refundAmount: 0,
      pendingAmount: 29_200.3,
    });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, bookingId));
    expect(notes.map((n) => [n.reason, n.amountPaise])).toEqual([['reduction', 4_000_000 - 3_520_030]]);
    const read = await detail(bookingId);
    expect(read.travellers.map((x: { name: string }) => x.name)).toEqual(names.slice(1, 4));
    const details = await t.db
      .select()
      .from(bookingTravellerDetails)
      .where(eq(bookingTravellerDetails.bookingId, bookingId))
      .orderBy(asc(bookingTravellerDetails.position));
    expect(details.map((d) => [d.position, d.dietaryNeeds])).toEqual([[1, 'Jain']]);
  });

  it('is the admin’s alone, never the last traveller, and 404 for a traveller of another booking', async () => {
    const { bookingId, ids } = await booking({
      date: FAR,
      full: true,
      rooms: [1],
      email: 'solo@example.com',
    });
    const other = await booking({ date: FAR, full: true, rooms: [2], email: 'pair@example.com' });
    const del = (b: string, id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: url(b, id), headers });
    expect((await del(other.bookingId, other.ids[0]!, creator)).statusCode).toBe(403);
    expect((await del(other.bookingId, other.ids[0]!, asTraveller(other.bookingId))).statusCode).toBe(401);
    expect((await del(other.bookingId, other.ids[0]!, {})).statusCode).toBe(401);
    const quote = await t.app.inject({
      url: url(other.bookingId, other.ids[0]!, '/removal-quote'),
      headers: creator,
    });
    expect(quote.statusCode).toBe(403);
    const last = await del(bookingId, ids[0]!, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: 'LAST_TRAVELLER' });
    expect(last.json().message).toContain('cancel the booking');
    expect((await del(other.bookingId, ids[0]!, admin)).statusCode).toBe(404);
    expect((await del(other.bookingId, 'not-a-uuid', admin)).statusCode).toBe(404);
    // Cancelled: no removal.
    await t.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, other.bookingId));
    const refused = await del(other.bookingId, other.ids[0]!, admin);
    expect(refused.json()).toMatchObject({ error: 'TRAVELLER_CHANGE_NOT_ALLOWED' });
  });
});

describe('a corrected name and a transferred seat', () => {
  it('renames for free, audited old -> new; the issued invoice keeps its name', async () => {
    const { bookingId, ids } = await booking({
      date: FAR,
      full: true,
      rooms: [2],
      email: 'rename@example.com',
    });
    const [before] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId));
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(bookingId, ids[1]!),
      headers: admin,
      payload: { name: 'Ravi Raoo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(bookingId, ids[1]!),
      headers: admin,
      payload: { name: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    const byCreator = await t.app.inject({
      method: 'PATCH',
      url: url(bookingId, ids[1]!),
      headers: creator,
      payload: { name: 'X' },
    });
    expect(byCreator.statusCode).toBe(403);
    const read = await detail(bookingId);
    expect(read.travellers[1].name).toBe('Ravi Raoo');
    expect(read.travellerChanges).toMatchObject([
      { kind: 'renamed', oldName: 'Ravi Rao', newName: 'Ravi Raoo' },
    ]);
    expect(read.travellerChanges[0].by).toBeTruthy();
    expect(read.total).toBe(20_000);
    const [after] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId));
    expect(after).toEqual(before);
  });

  it('transfers a seat: new person, same money, the lead e-mailed, audited', async () => {
    const { bookingId, ids } = await booking({
      date: FAR,
      full: true,
      rooms: [2],
      email: 'lead@example.com',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: url(bookingId, ids[1]!, '/transfer'),
      headers: admin,
      payload: { name: 'Farah Khan', age: 29, email: 'farah@example.com', phone: '9812345678' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const invalid = await t.app.inject({
      method: 'POST',
      url: url(bookingId, ids[1]!, '/transfer'),
      headers: admin,
      payload: { name: 'Farah Khan', age: 29, email: 'nope', phone: '12' },
    });
    expect(invalid.statusCode).toBe(400);
    const read = await detail(bookingId);
    expect(read.travellers[1]).toMatchObject({
      name: 'Farah Khan',
      age: 29,
      idType: null,
      idNumber: null,
      email: 'farah@example.com',
      phone: '9812345678',
    });
    expect(read).toMatchObject({ total: 20_000, paid: 20_000, people: 2 });
    expect(read.travellerChanges).toMatchObject([
      { kind: 'transferred', oldName: 'Ravi Rao', newName: 'Farah Khan' },
    ]);
    const mails = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `traveller-transfer:${bookingId}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'lead@example.com' });
    expect(mails[0]!.text).toContain('Farah Khan');
  });
});

describe('every traveller’s own contact', () => {
  it('is saved from the manage page, and announcements reach each address once', async () => {
    const { bookingId } = await booking({
      date: ANN,
      full: true,
      rooms: [2, 2],
      email: 'lead.ann@example.com',
    });
    const rows = [
      { name: 'Asha Rao', age: 30, email: 'LEAD.ann@example.com' }, // the lead's address: no second mail
      { name: 'Ravi Rao', age: 31, email: 'ravi@example.com', phone: '9876500001' },
      { name: 'Meena Iyer', age: 32, email: 'family@example.com' },
      { name: 'Kiran Iyer', age: 33, email: 'Family@example.com' }, // shared: once
    ];
    const badPhone = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${bookingId}/travellers`,
      headers: asTraveller(bookingId),
      payload: rows.map((r) => ({ ...r, phone: '12345' })),
    });
    expect(badPhone.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${bookingId}/travellers`,
      headers: asTraveller(bookingId),
      payload: rows,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().travellers[1]).toMatchObject({ email: 'ravi@example.com', phone: '9876500001' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v1/tours/${pkg.id}/announcements`,
      headers: admin,
      payload: {
        date: ANN,
        departureId: pkg.departure.id,
        subject: 'Bring a raincoat',
        message: 'Rain expected.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const jobs = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.dedupeKey, `announcement:${sent.json().id}:%`));
    const to = jobs.map((j) => j.to.toLowerCase()).sort();
    expect(to).toEqual(['family@example.com', 'lead.ann@example.com', 'ravi@example.com']);
    // The co-travellers' mails carry no manage link (the lead's alone).
    for (const job of jobs.filter((j) => j.to !== 'lead.ann@example.com'))
      expect(job.text).not.toContain('?key=');
  });
});
