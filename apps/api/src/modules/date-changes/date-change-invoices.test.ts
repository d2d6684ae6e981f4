import { gstSplit } from '@wayfarer/shared/rules/gst';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import type { TestPackage } from '../../../test/package-factory.ts';
import { bookings, creditNotes, taxInvoices } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../test/support/invoices.ts';
import {
  createDateChangeTour,
  D1,
  D3,
  D4,
  type Headers,
  paidOnStandard,
} from '../../../test/support/date-changes.ts';

// ADR 1210: a change to a dearer date after the booking's tax invoice issues a supplementary tax
// invoice for what the new total exceeds the invoice by (net of money refunded while live); the
// booking's own invoice stays the one the export and the PDF read.

let t: TestApp;
let pkg: TestPackage;
let admin: Headers;

beforeAll(async () => {
  ({ t, pkg } = await createDateChangeTour({
    standard: [{ date: D1, seats: 40 }],
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
const deluxe = () => pkg.departures[1]!;
const budget = () => pkg.departures[2]!;

const paid = (paymentType: 'token' | 'full', email: string) => paidOnStandard(t, pkg, D1, paymentType, email);
const move = async (id: string, date: string, departureId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${id}/change-date`,
    headers: admin,
    payload: { date, departureId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const invoicesOf = (id: string) =>
  t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, id)).orderBy(asc(taxInvoices.sequence));
const notesOf = (id: string) => t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, id));

describe('a date change after the tax invoice (ADR 1210)', () => {
  it('to a dearer date: a supplementary invoice for the increase, next in the series, in the GST summary', async () => {
    const id = await paid('token', 'dearer@example.com');
    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 1_000_000 });
    await move(id, D3, deluxe().id);
    const docs = await invoicesOf(id);
    expect(docs).toHaveLength(2);
    expect(docs[1]).toMatchObject({
      kind: 'supplementary',
      originalInvoiceId: invoice!.id,
      totalPaise: 500_000,
      sequence: invoice!.sequence + 1,
      placeOfSupply: invoice!.placeOfSupply,
      ...gstSplit(500_000, 5, true),
    });
    // The booking's own invoice stays the one the invoice PDF and the export read.
    const pdf = await t.app.inject({ url: `/v1/bookings/${id}/invoice` });
    expect(pdf.statusCode).toBe(200);
    const number = (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookingNumber;
    const csv = (await t.app.inject({ url: '/v1/bookings/export.csv', headers: admin })).body.split('\n');
    expect(csv.filter((l) => l.startsWith(number))).toHaveLength(1);
    expect(csv.find((l) => l.startsWith(number))).toContain(invoice!.number);
    const summary = await t.app.inject({
      url: `/v1/admin/gst-summary.csv?month=${todayInIndia().slice(0, 7)}`,
      headers: admin,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    // Listed with the booking's documents, its PDF says what it is and which invoice it adds to.
    const listed = (await t.app.inject({ url: `/v1/bookings/${id}/tax-documents` })).json();
    expect(listed.supplementaryInvoices).toEqual([
      expect.objectContaining({ id: docs[1]!.id, number: docs[1]!.number, total: 5000 }),
    ]);
    const supplementaryPdf = await t.app.inject({
      url: `/v1/bookings/${id}/supplementary-invoices/${docs[1]!.id}`,
    });
    expect(supplementaryPdf.statusCode).toBe(200);
    const text = pdfText(supplementaryPdf.rawPayload);
    expect(text).toContain('Supplementary Tax Invoice');
    expect(text).toContain(invoice!.number);
    const unknown = await t.app.inject({ url: `/v1/bookings/${id}/supplementary-invoices/${invoice!.id}` });
    expect(unknown.statusCode).toBe(404);
    const line = summary.body.split('\n').find((l) => l.includes(`,${docs[1]!.number},`));
    expect(line).toMatch(/^Supplementary invoice,/);
    expect(line).toContain(`,${invoice!.number},`);
  });

  it('cheaper (refund, credit note) then dearer: the supplementary invoice brings the net invoiced to the new total', async () => {
    const id = await paid('full', 'both@example.com');
    await move(id, D4, budget().id);
    expect(await invoicesOf(id)).toHaveLength(1);
    await move(id, D3, deluxe().id);
    const docs = await invoicesOf(id);
    expect(docs.map((d) => [d.kind, d.totalPaise])).toEqual([
      ['invoice', 1_000_000],
      ['supplementary', 1_000_000],
    ]);
    const credited = (await notesOf(id)).reduce((sum, n) => sum + n.amountPaise, 0);
    expect(credited).toBe(500_000);
    expect(docs.reduce((sum, d) => sum + d.totalPaise, 0) - credited).toBe(1_500_000);
  });

  // ADR 1303 changed this case: it used to issue nothing either way, leaving ₹10,000 invoiced on a
  // ₹5,000 booking while it was on the cheaper date. A live booking's documents net to its total.
  it('cheaper with no refund, then back: a credit note for the reduction, then a supplementary invoice', async () => {
    const id = await paid('token', 'back@example.com');
    await move(id, D4, budget().id); // a token booking moving cheaper gets no refund
    expect((await notesOf(id)).map((n) => [n.reason, n.refundId, n.amountPaise])).toEqual([
      ['reduction', null, 500_000],
    ]);
    expect((await invoicesOf(id)).map((d) => d.kind)).toEqual(['invoice']);
    await move(id, D1, standard().id);
    const docs = await invoicesOf(id);
    expect(docs.map((d) => [d.kind, d.totalPaise])).toEqual([
      ['invoice', 1_000_000],
      ['supplementary', 500_000],
    ]);
    expect(docs.reduce((sum, d) => sum + d.totalPaise, 0) - 500_000).toBe(1_000_000);
  });
});
