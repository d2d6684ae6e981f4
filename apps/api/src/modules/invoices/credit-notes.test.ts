import { gstSplit } from '@wayfarer/shared/rules/gst';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { creditNotes, taxInvoices } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import {
  KARNATAKA_GSTIN,
  payAt,
  refundAt,
  saveGstSettings,
  unpaidBooking,
} from '../../../test/support/invoices.ts';

// Credit notes (ADR 1161): one per completed refund of a booking with a tax invoice,
// numbered in their own series, the tax reversed in proportion, a full refund reversing it all.

let t: TestApp;
let pkg: TestPackage;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, { title: 'Coorg Coffee Trails' });
  const admin = await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, gstRatePercent: 5 });
  adminToken = admin.tokens.access.token;
});
afterAll(() => t.close());

const TOTAL = 50_000_00;
const PAID_AT = new Date('2026-12-01T10:00:00+05:30');
const notesOf = (bookingId: string) =>
  t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, bookingId)).orderBy(creditNotes.sequence);
const split = (n: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }) => ({
  taxablePaise: n.taxablePaise,
  cgstPaise: n.cgstPaise,
  sgstPaise: n.sgstPaise,
  igstPaise: n.igstPaise,
});

describe('credit notes', () => {
  it('a partial refund reverses the tax in proportion; the rest reverses what is left to the paisa', async () => {
    const booking = await unpaidBooking(t.app, pkg, { paymentType: 'full' });
    await payAt(t.app, booking, PAID_AT);
    const [invoice] = await t.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.bookingId, booking.bookingId));

    const first = await refundAt(t.app, booking, 12_345_67, new Date('2026-12-05T10:00:00+05:30'));
    const [note] = await notesOf(booking.bookingId);
    expect(note).toMatchObject({
      refundId: first,
      invoiceId: invoice!.id,
      number: 'WF/CN/2026-27/1',
      amountPaise: 12_345_67,
      // 12,345.67 × 100 / 105 = 11,757.78; tax 587.89 → 293.95 + 293.94.
      ...gstSplit(12_345_67, 5, true),
      taxablePaise: 11_757_78,
      cgstPaise: 293_95,
      sgstPaise: 293_94,
    });

    await refundAt(t.app, booking, TOTAL - 12_345_67, new Date('2026-12-06T10:00:00+05:30'));
    const notes = await notesOf(booking.bookingId);
    expect(notes.map((n) => n.number)).toEqual(['WF/CN/2026-27/1', 'WF/CN/2026-27/2']);
    const reversed = notes.reduce(
      (sum, n) => ({
        taxablePaise: sum.taxablePaise + n.taxablePaise,
        cgstPaise: sum.cgstPaise + n.cgstPaise,
        sgstPaise: sum.sgstPaise + n.sgstPaise,
        igstPaise: sum.igstPaise + n.igstPaise,
      }),
      { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    );
    expect(reversed).toEqual(split(invoice!));

    const pdf = await t.app.inject({ url: `/v1/bookings/${booking.bookingId}/credit-notes/${first}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Credit Note',
      'Credit note number: WF/CN/2026-27/1',
      `Against invoice: ${invoice!.number}`,
      'Taxable value ₹11,757.78',
      'CGST @ 2.5% ₹293.95',
      'SGST @ 2.5% ₹293.94',
      'Total refunded (GST included) ₹12,345.67',
    ]) {
      expect(text).toContain(expected);
    }
    const docs = await t.app.inject({ url: `/v1/bookings/${booking.bookingId}/tax-documents` });
    expect(docs.json().creditNotes).toEqual([
      expect.objectContaining({ refundId: first, number: 'WF/CN/2026-27/1', amount: 12_345.67, tax: 587.89 }),
      expect.objectContaining({ number: 'WF/CN/2026-27/2', amount: 37_654.33 }),
    ]);
  });

  it('a full refund in one go reverses the whole invoice; IGST stays IGST', async () => {
    const booking = await unpaidBooking(t.app, pkg, { paymentType: 'full', stateCode: '07' });
    await payAt(t.app, booking, PAID_AT);
    await refundAt(t.app, booking, TOTAL, new Date('2026-12-07T10:00:00+05:30'));
    const [note] = await notesOf(booking.bookingId);
    expect(note).toMatchObject({
      number: 'WF/CN/2026-27/3',
      amountPaise: TOTAL,
      ...gstSplit(TOTAL, 5, false),
    });
  });

  it('the GST summary lists the credit notes against their invoices and nets them out', async () => {
    const res = await t.app.inject({
      url: '/v1/admin/gst-summary.csv?month=2026-12',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    const notes = lines.filter((l) => l.startsWith('Credit note,'));
    expect(notes).toHaveLength(3);
    expect(notes[0]).toContain('WF/CN/2026-27/1,2026-12-05,');
    expect(notes[0]).toContain(',WF/2026-27/1,5,11757.78,293.95,293.94,0.00,12345.67');
    expect(lines.at(-2)).toBe('Credit notes total,,2026-12,,,,,,95238.10,1190.48,1190.47,2380.95,100000.00');
    expect(lines.at(-1)).toBe('Net,,2026-12,,,,,,0.00,0.00,0.00,0.00,0.00');
  });

  it('no credit note for a refund of a booking paid before a GSTIN was set; 404 for its PDF', async () => {
    await saveGstSettings(t.app, { gstin: '' });
    const booking = await unpaidBooking(t.app, pkg, { paymentType: 'full' });
    await payAt(t.app, booking, PAID_AT);
    await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN });
    const refundId = await refundAt(t.app, booking, 1_000_00, new Date('2026-12-08T10:00:00+05:30'));
    expect(await notesOf(booking.bookingId)).toEqual([]);
    const res = await t.app.inject({ url: `/v1/bookings/${booking.bookingId}/credit-notes/${refundId}` });
    expect(res.statusCode).toBe(404);
  });
});
