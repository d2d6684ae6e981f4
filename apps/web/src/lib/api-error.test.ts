import { describe, expect, it } from 'vitest';
import { errorFieldOf, hasErrorCode, isNotFoundError, parseApiError, serverMessageOf } from './api-error';

const httpError = (status: number, data: unknown) => ({ status, data });

describe('parseApiError', () => {
  it('reads the status, message and field errors of the API error body', () => {
    const parsed = parseApiError(
      httpError(400, {
        code: 400,
        error: 'COUPON_CODE_TAKEN',
        message: 'A coupon with this code already exists',
        errors: [{ path: 'code', message: 'A coupon with this code already exists' }],
      }),
    );
    expect(parsed.status).toBe(400);
    expect(parsed.errorCode).toBe('COUPON_CODE_TAKEN');
    expect(parsed.message).toBe('A coupon with this code already exists');
    expect(parsed.fieldErrors).toEqual([{ path: 'code', message: 'A coupon with this code already exists' }]);
    expect(parsed.body.code).toBe(400);
  });

  it('keeps only well-formed field errors', () => {
    const { fieldErrors } = parseApiError(
      httpError(400, {
        errors: [
          { path: 'name', message: 'Required' },
          { path: 3, message: 'x' },
          'junk',
          null,
          { path: 'email' },
        ],
      }),
    );
    expect(fieldErrors).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it('answers no status for network, parsing and thrown errors', () => {
    expect(
      parseApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).status,
    ).toBeUndefined();
    expect(parseApiError({ name: 'Error', message: 'boom' })).toEqual({
      status: undefined,
      message: undefined,
      fieldErrors: [],
      body: {},
    });
  });

  it('survives bodies that are not objects', () => {
    for (const data of [undefined, null, 'Bad Gateway', 42, ['a']]) {
      const parsed = parseApiError(httpError(502, data));
      expect(parsed).toEqual({ status: 502, message: undefined, fieldErrors: [], body: {} });
    }
    expect(parseApiError(undefined).status).toBeUndefined();
    expect(parseApiError('text').fieldErrors).toEqual([]);
  });

  it('ignores an empty or non-text message', () => {
    expect(serverMessageOf(httpError(400, { message: '' }))).toBeUndefined();
    expect(serverMessageOf(httpError(400, { message: { text: 'x' } }))).toBeUndefined();
    expect(serverMessageOf(httpError(403, { message: 'Forbidden' }))).toBe('Forbidden');
  });
});

describe('named codes', () => {
  it('reads a name from the list and nothing else', () => {
    expect(parseApiError(httpError(404, { error: 'BOOKING_NOT_FOUND' })).errorCode).toBe('BOOKING_NOT_FOUND');
    for (const error of ['NOT_A_CODE', 'toString', '', 404, null, { name: 'X' }]) {
      expect(parseApiError(httpError(400, { error })).errorCode, String(error)).toBeUndefined();
    }
    expect(
      parseApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).errorCode,
    ).toBeUndefined();
  });

  it('hasErrorCode answers whether the server refused with that name', () => {
    const soldOut = httpError(409, { code: 409, error: 'SEATS_UNAVAILABLE', message: 'Sorry' });
    expect(hasErrorCode(soldOut, 'SEATS_UNAVAILABLE')).toBe(true);
    expect(hasErrorCode(soldOut, 'PRICE_CHANGED')).toBe(false);
    expect(hasErrorCode(undefined, 'SEATS_UNAVAILABLE')).toBe(false);
  });
});

describe('isNotFoundError', () => {
  it('is true for a 404 or for no error at all, false otherwise', () => {
    expect(isNotFoundError(httpError(404, { message: 'Not found' }))).toBe(true);
    expect(isNotFoundError(undefined)).toBe(true);
    expect(isNotFoundError(httpError(500, {}))).toBe(false);
    expect(isNotFoundError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
  });
});

describe('errorFieldOf (spec 000 §8: data with an error field is a failure)', () => {
  it('answers the error text, the fallback for an unreadable one, nothing for good data', () => {
    expect(errorFieldOf({ error: 'Creator not found' }, 'Oops')).toBe('Creator not found');
    expect(errorFieldOf({ error: true }, 'Oops')).toBe('Oops');
    expect(errorFieldOf({ error: '' }, 'Oops')).toBe('Oops');
    expect(errorFieldOf({ id: '1' }, 'Oops')).toBeUndefined();
    expect(errorFieldOf(null, 'Oops')).toBeUndefined();
  });
});
