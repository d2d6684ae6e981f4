import { describe, expect, it } from 'vitest';
import {
  book,
  bookingsTestApp,
  countBookings,
  gatewayDown,
  payload,
  t,
  withGatewayPay,
} from '../../../../test/support/bookings.ts';

// Creating a booking with an Idempotency-Key: a replay answers the first booking, a race makes
// one, and a key whose payment never started answers at once.

bookingsTestApp();

describe('Idempotency-Key', () => {
  it('the same key and body answer the same booking; another body 422', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await book(t.app, payload(), headers);
    expect(first.statusCode).toBe(201);
    const before = await countBookings();
    const again = await book(t.app, payload(), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countBookings()).toBe(before);
    const other = await book(t.app, payload({ adults: [1] }), headers);
    expect(other.statusCode).toBe(422);
    expect(await countBookings()).toBe(before);
  });

  it('two concurrent requests with one key make one booking', async () => {
    const headers = { 'idempotency-key': `race-${Date.now()}` };
    const before = await countBookings();
    const answers = await Promise.all([book(t.app, payload(), headers), book(t.app, payload(), headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().bookingId).toBe(answers[1]!.json().bookingId);
    expect(await countBookings()).toBe(before + 1);
  });
});

describe('Idempotency-Key, continued', () => {
  it('a key of 100 characters is taken, of 101 refused; a key is trimmed; a blank key is no key', async () => {
    const long = `${Date.now()}`.padEnd(100, 'k');
    expect((await book(t.app, payload(), { 'idempotency-key': long })).statusCode).toBe(201);
    const counted = await countBookings();
    const tooLong = await book(t.app, payload(), { 'idempotency-key': `${long}k` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('VALIDATION_FAILED');
    expect(await countBookings()).toBe(counted);
    const key = `trim-${Date.now()}`;
    const first = await book(t.app, payload(), { 'idempotency-key': key });
    const again = await book(t.app, payload(), { 'idempotency-key': ` ${key} ` });
    expect(again.json().bookingId).toBe(first.json().bookingId);
    const before = await countBookings();
    await book(t.app, payload(), { 'idempotency-key': '  ' });
    await book(t.app, payload(), { 'idempotency-key': '  ' });
    expect(await countBookings()).toBe(before + 2);
  });

  it('replaying a key whose payment never started answers 502 at once', async () => {
    const key = `down-again-${Date.now()}`;
    const down = await withGatewayPay(
      () => gatewayDown,
      () => book(t.app, payload(), { 'idempotency-key': key }),
    );
    expect(down.statusCode).toBe(502);
    const started = Date.now();
    const again = await book(t.app, payload(), { 'idempotency-key': key });
    expect(again.statusCode).toBe(502);
    expect(again.json().error).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    // The first request is over: no waiting for a redirect that will never come (40 × 250 ms).
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
