import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { taxInvoices } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { paidBooking } from '../../../test/support/manage.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../test/support/invoices.ts';

// ADR 1342: the signatory (name and designation, admin settings) prints on every tax
// document issued after it is set; it is part of the document's snapshot, so a document issued
// before a change is the same bytes after it.

let t: TestApp;
let pkg: TestPackage;
let admin: Record<string, string>;
const day = addDays(firstBookableDate(), 60);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  pkg = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 20 }] });
  admin = bearer((await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN })).tokens.access.token);
});
afterAll(() => t.close());

const pdfOf = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const sign = (signatoryName: string, signatoryDesignation: string) =>
  saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, signatoryName, signatoryDesignation });
const invoiceOf = async (bookingId: string) =>
  (await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId)))[0]!;

describe('the signatory on tax documents', () => {
  it('is an admin setting, trimmed, at most 100 characters each', async () => {
    await sign('  Priya Menon ', ' Director ');
    const settings = await t.app.inject({ url: '/v1/settings/admin', headers: admin });
    expect(settings.json()).toMatchObject({ signatoryName: 'Priya Menon', signatoryDesignation: 'Director' });
    // The public settings never carry it.
    expect((await t.app.inject({ url: '/v1/settings' })).json()).not.toHaveProperty('signatoryName');
    const long = await t.app.inject({
      method: 'POST',
      url: '/v1/settings',
      headers: admin,
      payload: {
        contactPhone: '0801234567',
        contactEmail: 'team@wayfarer.travel',
        socialLink: 'https://www.instagram.com/wayfarer',
        signatoryName: 'x'.repeat(101),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('signatoryName');
    await sign('', '');
  });

  it('prints from its setting on; an invoice issued before stays the same bytes', async () => {
    // Issued with no signatory set: no signature block.
    const before = await paidBooking(t.app, pkg, { travelDate: day, email: 'sign.before@example.com' });
    const beforeUrl = `/v1/bookings/${before.bookingId}/invoice`;
    const unsigned = await pdfOf(beforeUrl);
    expect(pdfText(unsigned)).not.toContain('Authorised signatory');
    expect((await invoiceOf(before.bookingId)).snapshot).not.toHaveProperty('signatory');

    await sign('Priya Menon', 'Director');
    expect((await pdfOf(beforeUrl)).equals(unsigned)).toBe(true);

    // Issued now: signed, and frozen so.
    const after = await paidBooking(t.app, pkg, { travelDate: day, email: 'sign.after@example.com' });
    const afterUrl = `/v1/bookings/${after.bookingId}/invoice`;
    const signed = await pdfOf(afterUrl);
    const text = pdfText(signed);
    for (const line of ['For Wayfarer Journeys LLP', 'Priya Menon', 'Director', 'Authorised signatory'])
      expect(text).toContain(line);
    expect((await invoiceOf(after.bookingId)).snapshot).toMatchObject({
      signatory: { name: 'Priya Menon', designation: 'Director' },
    });

    // A new signatory changes neither issued invoice; the next document carries the new one.
    await sign('Rahul Iyer', 'Chief Financial Officer');
    expect((await pdfOf(afterUrl)).equals(signed)).toBe(true);
    expect((await pdfOf(beforeUrl)).equals(unsigned)).toBe(true);

    // The credit note of a refund of the unsigned invoice's booking is issued now: it is signed.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${before.bookingId}/cancel`,
      headers: admin,
      payload: { reason: 'Plans changed', refundAmount: 1000 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const documents = (await t.app.inject({ url: `/v1/bookings/${before.bookingId}/tax-documents` })).json();
    expect(documents.creditNotes.length).toBeGreaterThan(0);
    for (const note of documents.creditNotes) {
      const noteText = pdfText(await pdfOf(`/v1/bookings/${before.bookingId}/credit-notes/${note.id}`));
      expect(noteText).toContain('Rahul Iyer');
      expect(noteText).toContain('Chief Financial Officer');
      expect(noteText).not.toContain('Priya Menon');
    }
    expect((await pdfOf(beforeUrl)).equals(unsigned)).toBe(true);
  });
});
