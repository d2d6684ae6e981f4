import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STATE_CODES,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinStateCode,
  isGstin,
  normalizeGstin,
} from './gstin.ts';

describe('isGstin', () => {
  it.each(['27AAPFU0939F1ZV', '29AAPFU0939F1ZR', ' 07aaacb1234c1zh '])('takes %j', (value) => {
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
    '27AAPFU0939F1ZW', // wrong check character
    '29AAPFU0939F1ZV', // 27's check character under another state code
    '40AAPFU0939F1ZV', // no state 40 (check character aside)
  ])('refuses %j', (value) => {
    expect(isGstin(value)).toBe(false);
  });

  it('computes the check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAPFU0939F1Z')).toBe('R');
  });

  it('normalizes to capitals without spaces around', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it("reads the operator's state from the first two digits", () => {
    expect(gstinStateCode('29aapfu0939f1zr')).toBe('29');
  });

  it('offers current states only at checkout', () => {
    expect(CHECKOUT_STATE_CODES).toContain('29');
    expect(CHECKOUT_STATE_CODES).toContain('97');
    expect(CHECKOUT_STATE_CODES).not.toContain('28');
    expect(CHECKOUT_STATE_CODES).not.toContain('25');
  });
});

describe('GST state codes', () => {
  it('names every state code, each with its own name (printed as the place of supply)', () => {
    const names = Object.values(GST_STATE_CODES);
    expect(names.length).toBeGreaterThan(35);
    for (const [code, name] of Object.entries(GST_STATE_CODES)) {
      expect(code, name).toMatch(/^\d{2}$/);
      expect(name.trim().length, code).toBeGreaterThan(2);
    }
    expect(new Set(names).size).toBe(names.length);
    expect(GST_STATE_CODES['27']).toBe('Maharashtra');
    expect(GST_STATE_CODES['29']).toBe('Karnataka');
    expect(GST_STATE_CODES['07']).toBe('Delhi');
  });

  it('computes the check character from the first 14 characters only, given a whole GSTIN too', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1ZV')).toBe('V');
    expect(gstinCheckCharacter('27AAPFU0939F1Z9')).toBe('V');
  });
});
