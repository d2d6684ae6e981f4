import { describe, expect, it } from 'vitest';
import { digitsToString, isCreatorPhone, isEnquiryPhone, whatsappNumber } from './phone.ts';

describe('enquiry phone (10 digits starting 5 to 9)', () => {
  it.each(['5123456789', '6123456789', '9999999999'])('accepts %s', (p) => {
    expect(isEnquiryPhone(p)).toBe(true);
  });
  it.each([
    '4123456789',
    '0123456789',
    '512345678',
    '51234567890',
    '51234a6789',
    '+915123456789',
    ' 5123456789',
    '',
  ])('rejects %j', (p) => {
    expect(isEnquiryPhone(p)).toBe(false);
  });
});

describe('creator phone (10 digits starting 6 to 9)', () => {
  it('rejects a 5 start that the enquiry accepts', () => {
    expect(isEnquiryPhone('5123456789')).toBe(true);
    expect(isCreatorPhone('5123456789')).toBe(false);
  });
  it.each(['6123456789', '7000000000', '8999999999', '9123456789'])('accepts %s', (p) => {
    expect(isCreatorPhone(p)).toBe(true);
  });
  it.each(['612345678', '61234567890', '612345678x'])('rejects %s', (p) => {
    expect(isCreatorPhone(p)).toBe(false);
  });
});

describe('digitsToString', () => {
  it('turns a whole non-negative number into its digits and leaves everything else alone', () => {
    expect(digitsToString(9123456789)).toBe('9123456789');
    expect(digitsToString('0912')).toBe('0912');
    expect(digitsToString(1.5)).toBe(1.5);
    expect(digitsToString(-5)).toBe(-5);
    expect(digitsToString(null)).toBe(null);
  });
});

describe('whatsappNumber (issue 36: 91 and the booking phone)', () => {
  it('puts 91 before a 10-digit Indian mobile', () => {
    expect(whatsappNumber('9876543210')).toBe('919876543210');
    expect(whatsappNumber(' 6123456789 ')).toBe('916123456789');
  });
  it.each(['5123456789', '919876543210', '+919876543210', '98765 43210', ''])('refuses %j', (p) => {
    expect(whatsappNumber(p)).toBeNull();
  });
});
