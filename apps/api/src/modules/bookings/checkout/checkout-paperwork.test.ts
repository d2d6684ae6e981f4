import { addDays, firstBookableDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import {
  bookings,
  creditNotes,
  paymentAttempts,
  refunds,
  taxInvoices,
  tourPackages,
} from '../../../db/schema.ts';
import { pdfText } from '../../../../test/support/pdf.ts';
import { KARNATAKA_GSTIN, saveGstSettings } from '../../../../test/support/invoices.ts';
import { applyRefundResult } from '../refunds/refund-state.ts';
import { book, bookingPayload, payPage } from '../../../../test/support/bookings.ts';

// ADR 1375-1377: a checkout's paperwork — a business booking's GSTIN on a B2B invoice with its
// state as the place of supply, the recipient's address from Rs 50,000 of taxable value (GST rule
// 46), and TCS on an overseas package against the lead traveller's PAN: charged with the first
// payment, receipted, given back in proportion on cancellation, reported in the monthly CSV.

let t: TestApp;
let pkg: TestPackage;
let overseas: TestPackage;
let admin: Record<string, string>;
const day = addDays(firstBookableDate(), 60);

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const PAN = 'ABCPE1234F';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  pkg = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 40 }] });
  overseas = await createPublishedPackage(t.app, { dates: [{ date: day, seats: 40 }] });
  await t.db.update(tourPackages).set({ isInternational: true }).where(eq(tourPackages.id, overseas.id));
  admin = bearer((await saveGstSettings(t.app, { gstin: KARNATAKA_GSTIN })).tokens.access.token);
});
afterAll(() => t.close());

const checkout = (p: TestPackage, extra: Record<string, unknown>) =>
  book(t.app, bookingPayload(p.id, p.departure.id, { travelDate: day, ...extra }));

async function paid(p: TestPackage, extra: Record<string, unknown>) {
  const res = await checkout(p, extra);
  expect(res.statusCode, res.body).toBe(201);
  const { bookingId, data } = res.json();
  await payPage(t.app, data.instrumentResponse.redirectInfo.url, 'success');
  return bookingId as string;
}

const pdfOf = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};
const paths = (res: { json: () => { errors?: { path: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path);
const invoiceOf = async (bookingId: string) =>
  (await t.db.select().from(taxInvoices).where(eq(taxInvoices.bookingId, bookingId)))[0]!;
const bookingRow = async (bookingId: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

describe('a business booking (B2B invoice)', () => {
  it('takes the name and GSTIN as a pair, the GSTIN with its check character', async () => {
    const noGstin = await checkout(pkg, { businessName: 'Acme Travels Pvt Ltd', email: 'b2b.1@example.com' });
    expect(noGstin.statusCode).toBe(400);
    expect(paths(noGstin)).toEqual(['businessGstin']);
    const noName = await checkout(pkg, { businessGstin: MAHARASHTRA_GSTIN, email: 'b2b.2@example.com' });
    expect(paths(noName)).toEqual(['businessName']);
    // 27's check character under another state's code.
    const wrong = await checkout(pkg, {
      businessName: 'Acme',
      businessGstin: '29AAPFU0939F1ZV',
      email: 'b2b.3@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(paths(wrong)).toContain('businessGstin');
  });

  it('prints the business and its GSTIN, the place of supply its state: IGST across states', async () => {
    const bookingId = await paid(pkg, {
      businessName: 'Acme Travels Pvt Ltd',
      businessGstin: ' 27aapfu0939f1zv ',
      // The traveller's own state is not the business's place of supply.
      stateCode: '29',
      email: 'b2b.igst@example.com',
    });
    const invoice = await invoiceOf(bookingId);
    expect(invoice).toMatchObject({
      recipientName: 'Acme Travels Pvt Ltd',
      recipientGstin: MAHARASHTRA_GSTIN,
      placeOfSupply: '27',
      intraState: false,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice.igstPaise).toBeGreaterThan(0);
    expect(invoice.snapshot?.recipient).toMatchObject({
      name: 'Acme Travels Pvt Ltd',
      gstin: MAHARASHTRA_GSTIN,
    });
    const text = await pdfOf(`/v1/bookings/${bookingId}/invoice`);
    for (const line of ['Acme Travels Pvt Ltd', MAHARASHTRA_GSTIN, 'Maharashtra (27)', 'IGST @ 5%'])
      expect(text).toContain(line);
  });

  it('charges CGST and SGST when the business is in the operator’s state', async () => {
    const bookingId = await paid(pkg, {
      businessName: 'Bengaluru Offsites LLP',
      businessGstin: KARNATAKA_GSTIN,
      stateCode: '27',
      email: 'b2b.cgst@example.com',
    });
    const invoice = await invoiceOf(bookingId);
    expect(invoice).toMatchObject({ placeOfSupply: '29', intraState: true, igstPaise: 0 });
    expect(invoice.cgstPaise + invoice.sgstPaise).toBeGreaterThan(0);
    expect(await pdfOf(`/v1/bookings/${bookingId}/invoice`)).toContain('CGST @ 2.5%');
  });
});

describe("the recipient's address from Rs 50,000 (GST rule 46)", () => {
  it('is not asked below Rs 50,000 of taxable value (Rs 50,000 with 5 % GST in it)', async () => {
    const res = await checkout(pkg, { email: 'addr.below@example.com' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is refused without the address and state from there, naming both', async () => {
    const res = await checkout(pkg, { adults: [2, 2], child: [0, 0], email: 'addr.missing@example.com' });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['billingAddress', 'stateCode']);
    const noState = await checkout(pkg, {
      adults: [2, 2],
      child: [0, 0],
      billingAddress: '4 Lake View Road, Kochi 682001',
      email: 'addr.nostate@example.com',
    });
    expect(paths(noState)).toEqual(['stateCode']);
  });

  it('prints the address and state on the invoice', async () => {
    const bookingId = await paid(pkg, {
      adults: [2, 2],
      child: [0, 0],
      billingAddress: '4 Lake View Road, Kochi 682001',
      stateCode: '32',
      email: 'addr.given@example.com',
    });
    const invoice = await invoiceOf(bookingId);
    expect(invoice).toMatchObject({
      recipientAddress: '4 Lake View Road, Kochi 682001',
      placeOfSupply: '32',
    });
    const text = await pdfOf(`/v1/bookings/${bookingId}/invoice`);
    expect(text).toContain('4 Lake View Road, Kochi 682001');
    expect(text).toContain('Kerala (32)');
  });
});

describe('TCS on an overseas package', () => {
  it("asks for the lead traveller's PAN: an individual's, in its format", async () => {
    const none = await checkout(overseas, { email: 'tcs.nopan@example.com' });
    expect(none.statusCode).toBe(400);
    expect(paths(none)).toEqual(['pan']);
    for (const pan of ['ABCPE1234', 'ABCCE1234F', '1BCPE1234F']) {
      const bad = await checkout(overseas, { pan, email: `tcs.bad.${pan}@example.com` });
      expect(bad.statusCode, pan).toBe(400);
      expect(paths(bad), pan).toEqual(['pan']);
    }
    // A package in India asks for none.
    expect((await checkout(pkg, { email: 'tcs.india@example.com' })).statusCode).toBe(201);
  });

  it('charges the default 2 % with the first payment, apart from what is paid of the price', async () => {
    const res = await checkout(overseas, { pan: 'abcpe1234f', email: 'tcs.default@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { bookingId } = res.json();
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, bookingId));
    // Rs 50,000: token Rs 7,500 + TCS 2 % of Rs 50,000 = Rs 1,000.
    expect(attempt).toMatchObject({ amountPaise: 850_000, tcsPaise: 100_000 });
    expect(await bookingRow(bookingId)).toMatchObject({ pan: PAN, tcsPaise: 100_000 });
  });

  it('applies the admin’s slab to the paisa, receipts it, refunds it in proportion and reports it', async () => {
    const rates = { ratePercent: 5, thresholdRupees: 60_000, highRatePercent: 20 };
    const anonymous = await t.app.inject({ method: 'PUT', url: '/v1/settings/tcs', payload: rates });
    expect(anonymous.statusCode).toBe(401);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/settings/tcs',
      headers: admin,
      payload: rates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = (id: string) =>
      t.app.inject({ url: `/v1/bookings/checkout-paperwork?tourPackageId=${id}` });
    expect((await asked(overseas.id)).json()).toEqual({
      ...rates,
      addressFromRupees: 52_500,
      international: true,
    });
    expect((await asked(pkg.id)).json()).toMatchObject({ international: false });
    expect((await asked('not-a-package')).statusCode).toBe(404);

    // Rs 99,999.99 after a coupon would be fiddly: two rooms, Rs 1,00,000 in full.
    const bookingId = await paid(overseas, {
      adults: [2, 2],
      child: [0, 0],
      paymentType: 'full',
      pan: PAN,
      billingAddress: '9 Marine Drive, Mumbai 400002',
      stateCode: '27',
      name: 'Asha Rao',
      email: 'tcs.slab@example.com',
    });
    // 5 % of Rs 60,000 + 20 % of Rs 40,000.
    expect(await bookingRow(bookingId)).toMatchObject({
      paidPaise: 10_000_000,
      tcsPaise: 1_100_000,
      tcsCollectedPaise: 1_100_000,
    });
    // The invoice is on the price alone.
    expect((await invoiceOf(bookingId)).totalPaise).toBe(10_000_000);

    const receipt = await pdfOf(`/v1/bookings/${bookingId}/receipt`);
    expect(receipt).toContain('TCS (collected for the Income-tax Department)');
    expect(receipt).toContain(PAN);
    expect(receipt).toContain('₹11,000.00');

    // Cancelled with Rs 25,000 back: a quarter of what is held, so a quarter of the TCS.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: admin,
      payload: { reason: 'Visa refused', refundAmount: 25_000 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(refund).toMatchObject({ amountPaise: 2_500_000 + 275_000, tcsPaise: 275_000 });
    const status = await applyRefundResult(
      t.db,
      refund!.id,
      { code: 'PAYMENT_SUCCESS', amountPaise: refund!.amountPaise },
      { now: new Date(), nextCheckAt: null },
    );
    expect(status).toBe('COMPLETED');
    expect(await bookingRow(bookingId)).toMatchObject({
      refundedPaise: 2_500_000,
      tcsRefundedPaise: 275_000,
    });
    // Its credit note gives back the price part only: TCS is no supply, so no GST on it.
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund!.id));
    expect(note).toMatchObject({ bookingId, amountPaise: 2_500_000 });

    const month = todayInIndia().slice(0, 7);
    const forbidden = await t.app.inject({ url: `/v1/admin/tcs-report.csv?month=${month}` });
    expect(forbidden.statusCode).toBe(401);
    const csv = await t.app.inject({ url: `/v1/admin/tcs-report.csv?month=${month}`, headers: admin });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Booking,Name,PAN,Entry,Amount (INR),TCS (collected for the Income-tax Department) (INR)',
    );
    const number = (await bookingRow(bookingId)).bookingNumber;
    expect(lines).toContain(`${todayInIndia()},${number},Asha Rao,${PAN},Collected,100000.00,11000.00`);
    expect(lines).toContain(`${todayInIndia()},${number},Asha Rao,${PAN},Refunded,-25000.00,-2750.00`);

    const bad = await t.app.inject({ url: '/v1/admin/tcs-report.csv?month=2026-13', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
