import { addDays, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, registerUser, type TestApp } from '../../../../test/helpers.ts';
import { registerCreator } from '../../../../test/factories.ts';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, earnings, emailJobs, paymentAttempts } from '../../../db/schema.ts';
import { pdfText } from '../../../../test/support/pdf.ts';
import { paidBooking } from '../../../../test/support/manage.ts';
import {
  asTraveller,
  book,
  bookingPayload,
  bookingRow,
  travelDate,
} from '../../../../test/support/bookings.ts';

// The operators' booking detail: who may see and act on a booking, notes, the
// confirmation resend, and the admin's offline payment with its bounds, earnings and receipt.

type Headers = Record<string, string>;
let t: TestApp;
let pkg: TestPackage;
let admin: Headers;
let creatorA: Headers;
let creatorB: Headers;
let user: Headers;

beforeAll(async () => {
  t = await createTestApp();
  pkg = await createPublishedPackage(t.app, { title: 'Spiti Winter Trail' });
  admin = bearer((await loginAdmin(t.app)).tokens.access.token);
  creatorA = bearer(pkg.creator.token);
  creatorB = bearer((await registerCreator(t.app)).token);
  user = bearer((await registerUser(t.app)).tokens.access.token);
});
afterAll(() => t.close());

const detail = (bookingId: string, headers: Headers = admin) =>
  t.app.inject({ url: `/v1/bookings/${bookingId}`, headers });
const addNote = (bookingId: string, text: unknown, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/notes`, headers, payload: { text } });
const resend = (bookingId: string, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `/v1/bookings/${bookingId}/resend-confirmation`, headers });
const today = () => todayInIndia();
const offline = (bookingId: string, body: Record<string, unknown>, headers: Headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/bookings/${bookingId}/payments`,
    headers,
    payload: { method: 'bank_transfer', reference: 'UTR0001', paidOn: today(), ...body },
  });

/** The traveller's confirmation e-mails queued for a booking number. */
async function confirmationsOf(bookingNumber: string) {
  return t.db
    .select()
    .from(emailJobs)
    .where(like(emailJobs.subject, `Tour Confirmation ${bookingNumber}:%`));
}

describe('GET /v1/bookings/{id} (operators)', () => {
  it('the admin and the package’s creator see everything, ID numbers unmasked', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg, { travelDate: travelDate(20) });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${bookingId}/travellers`,
      headers: asTraveller(bookingId),
      payload: [
        { name: 'Meera Nair', age: 34, gender: 'female', idType: 'passport', idNumber: 'Z1234567' },
        { name: 'Arjun Nair', age: 36 },
      ],
    });
    expect(saved.statusCode).toBe(200);

    for (const headers of [admin, creatorA]) {
      const res = await detail(bookingId, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        bookingId,
        bookingNumber,
        contact: { name: 'Meera Nair', email: 'meera@example.com', phone: '9876543210' },
        tourPackage: { id: pkg.id, title: 'Spiti Winter Trail' },
        departure: { id: pkg.departure.id },
        people: 2,
        rooms: [{ adult: 2, child: 0, price: 50_000 }],
        total: 50_000,
        paid: 7_500,
        pending: 42_500,
        bookingStatus: 'CONFIRMED',
        balanceOverdue: false,
        notes: [],
        cancellation: null,
      });
      expect(body.travellers[0]).toMatchObject({ name: 'Meera Nair', idNumber: 'Z1234567' });
      expect(body.payments).toHaveLength(1);
      expect(body.payments[0]).toMatchObject({ kind: 'token', amount: 7_500, status: 'PAYMENT_SUCCESS' });
      expect(body.payments[0].merchantTransactionId).toMatch(/^WF\d+T[0-9A-F]{12}$/);
      expect(body.payments[0].gatewayTransactionId).toEqual(expect.any(String));
    }
    expect((await detail(bookingId, admin)).json().actions).toEqual({
      recordPayment: true,
      recordRefund: true,
      cancel: true,
      resendConfirmation: true,
      changeTravellers: true,
      renameTravellers: true,
    });
    // The creator may not record payments or refunds nor cancel: the page offers none of them.
    expect((await detail(bookingId, creatorA)).json().actions).toEqual({
      recordPayment: false,
      recordRefund: false,
      cancel: false,
      resendConfirmation: true,
      changeTravellers: false,
      renameTravellers: false,
    });
  });

  it('another creator gets 404 on the detail, notes and resend; a plain user 403; anonymous 401', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const before = (await confirmationsOf(bookingNumber)).length;
    expect((await detail(bookingId, creatorB)).statusCode).toBe(404);
    expect((await addNote(bookingId, 'Not mine', creatorB)).statusCode).toBe(404);
    expect((await resend(bookingId, creatorB)).statusCode).toBe(404);
    expect((await detail(bookingId, user)).statusCode).toBe(403);
    expect((await addNote(bookingId, 'Nope', user)).statusCode).toBe(403);
    expect((await resend(bookingId, user)).statusCode).toBe(403);
    expect((await detail(bookingId, {})).statusCode).toBe(401);
    expect((await addNote(bookingId, 'Nope', {})).statusCode).toBe(401);
    expect((await resend(bookingId, {})).statusCode).toBe(401);
    // Nothing was written by the refused calls.
    expect((await detail(bookingId)).json().notes).toEqual([]);
    expect((await confirmationsOf(bookingNumber)).length).toBe(before);
    // An unknown or malformed id is a 404, not a crash.
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('not-a-uuid')).statusCode).toBe(404);
  });

  it('the public, masked read and the list keep their own routes', async () => {
    const { bookingId } = await paidBooking(t.app, pkg);
    const masked = await t.app.inject({ url: `/v1/bookings/booking/${bookingId}` });
    expect(masked.statusCode).toBe(200);
    expect(masked.json().contact).toBeUndefined();
    const list = await t.app.inject({ url: '/v1/bookings', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual(expect.any(Array));
  });
});

describe('POST /v1/bookings/{id}/notes', () => {
  it('keeps notes by the admin and the creator, with author and time, oldest first', async () => {
    const { bookingId } = await paidBooking(t.app, pkg);
    const first = await addNote(bookingId, '  Called the traveller about the pickup.  ');
    expect(first.statusCode).toBe(201);
    const second = await addNote(bookingId, 'x'.repeat(2000), creatorA);
    expect(second.statusCode).toBe(201);
    const notes = second.json().notes;
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({
      text: 'Called the traveller about the pickup.',
      author: { name: 'Admin' },
    });
    expect(notes[1].text).toHaveLength(2000);
    expect(notes[1].author.name).toEqual(expect.any(String));
    expect(Date.parse(notes[0].createdAt)).not.toBeNaN();
  });

  it('refuses an empty or blank note and one over 2000 characters, writing nothing', async () => {
    const { bookingId } = await paidBooking(t.app, pkg);
    for (const text of ['', '   ', 'x'.repeat(2001), undefined, 42]) {
      const res = await addNote(bookingId, text);
      expect(res.statusCode, String(text).slice(0, 10)).toBe(400);
    }
    expect((await detail(bookingId)).json().notes).toEqual([]);
  });
});

describe('POST /v1/bookings/{id}/resend-confirmation', () => {
  it('queues a new confirmation e-mail to the traveller, at most once a minute (202, else 429)', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    const before = await confirmationsOf(bookingNumber);
    expect(before).toHaveLength(1);
    expect((await resend(bookingId)).statusCode).toBe(202);
    // Pressed again within the minute (twice at once, too): 429 with the wait, no e-mail.
    const again = await Promise.all([resend(bookingId, creatorA), resend(bookingId)]);
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(again[0]!.json().message).toMatch(
      /^The confirmation was just sent\. Wait \d+ seconds? before sending it again\.$/,
    );
    expect(await confirmationsOf(bookingNumber)).toHaveLength(2);
    // A minute later it may be sent again.
    await t.db
      .update(bookings)
      .set({ confirmationResentAt: new Date(Date.now() - 61_000) })
      .where(eq(bookings.id, bookingId));
    expect((await resend(bookingId, creatorA)).statusCode).toBe(202);
    const after = await confirmationsOf(bookingNumber);
    expect(after).toHaveLength(3);
    for (const job of after) {
      expect(job.to).toBe('meera@example.com');
      expect(job.status).toBe('pending');
      expect(job.text).toContain(`/booking/${bookingId}`);
    }
  });

  it('409 when nothing was paid (no confirmation to send)', async () => {
    const { bookingId } = await paidBooking(t.app, pkg, {}, 'decline');
    expect((await resend(bookingId)).statusCode).toBe(409);
  });
});

describe('POST /v1/bookings/{id}/payments (offline, ADMIN)', () => {
  it('only an admin: a creator (even the owner) and a plain user 403, anonymous 401', async () => {
    const { bookingId } = await paidBooking(t.app, pkg);
    expect((await offline(bookingId, { amount: 100 }, creatorA)).statusCode).toBe(403);
    expect((await offline(bookingId, { amount: 100 }, user)).statusCode).toBe(403);
    expect((await offline(bookingId, { amount: 100 }, {})).statusCode).toBe(401);
    expect((await bookingRow(t.app, bookingId)).paidPaise).toBe(750_000);
  });

  it('400 for 0, a negative, three decimals, over pending, a future date or an unknown method', async () => {
    const { bookingId } = await paidBooking(t.app, pkg);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 10.005 }, 'amount'],
      [{ amount: 42_500.01 }, 'amount'],
      [{ amount: 100, paidOn: addDays(today(), 1) }, 'paidOn'],
      [{ amount: 100, paidOn: '2026-02-30' }, 'paidOn'],
      [{ amount: 100, method: 'cheque' }, 'method'],
      [{ amount: 100, reference: '  ' }, 'reference'],
    ];
    for (const [body, path] of cases) {
      const res = await offline(bookingId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(path);
    }
    expect((await bookingRow(t.app, bookingId)).paidPaise).toBe(750_000);
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.kind, 'offline')));
    expect(attempts).toEqual([]);
  });

  it('a part, then exactly the rest: fully paid to the paisa, earnings accrued, e-mails queued, on the receipt', async () => {
    const { bookingId, bookingNumber } = await paidBooking(t.app, pkg);
    // Booked three days ago: a payment dated two days ago is after the booking.
    await t.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bookings.id, bookingId));
    const part = await offline(bookingId, {
      amount: 12_345.67,
      method: 'bank_transfer',
      reference: 'UTR9988776655',
      paidOn: addDays(today(), -2),
    });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ paid: 19_845.67, pending: 30_154.33, bookingStatus: 'CONFIRMED' });
    const rest = await offline(bookingId, { amount: 30_154.33, method: 'cash', reference: 'Receipt 42' });
    expect(rest.statusCode).toBe(201);
    const body = rest.json();
    expect(body).toMatchObject({ paid: 50_000, pending: 0 });
    expect(body.actions.recordPayment).toBe(false);
    const offlines = body.payments.filter((p: { kind: string }) => p.kind === 'offline');
    expect(offlines).toHaveLength(2);
    expect(offlines[0]).toMatchObject({
      amount: 12_345.67,
      status: 'PAYMENT_SUCCESS',
      offline: {
        method: 'bank_transfer',
        reference: 'UTR9988776655',
        paidOn: addDays(today(), -2),
        recordedBy: 'Admin',
      },
    });
    expect((await bookingRow(t.app, bookingId)).paidPaise).toBe(5_000_000);
    // Nothing pending: a third payment is refused.
    expect((await offline(bookingId, { amount: 1 })).statusCode).toBe(409);

    // The creator's share accrued once per offline payment, in paise of what was received.
    for (const p of offlines) {
      const rows = await t.db.select().from(earnings).where(eq(earnings.paymentAttemptId, p.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'ACCRUED', basePaise: Math.round(p.amount * 100) });
    }
    // The traveller hears of each payment.
    const received = await t.db
      .select()
      .from(emailJobs)
      .where(like(emailJobs.subject, `Payment received ${bookingNumber}:%`));
    expect(received).toHaveLength(2);
    expect(received.map((j) => j.text).join('\n')).toContain('₹12,345.67');

    const receipt = await t.app.inject({ url: `/v1/bookings/${bookingId}/receipt` });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Offline payment (Bank transfer), reference UTR9988776655');
    expect(text).toContain('Offline payment (Cash), reference Receipt 42');
    expect(text).toContain('₹12,345.67');
    expect(text).toContain('₹30,154.33');
  });

  it('409 on a booking never paid or cancelled', async () => {
    const unpaid = await paidBooking(t.app, pkg, {}, 'decline');
    expect((await offline(unpaid.bookingId, { amount: 100 })).statusCode).toBe(409);
    const created = await book(t.app, bookingPayload(pkg.id, pkg.departure.id));
    expect((await offline(created.json().bookingId, { amount: 100 })).statusCode).toBe(409);

    const { bookingId } = await paidBooking(t.app, pkg);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/bookings/${bookingId}/cancel`,
      headers: admin,
      payload: { reason: 'Traveller called' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await offline(bookingId, { amount: 100 })).statusCode).toBe(409);
    expect((await detail(bookingId)).json().actions).toEqual({
      recordPayment: false,
      recordRefund: true,
      cancel: false,
      resendConfirmation: false,
      changeTravellers: false,
      renameTravellers: false,
    });
  });
});
