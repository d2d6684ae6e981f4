import { commissionPaise, SALES_OPERATIONS_RATE_BP } from '@wayfarer/shared/rules/commission';
import { addDays, formatTravelDate, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCreator, type TestCreator } from '../../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { type Callers, signInCallers } from '../../../test/roles.ts';
import { pdfAmount } from '../../lib/pdf.ts';
import { pdfText } from '../../../test/support/pdf.ts';
import { accrueForPayment, markPayableOnCompletion, reverseForRefund } from './earnings.service.ts';
import {
  insertAttempt,
  insertBooking,
  insertRefund,
  setBookingStatus,
  verifyEmailOf,
} from '../../../test/support/earnings.ts';

// GET /v1/payouts/{id}/statement.pdf: what the statement shows and who may read it.

let t: TestApp;
let callers: Callers;
let other: TestCreator;
let pkg: TestPackage;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  callers = await signInCallers(t.app);
  other = await registerCreator(t.app);
  await verifyEmailOf(t.db, callers.creatorRecord.userId);
  pkg = await createPublishedPackage(t.app, { creator: callers.creatorRecord, title: 'Coorg Coffee Trails' });
});
afterAll(() => t.close());

const db = () => t.db;
const statement = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/v1/payouts/${id}/statement.pdf`, headers });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: callers.admin, payload });

const TOKEN = 1_958_341;
const REFUND = 500_000;

/** A completed booking paid a token, part of it refunded: two payable rows. */
async function completedBooking() {
  const booking = await insertBooking(db(), pkg, { travelDate: addDays(today, -10) });
  const token = await insertAttempt(db(), booking.id, 'token', TOKEN);
  await db().transaction((tx) => accrueForPayment(tx, token, new Date()));
  const refund = await insertRefund(db(), booking.id, token, REFUND);
  await db().transaction((tx) => reverseForRefund(tx, refund, new Date()));
  await setBookingStatus(db(), booking.id, 'COMPLETED');
  await db().transaction((tx) => markPayableOnCompletion(tx, booking.id, new Date()));
  return booking;
}

describe('GET /v1/payouts/{id}/statement.pdf', () => {
  it('names the business, the creator, each row, the total, status, reference and paid-on date', async () => {
    const saved = await post('/v1/settings', {
      contactPhone: '0801234567',
      contactEmail: 'team@wayfarer.travel',
      socialLink: 'https://www.instagram.com/wayfarer',
      businessName: 'Wayfarer Journeys LLP',
      businessAddress: '12 MG Road, Bengaluru 560001',
      gstin: '29AAPFU0939F1ZR',
    });
    expect(saved.statusCode).toBe(200);
    const booking = await completedBooking();
    const created = await post('/v1/payouts', { creatorId: callers.creatorRecord.creator.id });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    const share = commissionPaise(TOKEN, SALES_OPERATIONS_RATE_BP);
    const back = commissionPaise(REFUND, SALES_OPERATIONS_RATE_BP);

    // Pending: no reference yet.
    const pending = await statement(id, callers.admin);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-type']).toBe('application/pdf');
    expect(pending.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="payout-${today}-${id.slice(0, 8)}\\.pdf"$`),
    );
    expect(pending.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pending.rawPayload)).toContain('Pending');

    const paid = await post(`/v1/payouts/${id}/paid`, { reference: 'UTR2026STMT0001', paidOn: today });
    expect(paid.statusCode).toBe(200);
    // The payout's creator reads the same statement.
    const res = await statement(id, callers.creator);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Wayfarer Journeys LLP',
      '12 MG Road, Bengaluru 560001',
      'GSTIN: 29AAPFU0939F1ZR',
      'Payout statement',
      callers.creatorRecord.creator.fullName,
      booking.bookingNumber,
      'Coorg Coffee Trails',
      'Payment',
      'Refund',
      '₹19,583.41', // the token, the base of the first row
      pdfAmount(share),
      pdfAmount(REFUND),
      pdfAmount(-back),
      '7 %',
      pdfAmount(share - back), // the total
      'Paid',
      'UTR2026STMT0001',
      formatTravelDate(today),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Pending');
  });

  it('an admin and the payout’s creator only: another creator 404, a plain user 403, anonymous 401', async () => {
    await completedBooking();
    const created = await post('/v1/payouts', { creatorId: callers.creatorRecord.creator.id });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    expect((await statement(id, callers.admin)).statusCode).toBe(200);
    expect((await statement(id, callers.creator)).statusCode).toBe(200);
    const stranger = await statement(id, bearer(other.token));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Payout not found');
    expect((await statement(id, callers.user)).statusCode).toBe(403);
    expect((await statement(id, {})).statusCode).toBe(401);
    for (const unknown of [crypto.randomUUID(), 'nope']) {
      expect((await statement(unknown, callers.admin)).statusCode).toBe(404);
    }
    // A cancelled payout still lists the rows it gathered, and says they are payable again.
    expect((await post(`/v1/payouts/${id}/cancel`)).statusCode).toBe(200);
    const cancelled = pdfText((await statement(id, callers.admin)).rawPayload);
    expect(cancelled).toContain('Cancelled');
    expect(cancelled).toContain('Coorg Coffee Trails');
  });
});
