import { describe, expect, it } from 'vitest';
import { isGstin, normalizeGstin } from './gstin.ts';

describe('isGstin', () => {
  it.each(['27AAPFU0939F1ZV', '29ABCDE1234F2Z5', ' 07aaacb1234c1zq '])('takes %j', (value) => {
    expect(isGstin(value)).toBe(true);
  });

  it.each([
    '',
    '27AAPFU0939F1Z', // 14 characters
    '27AAPFU0939F1ZVX', // 16
    'A7AAPFU0939F1ZV', // state code not digits
    '271APFU0939F1ZV', // PAN letters
    '27AAPFU09X9F1ZV', // PAN digits
    '27AAPFU0939F0ZV', // registration number 0
    '27AAPFU0939F1YV', // no Z
    '27AAPFU0939F1Z-',
  ])('refuses %j', (value) => {
    expect(isGstin(value)).toBe(false);
  });

  it('normalizes to capitals without spaces around', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});
