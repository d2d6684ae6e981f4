import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import type { TestPackage } from '../../../test/package-factory.ts';
import { bookings, creditNotes, refunds, taxInvoices } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { asTraveller } from '../../../test/support/bookings.ts';
import {
  createDateChangeTour,
  D1,
  D2,
  D3,
  D4,
  D5,
  type Headers,
  paidOnStandard,
} from '../../../test/support/date-changes.ts';
import { issueCreditNoteForRefund } from './invoice-issue.ts';
import { documentsNetPaise } from './invoices.repository.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../test/support/invoices.ts';

// ADR 1303: a booking that ended cancelled, every refund settled, has documents that net to the
// money kept (paid − refunded): invoice + supplementary invoices − credit notes. The part invoiced
// but never paid is credited in the cancellation's transaction; each refund's note comes with it.
// One adult a room: Standard ₹10,000 (token ₹1,500), Deluxe ₹15,000, Budget ₹5,000.

let t: TestApp;
let pkg: TestPackage;
let admin: Headers;

beforeAll(async () => {
  ({ t, pkg } = await createDateChangeTour({
    standard: [
      { date: D1, seats: 40 },
      { date: D2, seats: 40 },
      { date: D5, seats: 40 },
    ],
    deluxe: [{ date: D3, seats: 40 }],
    budget: [{ date: D4, seats: 40 }],
  }));
  const gstAdmin = await saveGstSettings(t.app, {
    gstin: KARNATAKA_GSTIN,
    gstRatePercent: 5,
    invoicePrefix: 'WF',
  });
  admin = bearer(gstAdmin.tokens.access.token);
});
afterAll(() => t.close());

const standard = () => pkg.departures[0]!;
const post = async (url: string, payload: object = {}, headers: Headers = admin, status = 200) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const cancel = (id: string, refundAmount: number) =>
  post(`/v1/bookings/${id}/cancel`, { reason: 'Change of plans', refundAmount });
const move = (id: string, date: string, departureId: string) =>
  post(`/v1/bookings/${id}/change-date`, { date, departureId });
const row = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const notesOf = (id: string) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, id)).orderBy(asc(creditNotes.sequence));
const refundsOf = (id: string) =>
  t.db.select().from(refunds).where(eq(refunds.bookingId, id)).orderBy(asc(refunds.createdAt));

/** The booking's documents net (invoiced − credited), in paise. */
const netOf = async (id: string) => {
  const { invoicedPaise, creditedPaise } = await documentsNetPaise(t.db, id);
  return invoicedPaise - creditedPaise;
};

/** The booking's rows in the GST summaries of the months its documents were issued in, netted. */
async function summaryNetOf(id: string): Promise<number> {
  const { bookingNumber } = await row(id);
  const issued = [
    ...(await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, id))),
    ...(await notesOf(id)),
  ].map((d) => todayInIndia(d.issuedAt).slice(0, 7));
  let net = 0;
  for (const month of new Set(issued)) {
    const res = await t.app.inject({ url: `/v1/admin/gst-summary.csv?month=${month}`, headers: admin });
    for (const line of res.body.trim().split('\r\n')) {
      const cells = line.split(',');
      if (cells[3] !== bookingNumber) continue;
      const paise = Math.round(Number(cells.at(-1)) * 100);
      net += cells[0] === 'Credit note' ? -paise : paise;
    }
  }
  return net;
}

/** Every refund settled, the documents (and the GST summary) net to the money kept. */
async function expectNetsToKept(id: string, keptPaise: number) {
  const b = await row(id);
  expect(b.status).toBe('CANCELLED');
  expect((await refundsOf(id)).filter((r) => r.status === 'PENDING')).toEqual([]);
  expect(b.paidPaise - b.refundedPaise).toBe(keptPaise);
  expect(await netOf(id)).toBe(keptPaise);
  expect(await summaryNetOf(id)).toBe(keptPaise);
}

describe('a cancelled booking’s documents net to the money kept (ADR 1303)', () => {
  it('a token booking refunded in full: the unpaid part credited at cancel, the token with its refund; GST summary ₹0', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'token-full@example.com');
    expect(await netOf(id)).toBe(1_000_000);
    await cancel(id, 1500);
    const notes = await notesOf(id);
    expect(notes.map((n) => [n.reason, n.amountPaise, n.refundId === null])).toEqual([
      ['cancellation', 850_000, true],
      ['refund', 150_000, false],
    ]);
    await expectNetsToKept(id, 0);
    // The first test of the file: the month's summary holds this booking's documents alone.
    const month = todayInIndia(notes[0]!.issuedAt).slice(0, 7);
    const summary = await t.app.inject({ url: `/v1/admin/gst-summary.csv?month=${month}`, headers: admin });
    expect(summary.body.trim().split('\r\n').at(-1)).toBe(`Net,,${month},,,,,,0.00,0.00,0.00,0.00,0.00`);

    // Listed, and its PDF reachable by its own id, saying what it credits.
    const listed = (await t.app.inject({ url: `/v1/bookings/${id}/tax-documents` })).json();
    expect(listed.creditNotes).toEqual([
      expect.objectContaining({ id: notes[0]!.id, refundId: null, reason: 'cancellation', amount: 8500 }),
      expect.objectContaining({ refundId: notes[1]!.refundId, reason: 'refund', amount: 1500 }),
    ]);
    const pdf = await t.app.inject({ url: `/v1/bookings/${id}/credit-notes/${notes[0]!.id}` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Reason: Booking cancelled: the part invoiced but never paid');
    expect(text).toContain('Total credited (GST included) ₹8,500.00');

    // Nothing is left un-credited: a further refund's note would credit nothing.
    const more = await issueCreditNoteForRefund(
      t.db,
      { id: '00000000-0000-4000-8000-000000000001', bookingId: id, amountPaise: 100_00 },
      new Date(),
    );
    expect(more).toBeUndefined();
  });

  it('a token booking whose slab keeps 20 % of the token: the documents net to the ₹300 kept', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'token-slab@example.com');
    await cancel(id, 1200);
    expect((await notesOf(id)).map((n) => n.amountPaise)).toEqual([850_000, 120_000]);
    await expectNetsToKept(id, 30_000);
  });

  it('a fully paid booking refunded in full nets to zero with no unpaid part to credit', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'full', 'full@example.com');
    await cancel(id, 10_000);
    expect((await notesOf(id)).map((n) => n.reason)).toEqual(['refund']);
    await expectNetsToKept(id, 0);
  });

  it('a refund that fails and is retried: the token stays invoiced until the retry gives it back', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'retry@example.com');
    const gateway = t.app.paymentGateway;
    const real = gateway.refund;
    gateway.refund = async () => ({ code: 'PAYMENT_DECLINED', raw: {} });
    try {
      await cancel(id, 1500);
    } finally {
      gateway.refund = real;
    }
    const [failed] = await refundsOf(id);
    expect(failed!.status).toBe('FAILED');
    // The money is still held: the documents net to it.
    expect(await netOf(id)).toBe(150_000);
    await post(`/v1/bookings/${id}/refunds/${failed!.id}/retry`);
    expect((await notesOf(id)).map((n) => [n.reason, n.amountPaise])).toEqual([
      ['cancellation', 850_000],
      ['refund', 150_000],
    ]);
    await expectNetsToKept(id, 0);
  });

  it('an offline refund: credited when the admin records it given back', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'offline@example.com');
    await post(
      `/v1/bookings/${id}/payments`,
      { amount: 3000, method: 'bank_transfer', reference: 'UTR3000', paidOn: todayInIndia() },
      admin,
      201,
    );
    await cancel(id, 4500);
    // ₹10,000 − ₹4,500 paid credited at cancel; the gateway's ₹1,500 given back at once.
    expect(await netOf(id)).toBe(300_000);
    const offline = (await refundsOf(id)).find((r) => r.kind === 'offline')!;
    await post(`/v1/bookings/${id}/refunds/${offline.id}/offline`, {
      reference: 'NEFT 42',
      refundedOn: todayInIndia(),
    });
    await expectNetsToKept(id, 0);
  });

  it('cancelled after a change to a dearer date: the supplementary invoice is credited too', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'dearer@example.com');
    await move(id, D3, pkg.departures[1]!.id);
    expect(await netOf(id)).toBe(1_500_000); // live: what is sold
    await cancel(id, 1500);
    expect(await documentsNetPaise(t.db, id)).toEqual({
      invoicedPaise: 1_500_000,
      creditedPaise: 1_500_000,
    });
    await expectNetsToKept(id, 0);
  });

  it('cancelled after a change to a cheaper date (the ₹44,000 → ₹36,000 case): nothing left invoiced', async () => {
    const token = await paidOnStandard(t, pkg, D1, 'token', 'cheaper-token@example.com');
    await move(token, D4, pkg.departures[2]!.id); // no refund: the token is below the new total
    // Live, the documents net to what is sold: the ₹5,000 reduction credited at the move.
    expect(await netOf(token)).toBe(500_000);
    await cancel(token, 1500);
    expect((await notesOf(token)).map((n) => [n.reason, n.amountPaise])).toEqual([
      ['reduction', 500_000],
      ['cancellation', 350_000],
      ['refund', 150_000],
    ]);
    await expectNetsToKept(token, 0);

    // Paid in full: the move gives ₹5,000 back (a credit note); a 20 % slab keeps ₹1,000 of the rest.
    const full = await paidOnStandard(t, pkg, D1, 'full', 'cheaper-full@example.com');
    await move(full, D4, pkg.departures[2]!.id);
    expect(await netOf(full)).toBe(500_000);
    await cancel(full, 4000);
    await expectNetsToKept(full, 100_000);
  });

  it('the operator cancels the date: everything refunded, nothing left invoiced', async () => {
    const id = await paidOnStandard(t, pkg, D5, 'token', 'operator@example.com');
    await post(`/v1/tours/${pkg.id}/dates/cancel`, {
      date: D5,
      departureId: standard().id,
      reason: 'Heavy snowfall closes the pass',
    });
    await expectNetsToKept(id, 0);
  });

  it('a declined move offer: cancelled with a full refund, nothing left invoiced', async () => {
    const id = await paidOnStandard(t, pkg, D2, 'token', 'declined@example.com');
    await post(`/v1/tours/${pkg.id}/dates/move`, {
      date: D2,
      departureId: standard().id,
      toDate: D1,
      toDepartureId: standard().id,
    });
    await post(`/v1/bookings/${id}/move-offer/decline`, {}, asTraveller(id));
    await expectNetsToKept(id, 0);
  });

  it('credit notes stay one gapless series per financial year', async () => {
    const notes = await t.db.select().from(creditNotes).orderBy(asc(creditNotes.sequence));
    const years = new Set(notes.map((n) => n.financialYear));
    for (const fy of years) {
      const sequences = notes.filter((n) => n.financialYear === fy).map((n) => n.sequence);
      expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    }
    expect(notes.every((n) => n.number === `WF/CN/${n.financialYear}/${n.sequence}`)).toBe(true);
  });
});
