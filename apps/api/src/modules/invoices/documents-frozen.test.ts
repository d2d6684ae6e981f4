import { formatTravelDate } from '@wayfarer/shared/rules/travel-date';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import type { TestPackage } from '../../../test/package-factory.ts';
import { creditNotes, taxInvoices, tourPackages } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { asTraveller, payPage } from '../../../test/support/bookings.ts';
import {
  createDateChangeTour,
  D1,
  D3,
  D4,
  type Headers,
  paidOnStandard,
} from '../../../test/support/date-changes.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../test/support/invoices.ts';

// ADR 1303: an issued GST document never changes. Its PDF is rendered from the snapshot stored at
// its issue, with its issue time as the PDF's creation date, so it is the same bytes whatever
// happens to the booking, the settings or the package afterwards; every change is a new document.

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

const get = (url: string) => t.app.inject({ url });
const pdfOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const move = async (id: string, date: string, departureId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${id}/change-date`,
    headers: admin,
    payload: { date, departureId },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const invoicesOf = (id: string) =>
  t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, id)).orderBy(asc(taxInvoices.sequence));

/** Everything that could once change a printed document: settings, package title, travellers, money. */
async function changeEverythingAround(id: string) {
  const travellers = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${id}/travellers`,
    headers: asTraveller(id),
    payload: [{ name: 'Kavya Rao', age: 29 }],
  });
  expect(travellers.statusCode, travellers.body).toBe(200);
  const balance = await t.app.inject({ method: 'POST', url: `/v1/bookings/${id}/balance` });
  expect(balance.statusCode, balance.body).toBe(201);
  await payPage(t.app, balance.json().data.instrumentResponse.redirectInfo.url, 'success');
  await saveGstSettings(t.app, {
    gstin: KARNATAKA_GSTIN,
    gstRatePercent: 18,
    businessName: 'Renamed Travels Pvt Ltd',
    businessAddress: '1 New Street, Mysuru',
  });
  await t.db.update(tourPackages).set({ title: 'A Renamed Package' }).where(eq(tourPackages.id, pkg.id));
}

describe('an issued document never changes (ADR 1303)', () => {
  it('the invoice’s PDF is the same bytes after date changes, travellers, a payment, settings and a rename', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'token', 'frozen@example.com');
    const [invoice] = await invoicesOf(id);
    const invoiceUrl = `/v1/bookings/${id}/invoice`;
    const issued = await pdfOf(invoiceUrl);
    expect((await pdfOf(invoiceUrl)).equals(issued)).toBe(true);
    const text = pdfText(issued);
    for (const expected of [
      `Invoice number: ${invoice!.number}`,
      'Wayfarer Journeys LLP',
      'Standard',
      `Travel date: ${formatTravelDate(D1)}`,
      'Total (GST included) ₹10,000.00',
      'Received ₹1,500.00',
      'Balance due ₹8,500.00',
      'CGST @ 2.5%',
    ]) {
      expect(text).toContain(expected);
    }

    // A dearer date: a supplementary invoice for the difference; the invoice stays as it was.
    await move(id, D3, pkg.departures[1]!.id);
    const [, supplementary] = await invoicesOf(id);
    expect(supplementary).toMatchObject({ kind: 'supplementary', totalPaise: 500_000 });
    const supplementaryUrl = `/v1/bookings/${id}/supplementary-invoices/${supplementary!.id}`;
    const supplementaryPdf = await pdfOf(supplementaryUrl);
    const supplementaryText = pdfText(supplementaryPdf);
    for (const expected of [
      'Supplementary Tax Invoice',
      `Against invoice: ${invoice!.number}`,
      'Deluxe',
      `Travel date: ${formatTravelDate(D3)}`,
      'Total (GST included) ₹5,000.00',
    ]) {
      expect(supplementaryText).toContain(expected);
    }
    expect((await pdfOf(invoiceUrl)).equals(issued)).toBe(true);
    const listed = (await get(`/v1/bookings/${id}/tax-documents`)).json();

    // A cheaper date, travellers edited, the balance paid, the settings and the package changed.
    await move(id, D4, pkg.departures[2]!.id);
    await changeEverythingAround(id);

    const after = await pdfOf(invoiceUrl);
    expect(after.equals(issued)).toBe(true);
    expect(pdfText(after)).not.toContain('Budget');
    expect((await pdfOf(supplementaryUrl)).equals(supplementaryPdf)).toBe(true);
    // Listed as issued; the cheaper date is a new document: a credit note for the ₹10,000 less.
    const relisted = (await get(`/v1/bookings/${id}/tax-documents`)).json();
    expect(relisted.invoice).toEqual(listed.invoice);
    expect(relisted.supplementaryInvoices).toEqual(listed.supplementaryInvoices);
    expect(listed.invoice).toMatchObject({ number: invoice!.number, total: 10_000 });
    expect(relisted.creditNotes).toEqual([expect.objectContaining({ reason: 'reduction', amount: 10_000 })]);
    const note = await pdfOf(`/v1/bookings/${id}/credit-notes/${relisted.creditNotes[0].id}`);
    expect(pdfText(note)).toContain('Reason: Change of travel date: the price came down');
  });

  it('a document issued before snapshots is frozen on its first read, once, and stays so', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'full', 'legacy@example.com');
    const [invoice] = await invoicesOf(id);
    // As a row written before migration 0033 would be.
    await t.db.update(taxInvoices).set({ snapshot: null }).where(eq(taxInvoices.id, invoice!.id));
    const url = `/v1/bookings/${id}/invoice`;
    const [first, second] = await Promise.all([pdfOf(url), pdfOf(url)]);
    expect(first.equals(second)).toBe(true);
    const [frozen] = await invoicesOf(id);
    expect(frozen!.snapshot).toMatchObject({
      number: invoice!.number,
      amounts: { totalPaise: invoice!.totalPaise },
    });

    await t.db.update(tourPackages).set({ title: 'Renamed Once More' }).where(eq(tourPackages.id, pkg.id));
    await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, businessName: 'Another Name LLP' });
    expect((await pdfOf(url)).equals(first)).toBe(true);
  });

  it('a credit note’s PDF stays the same bytes too', async () => {
    const id = await paidOnStandard(t, pkg, D1, 'full', 'note@example.com');
    await move(id, D4, pkg.departures[2]!.id); // ₹5,000 back: a refund and its credit note
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, id));
    expect(note).toMatchObject({ reason: 'refund', amountPaise: 500_000 });
    const url = `/v1/bookings/${id}/credit-notes/${note!.refundId}`;
    const issued = await pdfOf(url);
    expect(pdfText(issued)).toContain('Total refunded (GST included) ₹5,000.00');
    await t.db.update(tourPackages).set({ title: 'Renamed Yet Again' }).where(eq(tourPackages.id, pkg.id));
    await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, businessName: 'Third Name LLP' });
    expect((await pdfOf(url)).equals(issued)).toBe(true);
    // The note is reachable by its own id as well.
    expect((await pdfOf(`/v1/bookings/${id}/credit-notes/${note!.id}`)).equals(issued)).toBe(true);
  });
});
