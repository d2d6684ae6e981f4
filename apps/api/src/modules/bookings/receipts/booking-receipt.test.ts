import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { paymentAttempts, refunds, tourDates } from '../../../db/schema.ts';
import { pdfText } from '../../../../test/support/pdf.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import { book, bookingPayload } from '../../../../test/support/bookings.ts';

let t: TestApp;
let pkg: TestPackage;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, { title: 'Goa Monsoon Escape' });
});
afterAll(() => t.close());

const receipt = (bookingId: string) => t.app.inject({ url: `/v1/bookings/${bookingId}/receipt` });

describe('GET /v1/bookings/{id}/receipt', () => {
  it('a PDF download naming the business, the booking, the payment and what is pending', async () => {
    const admin = await loginAdmin(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/settings',
      headers: bearer(admin.tokens.access.token),
      payload: {
        contactPhone: '0801234567',
        contactEmail: 'team@wayfarer.travel',
        socialLink: 'https://www.instagram.com/wayfarer',
        businessName: 'Wayfarer Journeys LLP',
        businessAddress: '12 MG Road, Bengaluru 560001',
        gstin: '29AAPFU0939F1ZR',
      },
    });
    expect(saved.statusCode).toBe(200);
    // Token on 2 adults at ₹50,000: ₹7,500 paid, ₹42,500 pending.
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const res = await receipt(bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${bookingNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(bookingNumber);
    expect(text).toContain('Wayfarer Journeys LLP');
    expect(text).toContain('12 MG Road, Bengaluru 560001');
    expect(text).toContain('GSTIN: 29AAPFU0939F1ZR');
    expect(text).toContain('Goa Monsoon Escape');
    expect(text).toContain('Room 1: 2 adults, 0 children');
    expect(text).toContain('Token payment');
    expect(text).toContain('₹7,500.00');
    expect(text).toContain('₹42,500.00');
    expect(text).toContain('₹50,000.00');
    expect(text).toMatch(/\d{2} \w{3} \d{4}, \d{2}:\d{2} IST/);
  });

  it('a booking on a date short of its minimum reads "Booked — trip not yet confirmed" (ADR 1304)', async () => {
    const date = addDays(firstBookableDate(), 60);
    const small = await createPublishedPackage(t.app, {
      title: 'Spiti Group Trip',
      dates: [{ date, seats: 20 }],
    });
    await t.db.update(tourDates).set({ minTravellers: 10 }).where(eq(tourDates.packageId, small.id));
    const { bookingId } = await paidBooking(t.app, small, { travelDate: date });
    const text = pdfText((await receipt(bookingId)).rawPayload);
    expect(text).toContain('Booked — trip not yet confirmed');
    expect(text).not.toMatch(/Status: Confirmed\n/);
    // Without a minimum the booking is confirmed.
    const open = await paidBooking(t.app, pkg);
    expect(pdfText((await receipt(open.bookingId)).rawPayload)).toMatch(/Status: Confirmed\n/);
  });

  it('lists completed refunds, not pending ones, and totals what went back', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { paymentType: 'full' });
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, bookingId));
    await t.db.insert(refunds).values([
      {
        bookingId,
        paymentAttemptId: attempt!.id,
        merchantTransactionId: `RF${Date.now()}A`,
        amountPaise: 1_234_500,
        status: 'COMPLETED',
        gatewayTransactionId: 'REFUND-T-1',
      },
      {
        bookingId,
        paymentAttemptId: attempt!.id,
        merchantTransactionId: `RF${Date.now()}B`,
        amountPaise: 999_900,
        status: 'PENDING',
      },
    ]);
    const text = pdfText((await receipt(bookingId)).rawPayload);
    expect(text).toContain('Full payment');
    expect(text).toContain('₹50,000.00');
    expect(text).toContain('Refund, transaction REFUND-T-1');
    expect(text).toContain('₹12,345.00');
    expect(text).not.toContain('₹9,999.00');
  });

  it('prints a name in Devanagari with the embedded Noto faces (ADR 1162)', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, { name: 'मीरा Nair' });
    const res = await receipt(bookingId);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('मीरा Nair');
  });

  it('409 when nothing was paid; 404 for an unknown booking', async () => {
    const created = await book(t.app, bookingPayload(pkg.id, pkg.departure.id));
    const unpaid = await receipt(created.json().bookingId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Nothing has been paid on this booking yet');
    const declined = await paidBooking(t.app, pkg, {}, 'decline');
    expect((await receipt(declined.bookingId)).statusCode).toBe(409);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await receipt(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
  });
});
