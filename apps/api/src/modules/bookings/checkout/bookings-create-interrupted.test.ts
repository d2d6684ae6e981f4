import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedPackage, type TestPackage } from '../../../../test/package-factory.ts';
import { bookings, paymentAttempts, phonepeSandboxTransactions, seatHolds } from '../../../db/schema.ts';
import { type PaymentGateway, SandboxStore } from '../../payments/index.ts';
import {
  book,
  bookingPayload,
  bookingsTestApp,
  payPage,
  t,
  withGatewayPay,
} from '../../../../test/support/bookings.ts';
import { forgetUnsavedPayPages, PAY_REQUEST_OVER_MS } from './bookings.service.ts';

// ADR 1309: a checkout whose database connection dropped between the gateway's answer
// and saving the pay page's address. Faults are injected on both databases: the first
// `fail_saves` statements that save an attempt's pay page fail as on a lost connection.

bookingsTestApp();

const day = addDays(firstBookableDate(), 12);
let capped: TestPackage;

beforeAll(async () => {
  capped = await createPublishedPackage(t.app, { dates: [day], seats: 10 });
  for (const statement of [
    'create sequence checkout_fault_seq',
    'create table checkout_faults (fail_saves int not null)',
    'insert into checkout_faults values (0)',
    `create function checkout_fail_save() returns trigger language plpgsql as $$
     begin
       if nextval('checkout_fault_seq') <= (select fail_saves from checkout_faults) then
         raise exception 'injected: the connection was lost' using errcode = '08006';
       end if;
       return new;
     end $$`,
    `create trigger checkout_fail_save before update on payment_attempts for each row
       when (new.redirect_url is not null and old.redirect_url is null) execute function checkout_fail_save()`,
  ]) {
    await t.db.execute(sql.raw(statement));
  }
});
afterEach(() => failSaves(0));
// Before the app's own afterAll closes it (hooks after run last first): the worker hands this
// database on only with the migrations' schema (test/database-baseline.ts).
afterAll(async () => {
  for (const statement of [
    'drop trigger checkout_fail_save on payment_attempts',
    'drop function checkout_fail_save()',
    'drop table checkout_faults',
    'drop sequence checkout_fault_seq',
  ])
    await t.db.execute(sql.raw(statement));
});

async function failSaves(n: number) {
  await t.db.execute(sql.raw(`select setval('checkout_fault_seq', 1, false)`));
  await t.db.execute(sql.raw(`update checkout_faults set fail_saves = ${n}`));
}

let n = 0;
const checkout = (headers: Record<string, string>) => {
  n += 1;
  return book(
    t.app,
    bookingPayload(capped.id, capped.departure.id, { travelDate: day, email: `cut.${n}@example.com` }),
    headers,
  );
};
const replay = (email: string, headers: Record<string, string>) =>
  book(t.app, bookingPayload(capped.id, capped.departure.id, { travelDate: day, email }), headers);

/** The gateway's pay requests counted (the real sandbox answers them unless `pay` is given). */
function counting(pay?: PaymentGateway['pay']) {
  const calls: string[] = [];
  const wrap =
    (real: PaymentGateway['pay']): PaymentGateway['pay'] =>
    async (req) => {
      calls.push(req.merchantTransactionId);
      return (pay ?? real)(req);
    };
  return { calls, wrap };
}

async function rowsOf(bookingId: string) {
  const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  const holds = await t.db.select().from(seatHolds).where(eq(seatHolds.bookingId, bookingId));
  const orders = await t.db
    .select({ n: count() })
    .from(phonepeSandboxTransactions)
    .where(eq(phonepeSandboxTransactions.merchantTransactionId, attempts[0]!.merchantTransactionId));
  return { attempts, holds, gatewayOrders: orders[0]!.n };
}

/** As if the first request's pay request were long over (PAY_REQUEST_OVER_MS ago). */
const ageAttempt = (id: string) =>
  t.db
    .update(paymentAttempts)
    .set({ createdAt: new Date(Date.now() - PAY_REQUEST_OVER_MS - 1000) })
    .where(eq(paymentAttempts.id, id));

/**
 * A checkout whose instance died after its pay request: answered 201 from memory, the page's
 * address never saved, the process's memory gone, and its pay request long over. `firstPay`
 * answers that pay request instead of the sandbox (which takes the order).
 */
async function diedAfterThePayRequest(
  headers: Record<string, string>,
  firstPay?: ReturnType<typeof counting>,
) {
  await failSaves(1000);
  const first = firstPay
    ? await withGatewayPay(firstPay.wrap, () => checkout(headers))
    : await checkout(headers);
  expect(first.statusCode).toBe(201);
  const { bookingId } = first.json();
  forgetUnsavedPayPages();
  await failSaves(0);
  const [attempt] = (await rowsOf(bookingId)).attempts;
  await ageAttempt(attempt!.id);
  return { bookingId: bookingId as string, attempt: attempt! };
}

describe('a checkout whose pay page could not be saved', () => {
  it('the save fails once: 201 with the pay page, and a retry with the same key answers the same', async () => {
    const headers = { 'idempotency-key': `cut-once-${Date.now()}` };
    const gateway = counting();
    await failSaves(1);
    const first = await withGatewayPay(gateway.wrap, () => checkout(headers));
    expect(first.statusCode).toBe(201);
    const { bookingId, data, bookingNumber } = first.json();
    const url = data.instrumentResponse.redirectInfo.url;
    const again = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ bookingId, bookingNumber, data: first.json().data });
    const { attempts, holds, gatewayOrders } = await rowsOf(bookingId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ redirectUrl: url, status: 'PENDING' });
    expect(holds).toHaveLength(1);
    expect(gatewayOrders).toBe(1);
    expect(gateway.calls).toHaveLength(1);
  });

  it('the database stays away after the gateway answered: 201 with the page, a retry answers it, and it is saved once the database is back', async () => {
    const headers = { 'idempotency-key': `cut-long-${Date.now()}` };
    const gateway = counting();
    await failSaves(1000);
    const first = await withGatewayPay(gateway.wrap, () => checkout(headers));
    expect(first.statusCode).toBe(201);
    const { bookingId } = first.json();
    const url = first.json().data.instrumentResponse.redirectInfo.url;
    expect((await rowsOf(bookingId)).attempts[0]!.redirectUrl).toBeNull();
    // Retried while the database still refuses the save: the same page, from this instance.
    const during = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(during.statusCode).toBe(201);
    expect(during.json().data.instrumentResponse.redirectInfo.url).toBe(url);
    await failSaves(0);
    const after = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(after.json().data.instrumentResponse.redirectInfo.url).toBe(url);
    const { attempts, holds, gatewayOrders } = await rowsOf(bookingId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.redirectUrl).toBe(url);
    expect(holds).toHaveLength(1);
    expect(gatewayOrders).toBe(1);
    expect(gateway.calls).toHaveLength(1);
    // The page works: paid once, confirmed.
    expect((await payPage(t.app, url, 'success')).statusCode).toBe(303);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAYMENT_SUCCESS' });
  });

  it('the instance died before its pay request reached the gateway: a retry asks again under the same merchant id and completes', async () => {
    const headers = { 'idempotency-key': `cut-died-${Date.now()}` };
    // The process "had" a page (its pay request never reached the sandbox), could not save it, and died.
    const lost = counting(async () => ({ redirectUrl: 'https://gateway.example/lost-with-the-process' }));
    const { bookingId, attempt } = await diedAfterThePayRequest(headers, lost);

    const gateway = counting();
    const retried = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(retried.statusCode).toBe(201);
    expect(retried.json().bookingId).toBe(bookingId);
    const url = retried.json().data.instrumentResponse.redirectInfo.url;
    expect(url).not.toContain('lost-with-the-process');
    expect(gateway.calls).toEqual([attempt.merchantTransactionId]);
    const { attempts, holds, gatewayOrders } = await rowsOf(bookingId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.redirectUrl).toBe(url);
    expect(holds).toHaveLength(1);
    expect(gatewayOrders).toBe(1);
    expect((await payPage(t.app, url, 'success')).statusCode).toBe(303);
    // Once more: the saved page, no third pay request.
    const again = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(again.json().data.instrumentResponse.redirectInfo.url).toBe(url);
    expect(gateway.calls).toHaveLength(1);
  });

  it('the instance died after the gateway took the order: no second order; 502 until the attempt is decided', async () => {
    const headers = { 'idempotency-key': `cut-taken-${Date.now()}` };
    const { bookingId } = await diedAfterThePayRequest(headers);

    const gateway = counting();
    const retried = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(retried.statusCode).toBe(502);
    expect(gateway.calls).toHaveLength(0);
    const { attempts, holds, gatewayOrders } = await rowsOf(bookingId);
    expect(attempts).toHaveLength(1);
    // Still the reconciler's to time out; the seats stay held meanwhile.
    expect(attempts[0]!.status).toBe('PAYMENT_PENDING');
    expect(holds).toHaveLength(1);
    expect(gatewayOrders).toBe(1);
  });

  it('the instance died after the gateway took the order, and the traveller paid on it: a retry confirms the booking and answers the result page', async () => {
    const headers = { 'idempotency-key': `cut-paid-${Date.now()}` };
    const { bookingId, attempt } = await diedAfterThePayRequest(headers);
    // Paid on the page the first answer gave, its notice lost: only the gateway knows.
    const store = new SandboxStore(t.db);
    await store.decide((await store.get(attempt.merchantTransactionId))!, 'success');

    const gateway = counting();
    const retried = await withGatewayPay(gateway.wrap, () => replay(`cut.${n}@example.com`, headers));
    expect(retried.statusCode).toBe(201);
    expect(retried.json().bookingId).toBe(bookingId);
    expect(retried.json().data.instrumentResponse.redirectInfo.url).toMatch(
      new RegExp(`/booking/payment-complete/${bookingId}$`),
    );
    expect(gateway.calls).toHaveLength(0);
    const { attempts, holds } = await rowsOf(bookingId);
    expect(attempts[0]!.status).toBe('PAYMENT_SUCCESS');
    expect(holds[0]!.status).toBe('confirmed');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.status).toBe('CONFIRMED');
  });
});
