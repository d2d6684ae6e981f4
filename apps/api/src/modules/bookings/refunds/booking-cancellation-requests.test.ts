import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../../test/helpers.ts';
import { createPublishedPackage } from '../../../../test/package-factory.ts';
import { emailJobs } from '../../../db/schema.ts';
import { getBookingPage } from '../booking-reads.service.ts';
import {
  asTraveller,
  admin,
  asSent,
  awkward,
  book,
  bookingPayload,
  bookingRow,
  callers,
  cancelHttp,
  cancellationTestApp,
  awkwardBooking,
  payPage,
  t,
  TRAVEL,
  travelDate,
  urlOf,
} from '../../../../test/support/bookings.ts';

// The traveller's side of a cancellation: the refund quote and the request, and the admins' list
// with its booking status and overdue balance.

cancellationTestApp();

const requestHttp = (bookingId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${bookingId}/cancellation-request`,
    headers: asTraveller(bookingId),
    payload,
  });

describe('the refund quote and the traveller’s request', () => {
  it('GET refund-quote: 404 unknown, 409 unpaid or cancelled, the policy’s figures otherwise', async () => {
    expect((await t.app.inject({ url: '/v1/bookings/nope/refund-quote' })).statusCode).toBe(404);
    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], travelDate: TRAVEL }),
    );
    const notPaid = await t.app.inject({ url: `/v1/bookings/${unpaid.json().bookingId}/refund-quote` });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Nothing has been paid on this booking yet');

    const bookingId = await awkwardBooking('token');
    const quote = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    expect(quote.statusCode).toBe(200);
    // 60 days out: 20 % of ₹10,000.10 = ₹2,000.02 kept; the ₹1,500.02 token comes back as nothing.
    expect(quote.json()).toMatchObject({
      deductionPercent: 20,
      deduction: 2000.02,
      paid: 1500.02,
      refundAmount: 0,
    });

    await cancelHttp(bookingId, { reason: 'x' });
    const cancelled = await t.app.inject({ url: `/v1/bookings/${bookingId}/refund-quote` });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This booking is cancelled');
  });

  it('POST cancellation-request: 201 with the booking, traveller and admins told, then 409s', async () => {
    const bookingId = await awkwardBooking('full');
    expect((await requestHttp(bookingId, { reason: '  ' })).statusCode).toBe(400);
    const res = await requestHttp(bookingId, { reason: 'Family emergency' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId,
      bookingStatus: 'CANCELLATION_REQUESTED',
      cancellation: { reason: 'Family emergency', cancelledAt: null, quote: { deductionPercent: 20 } },
      // Answered to the holder of the manage key the route checked: the page it updates stays whole.
      manageable: true,
    });
    expect(res.json().cancellation.requestedAt).toEqual(expect.any(String));

    const { bookingNumber } = await bookingRow(t.app, bookingId);
    const mails = (await t.db.select().from(emailJobs)).filter((m) => m.subject.includes(bookingNumber));
    const requested = mails.filter((m) => m.subject.startsWith('Cancellation request'));
    expect(requested.map((m) => m.to).sort()).toEqual([TEST_ADMIN.email, 'meera@example.com']);
    const traveller = requested.find((m) => m.to === 'meera@example.com')!;
    expect(asSent(t.app, traveller).text).toContain(`${t.config.publicUrl}/booking/${bookingId}`);
    expect(traveller.text).toContain('Reason: Family emergency');

    const again = await requestHttp(bookingId, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A cancellation was already requested for this booking');

    // It shows in the admins' queue of requests, then the admin cancels it.
    const queue = await t.app.inject({
      url: '/v1/bookings?bookingStatus=CANCELLATION_REQUESTED',
      headers: callers.admin,
    });
    expect(queue.json().results.map((r: { bookingId: string }) => r.bookingId)).toContain(bookingId);
    expect(
      queue
        .json()
        .results.every((r: { bookingStatus: string }) => r.bookingStatus === 'CANCELLATION_REQUESTED'),
    ).toBe(true);
    const cancelled = await cancelHttp(bookingId, { reason: 'As asked' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().bookingStatus).toBe('CANCELLED');
    expect((await requestHttp(bookingId, { reason: 'x' })).json().message).toBe(
      'This booking can no longer be cancelled',
    );

    const unpaid = await book(
      t.app,
      bookingPayload(awkward.id, awkward.departure.id, { adults: [1], child: [0], travelDate: TRAVEL }),
    );
    const notPaid = await requestHttp(unpaid.json().bookingId, { reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('This booking can no longer be cancelled');
    expect((await requestHttp('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the booking list', () => {
  it('rows carry bookingStatus, pendingAmount and balanceOverdue; both filters work', async () => {
    // Travel in 5 days: the balance is due at once, overdue from tomorrow.
    const soon = await createPublishedPackage(t.app);
    const created = await book(
      t.app,
      bookingPayload(soon.id, soon.departure.id, { travelDate: travelDate(5) }),
    );
    await payPage(t.app, urlOf(created), 'success');
    const bookingId = created.json().bookingId as string;
    const query = {
      page: 1,
      search: created.json().bookingNumber,
      status: '' as const,
      bookingStatus: '' as const,
    };
    const today = await getBookingPage(t.db, admin, query, new Date());
    expect(today.results).toEqual([
      expect.objectContaining({
        bookingId,
        bookingStatus: 'CONFIRMED',
        pendingAmount: 42500,
        balanceOverdue: false,
      }),
    ]);
    const later = await getBookingPage(t.db, admin, query, new Date(Date.now() + 2 * 86_400_000));
    expect(later.results[0]!.balanceOverdue).toBe(true);

    const confirmed = await t.app.inject({
      url: `/v1/bookings?bookingStatus=CONFIRMED&status=PAYMENT_SUCCESS&search=${created.json().bookingNumber}`,
      headers: callers.admin,
    });
    expect(confirmed.json().totalResults).toBe(1);
    const none = await t.app.inject({
      url: `/v1/bookings?bookingStatus=CANCELLED&search=${created.json().bookingNumber}`,
      headers: callers.admin,
    });
    expect(none.json().totalResults).toBe(0);
  });
});
