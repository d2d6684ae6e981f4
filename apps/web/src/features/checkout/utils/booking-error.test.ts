import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { bookingErrorOf } from './booking-error';

const amounts = { packageAmount: 20000, discount: 0, totalAmount: 20000, dueNow: 3000 };

describe('bookingErrorOf', () => {
  it('hands back the server amounts of a 409 price change, with no toast', () => {
    expect(
      bookingErrorOf({
        status: 409,
        data: { code: 409, error: 'PRICE_CHANGED', message: 'Price changed', amounts },
      }),
    ).toEqual({
      amounts,
      fieldErrors: [],
      toast: '',
    });
  });

  it('takes amounts only from a PRICE_CHANGED refusal', () => {
    const soldOut = bookingErrorOf({
      status: 409,
      data: { code: 409, error: 'SEATS_UNAVAILABLE', message: 'Sorry, this date is sold out', amounts },
    });
    expect(soldOut.amounts).toBeUndefined();
    expect(soldOut.detail).toBe('Sorry, this date is sold out');
  });

  it('does not take malformed amounts for a price change', () => {
    const failure = bookingErrorOf({
      status: 409,
      data: { error: 'PRICE_CHANGED', message: 'Sorry, this date is sold out', amounts: { x: 1 } },
    });
    expect(failure.amounts).toBeUndefined();
    expect(failure.detail).toBe('Sorry, this date is sold out');
  });

  it('puts contact field errors under their fields and drops the others', () => {
    const failure = bookingErrorOf({
      status: 400,
      data: {
        error: 'VALIDATION_FAILED',
        message: 'Invalid input',
        errors: [
          { path: 'email', message: 'Email is required' },
          { path: 'selection', message: 'Invalid combination' },
        ],
      },
    });
    expect(failure.fieldErrors).toEqual([{ path: 'email', message: 'Email is required' }]);
    expect(failure.toast).toBe(bookingMessages.paymentFailedToast);
    expect(failure.detail).toBe('Invalid input');
  });

  it("shows the server's words for a named refusal of the booking, by its code, not its status", () => {
    const reused = { error: 'IDEMPOTENCY_KEY_REUSED', message: 'Key reused' };
    expect(bookingErrorOf({ status: 422, data: reused }).detail).toBe('Key reused');
    const closed = { error: 'DATE_CLOSED_FOR_SALE', message: bookingMessages.soldOut };
    expect(bookingErrorOf({ status: 409, data: closed }).detail).toBe(bookingMessages.soldOut);
    // A 409 without a code we know (a proxy's page, an older server) is not read out.
    expect(bookingErrorOf({ status: 409, data: { message: 'Conflict' } }).detail).toBeUndefined();
    expect(
      bookingErrorOf({ status: 500, data: { error: 'INTERNAL_ERROR', message: 'Internal' } }).detail,
    ).toBeUndefined();
    expect(
      bookingErrorOf({ status: 502, data: { error: 'PAYMENT_GATEWAY_UNAVAILABLE', message: 'Down' } }).detail,
    ).toBeUndefined();
    expect(bookingErrorOf({ status: 502, data: 'Bad Gateway' }).detail).toBeUndefined();
  });

  it('does not repeat the toast as the detail', () => {
    const failure = bookingErrorOf({
      status: 400,
      data: { error: 'VALIDATION_FAILED', message: bookingMessages.paymentFailedToast },
    });
    expect(failure.detail).toBeUndefined();
  });

  it('answers the generic toast for a network failure', () => {
    expect(bookingErrorOf({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      fieldErrors: [],
      paperworkErrors: {},
      toast: bookingMessages.paymentFailedToast,
      detail: undefined,
    });
  });
});
