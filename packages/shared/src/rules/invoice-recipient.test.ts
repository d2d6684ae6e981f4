import { describe, expect, it } from 'vitest';
import {
  businessPlaceOfSupply,
  needsRecipientAddress,
  recipientAddressFromPaise,
  stateNameOf,
} from './invoice-recipient.ts';

describe("the recipient's address (GST rule 46)", () => {
  it('is needed from Rs 50,000 of taxable value, GST included in the total', () => {
    // Rs 50,000 with 5 % GST in it is Rs 47,619.05 of taxable value.
    expect(needsRecipientAddress(50_000_00, 5)).toBe(false);
    expect(needsRecipientAddress(52_500_00, 5)).toBe(true);
    expect(needsRecipientAddress(52_499_99, 5)).toBe(false);
    expect(needsRecipientAddress(50_000_00, 0)).toBe(true);
  });

  it('names the first total that needs it', () => {
    expect(recipientAddressFromPaise(5)).toBe(52_500_00);
    expect(recipientAddressFromPaise(18)).toBe(59_000_00);
    expect(recipientAddressFromPaise(0)).toBe(50_000_00);
    for (const rate of [0, 5, 12, 18, 28]) {
      const from = recipientAddressFromPaise(rate);
      expect(needsRecipientAddress(from, rate)).toBe(true);
      expect(needsRecipientAddress(from - 1, rate)).toBe(false);
    }
  });
});

describe('a business recipient', () => {
  it("is supplied in its GSTIN's state", () => {
    expect(businessPlaceOfSupply('27AAPFU0939F1ZV')).toBe('27');
    expect(businessPlaceOfSupply(' 29aapfu0939f1zr')).toBe('29');
    expect(stateNameOf('27')).toBe('Maharashtra');
    expect(stateNameOf('99')).toBe('');
  });
});
