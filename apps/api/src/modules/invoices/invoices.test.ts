import { gstSplit } from '@wayfarer/shared/rules/gst';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings, taxInvoices } from '../../db/schema.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { bookingPayload } from '../../../test/support/bookings.ts';
import {
  FIRST_MINUTE_OF_FY,
  KARNATAKA_GSTIN,
  LAST_MINUTE_OF_FY,
  payAt,
  saveGstSettings,
  unpaidBooking,
} from '../../../test/support/invoices.ts';

// Tax invoices (ADR 1161): issued with the first payment when a GSTIN is set, numbered
// per financial year without gaps, CGST + SGST within the operator's state, IGST across.

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, { title: 'Coorg Coffee Trails' });
});
afterAll(() => t.close());

const invoiceOf = async (bookingId: string) =>
  (await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId)))[0];
const get = (url: string) => t.app.inject({ url });
// 2 adults at ₹25,000 each: ₹50,000.00 including GST.
const TOTAL = 50_000_00;

describe('without a GSTIN', () => {
  it('issues no invoice: the invoice answers 404 and the receipt stays a receipt', async () => {
    const booking = await unpaidBooking(t.app, pkg);
    await payAt(t.app, booking, new Date('2026-11-27T10:00:00+05:30'));
    expect(await invoiceOf(booking.bookingId)).toBeUndefined();
    const missing = await get(`/v1/bookings/${booking.bookingId}/invoice`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'INVOICE_NOT_FOUND',
      message: 'This booking has no tax invoice',
    });
    const docs = await get(`/v1/bookings/${booking.bookingId}/tax-documents`);
    expect(docs.json()).toEqual({ invoice: null, supplementaryInvoices: [], creditNotes: [] });
    expect((await get(`/v1/bookings/${booking.bookingId}/receipt`)).statusCode).toBe(200);
  });

  it('404 for an unknown booking', async () => {
    expect((await get('/v1/bookings/00000000-0000-4000-8000-000000000000/invoice')).statusCode).toBe(404);
    expect((await get('/v1/bookings/nope/tax-documents')).statusCode).toBe(404);
  });
});

describe('with a GSTIN', () => {
  beforeAll(async () => {
    await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN, gstRatePercent: 5, invoicePrefix: 'wf' });
  });

  it('stores the state chosen at checkout and refuses one that is no GST state', async () => {
    const { bookingId } = await unpaidBooking(t.app, pkg, { stateCode: '27' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.stateCode).toBe('27');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/bookings',
      payload: { ...bookingPayload(pkg.id, pkg.departure.id), stateCode: '99' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      path: 'stateCode',
      message: 'Choose a state from the list',
    });
  });

  it('404 before the first payment', async () => {
    const { bookingId } = await unpaidBooking(t.app, pkg);
    expect((await get(`/v1/bookings/${bookingId}/invoice`)).statusCode).toBe(404);
  });

  it('numbers per financial year: 31 March 23:59 and 1 April 00:00 India time', async () => {
    const march = await unpaidBooking(t.app, pkg);
    const april = await unpaidBooking(t.app, pkg, { stateCode: '27' });
    await payAt(t.app, march, LAST_MINUTE_OF_FY);
    await payAt(t.app, april, FIRST_MINUTE_OF_FY);
    expect((await invoiceOf(march.bookingId))!.number).toBe('WF/2026-27/1');
    expect((await invoiceOf(april.bookingId))!.number).toBe('WF/2027-28/1');
  });

  it('CGST + SGST within Karnataka, the odd paisa to CGST', async () => {
    const booking = await unpaidBooking(t.app, pkg, { stateCode: '29' });
    await payAt(t.app, booking, LAST_MINUTE_OF_FY);
    const invoice = (await invoiceOf(booking.bookingId))!;
    expect(invoice).toMatchObject({
      number: 'WF/2026-27/2',
      placeOfSupply: '29',
      supplierStateCode: '29',
      intraState: true,
      ratePercent: 5,
      totalPaise: TOTAL,
      // 50,000 × 100 / 105 = 47,619.0476… → 47,619.05; tax 2,380.95 → 1,190.48 + 1,190.47.
      taxablePaise: 47_619_05,
      cgstPaise: 1_190_48,
      sgstPaise: 1_190_47,
      igstPaise: 0,
      recipientName: 'Meera Nair',
    });
  });

  it('IGST for a traveller from another state; no state given means the operator’s', async () => {
    const maharashtra = await unpaidBooking(t.app, pkg, { stateCode: '27' });
    const unstated = await unpaidBooking(t.app, pkg);
    await payAt(t.app, maharashtra, LAST_MINUTE_OF_FY);
    await payAt(t.app, unstated, LAST_MINUTE_OF_FY);
    expect(await invoiceOf(maharashtra.bookingId)).toMatchObject({
      placeOfSupply: '27',
      intraState: false,
      ...gstSplit(TOTAL, 5, false),
      igstPaise: 2_380_95,
    });
    expect(await invoiceOf(unstated.bookingId)).toMatchObject({ placeOfSupply: '29', intraState: true });
  });

  it('the invoice PDF: "Tax Invoice", supplier, recipient, SAC, the tax and the payments received', async () => {
    const booking = await unpaidBooking(t.app, pkg, { stateCode: '33', name: 'கார்த்திக் Raman' });
    await payAt(t.app, booking, new Date('2026-12-01T12:00:00+05:30'));
    const res = await get(`/v1/bookings/${booking.bookingId}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = (await invoiceOf(booking.bookingId))!.number;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tax-invoice-${number.replace(/\//g, '-')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      `Invoice number: ${number}`,
      'Wayfarer Journeys LLP',
      `GSTIN: ${KARNATAKA_GSTIN}`,
      'State: Karnataka (29)',
      'Name: கார்த்திக் Raman',
      'Place of supply: Tamil Nadu (33)',
      'SAC: 998555',
      'Taxable value ₹47,619.05',
      'IGST @ 5% ₹2,380.95',
      'Total (GST included) ₹50,000.00',
      'Token payment',
      'Received ₹7,500.00',
      'Balance due ₹42,500.00',
    ]) {
      expect(text).toContain(expected);
    }
    const docs = await get(`/v1/bookings/${booking.bookingId}/tax-documents`);
    expect(docs.json()).toEqual({
      invoice: {
        number,
        issuedAt: '2026-12-01T06:30:00.000Z',
        total: 50_000,
        taxableValue: 47_619.05,
        tax: 2_380.95,
      },
      supplementaryInvoices: [],
      creditNotes: [],
    });
  });

  it('the GST summary: the admin’s, a month’s invoices with their totals', async () => {
    const admin = await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN });
    const res = await t.app.inject({
      url: '/v1/admin/gst-summary.csv?month=2027-03',
      headers: bearer(admin.tokens.access.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Document,Number,Date,Booking,Recipient,Place of supply,Against invoice,Rate (%),Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Total (INR)',
    );
    const rows = lines.filter((l) => l.startsWith('Tax invoice'));
    // 31 March's four invoices (WF/2026-27/1 … 4); 1 April's is in April.
    expect(rows.map((l) => l.split(',')[1])).toEqual([
      'WF/2026-27/1',
      'WF/2026-27/2',
      'WF/2026-27/3',
      'WF/2026-27/4',
    ]);
    expect(rows[1]).toContain(',2027-03-31,');
    expect(lines.at(-3)).toBe('Invoices total,,2027-03,,,,,,190476.20,3571.44,3571.41,2380.95,200000.00');
    expect(lines.at(-2)).toBe('Credit notes total,,2027-03,,,,,,0.00,0.00,0.00,0.00,0.00');

    // The bookings export carries each booking's invoice number, taxable value and GST.
    const exported = await t.app.inject({
      url: '/v1/bookings/export.csv',
      headers: bearer(admin.tokens.access.token),
    });
    expect(exported.body.split('\r\n')[0]).toMatch(
      /,Invoice number,Taxable value \(INR\),GST \(INR\),Next due \(INR\),Next due on$/,
    );
    expect(exported.body).toMatch(/,WF\/2026-27\/3,47619\.05,2380\.95,/);

    const bad = await t.app.inject({
      url: '/v1/admin/gst-summary.csv?month=2027-13',
      headers: bearer(admin.tokens.access.token),
    });
    expect(bad.statusCode).toBe(400);
    const user = await registerUser(t.app);
    const refused = await t.app.inject({
      url: '/v1/admin/gst-summary.csv?month=2027-03',
      headers: bearer(user.tokens.access.token),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/gst-summary.csv?month=2027-03' })).statusCode).toBe(401);
  });
});

// Round 4, item 6 (ADR 1301): a month the summary cannot mean is 400 naming `month`, never 500.
describe('GET /v1/admin/gst-summary.csv: the month, strictly', () => {
  it.each([
    ['9999-12', 'Choose a month from 2000-01 to 2100-12'],
    ['0000-01', 'Choose a month from 2000-01 to 2100-12'],
    ['1999-12', 'Choose a month from 2000-01 to 2100-12'],
    ['2101-01', 'Choose a month from 2000-01 to 2100-12'],
    ['2027-00', 'Choose a month as YYYY-MM'],
    ['2027-13', 'Choose a month as YYYY-MM'],
    ['2027-3', 'Choose a month as YYYY-MM'],
    ['%202027-03', 'Choose a month as YYYY-MM'],
    ['2027-03-01', 'Choose a month as YYYY-MM'],
    ['', 'Choose a month as YYYY-MM'],
  ])('month=%s is 400 naming month', async (month, message) => {
    const admin = await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN });
    const res = await t.app.inject({
      url: `/v1/admin/gst-summary.csv?month=${month}`,
      headers: bearer(admin.tokens.access.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'month', message }]);
  });

  it('the first and last months answer', async () => {
    const admin = await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN });
    for (const month of ['2000-01', '2100-12']) {
      const res = await t.app.inject({
        url: `/v1/admin/gst-summary.csv?month=${month}`,
        headers: bearer(admin.tokens.access.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`Invoices total,,${month},`);
    }
  });
});
