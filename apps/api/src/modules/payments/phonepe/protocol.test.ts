import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentStatuses } from '@wayfarer/shared/enums';
import {
  callbackChecksum,
  decodePayload,
  encodePayload,
  GATEWAY_STATUSES,
  payChecksum,
  refundChecksum,
  statusChecksum,
  toGatewayStatus,
  verifyChecksum,
} from './protocol.ts';

const salt = { saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', saltIndex: '1' };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('PhonePe checksums', () => {
  it('signs a pay request over payload + /pg/v1/pay + salt key', () => {
    const payload = Buffer.from('{"amount":100}').toString('base64');
    const expected = `${sha(`${payload}/pg/v1/pay${salt.saltKey}`)}###1`;
    expect(payChecksum(payload, salt)).toBe(expected);
    expect(payChecksum(payload, salt)).toMatch(/^[0-9a-f]{64}###1$/);
  });

  it('matches a fixed vector', () => {
    // sha256("abc/pg/v1/paysalt"), written out: guards against an accidental change of format.
    expect(payChecksum('abc', { saltKey: 'salt', saltIndex: '2' })).toBe(
      'fa25ee6cc10d62ba2dd4050a69e1887cc7575bd8e9413161b25a36bd8cb38a3d###2',
    );
  });

  it('signs a refund request over payload + /pg/v1/refund + salt key', () => {
    const payload = Buffer.from('{"amount":100}').toString('base64');
    expect(refundChecksum(payload, salt)).toBe(`${sha(`${payload}/pg/v1/refund${salt.saltKey}`)}###1`);
    expect(refundChecksum(payload, salt)).not.toBe(payChecksum(payload, salt));
  });

  it('signs a status check over the path + salt key', () => {
    expect(statusChecksum('MERCHANT', 'MT_1', salt)).toBe(
      `${sha(`/pg/v1/status/MERCHANT/MT_1${salt.saltKey}`)}###1`,
    );
  });

  it('signs a callback over the base64 response + salt key', () => {
    expect(callbackChecksum('eyJ4IjoxfQ==', salt)).toBe(`${sha(`eyJ4IjoxfQ==${salt.saltKey}`)}###1`);
  });

  it('verifies in constant time and refuses tampered, truncated or missing headers', () => {
    const good = callbackChecksum('eyJ4IjoxfQ==', salt);
    expect(verifyChecksum(good, good)).toBe(true);
    const tampered = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    expect(verifyChecksum(good, tampered)).toBe(false);
    expect(verifyChecksum(good, good.replace('###1', '###2'))).toBe(false);
    expect(verifyChecksum(good, good.slice(0, -1))).toBe(false);
    expect(verifyChecksum(good, undefined)).toBe(false);
    expect(verifyChecksum(good, '')).toBe(false);
  });
});

describe('PhonePe payloads and status codes', () => {
  it('round-trips a base64 JSON payload and refuses what is not JSON', () => {
    const payload = { merchantId: 'M', amount: 100, note: 'ünïcode ₹' };
    expect(decodePayload(encodePayload(payload))).toEqual(payload);
    expect(decodePayload(Buffer.from('not json').toString('base64'))).toBeUndefined();
  });

  it('knows every payment status but PENDING, and reads an unknown code as an error', () => {
    expect(GATEWAY_STATUSES).toEqual(paymentStatuses.filter((s) => s !== 'PENDING'));
    expect(toGatewayStatus('PAYMENT_SUCCESS')).toBe('PAYMENT_SUCCESS');
    expect(toGatewayStatus('PENDING')).toBe('PAYMENT_ERROR');
    expect(toGatewayStatus('SOMETHING_NEW')).toBe('PAYMENT_ERROR');
    expect(toGatewayStatus(undefined)).toBe('PAYMENT_ERROR');
  });
});
