import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationMatches,
  orderStatusCode,
  refundStatusCode,
  webhookAuthorization,
} from './protocol-v2.ts';

describe('v2 states as the spec’s payment statuses', () => {
  it.each([
    ['COMPLETED', undefined, undefined, 'PAYMENT_SUCCESS'],
    ['PENDING', undefined, undefined, 'PAYMENT_PENDING'],
    ['FAILED', 'TXN_NOT_COMPLETED', 'TXN_AUTO_FAILED', 'TIMED_OUT'],
    ['FAILED', 'REQUEST_TIMED_OUT', undefined, 'TIMED_OUT'],
    ['FAILED', 'INSUFFICIENT_BALANCE', 'Z9', 'PAYMENT_DECLINED'],
    ['FAILED', 'INVALID_MPIN', 'ZM', 'PAYMENT_DECLINED'],
    ['FAILED', 'AUTHORIZATION_ERROR', 'ZM', 'PAYMENT_DECLINED'],
    ['FAILED', 'BANK_TECHNICAL_ISSUE', 'U90', 'PAYMENT_ERROR'],
    ['FAILED', 'PAYMENT_ERROR', 'XC', 'PAYMENT_ERROR'],
    ['FAILED', undefined, undefined, 'PAYMENT_ERROR'],
    ['SOMETHING_NEW', undefined, undefined, 'PAYMENT_ERROR'],
  ])('%s %s/%s → %s', (state, errorCode, detailed, expected) => {
    expect(orderStatusCode(state, errorCode, detailed)).toBe(expected);
  });

  it('refunds: PENDING and CONFIRMED are on their way, COMPLETED is done, FAILED ends it', () => {
    expect(['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'].map(refundStatusCode)).toEqual([
      'PAYMENT_PENDING',
      'PAYMENT_PENDING',
      'PAYMENT_SUCCESS',
      'PAYMENT_ERROR',
    ]);
  });
});

describe('the webhook Authorization', () => {
  it('is the SHA-256 hex of username:password, compared exactly', () => {
    const expected = createHash('sha256').update('user_1:pass1word').digest('hex');
    expect(webhookAuthorization('user_1', 'pass1word')).toBe(expected);
    expect(authorizationMatches(expected, expected)).toBe(true);
    expect(authorizationMatches(expected, expected.toUpperCase())).toBe(false);
    expect(authorizationMatches(expected, webhookAuthorization('user_1', 'pass2word'))).toBe(false);
    expect(authorizationMatches(expected, undefined)).toBe(false);
  });
});
