import { describe, expect, it } from 'vitest';
import { readRefundOverride } from './refund-override';

describe('readRefundOverride', () => {
  it('keeps the quote when empty', () => {
    expect(readRefundOverride('  ', 1000)).toEqual({ ok: true });
  });

  it('accepts 0 up to exactly what was paid, to the paisa', () => {
    expect(readRefundOverride('0', 14625.08)).toEqual({ ok: true, refundAmount: 0 });
    expect(readRefundOverride('14625.08', 14625.08)).toEqual({ ok: true, refundAmount: 14625.08 });
    expect(readRefundOverride('100.5', 14625.08)).toEqual({ ok: true, refundAmount: 100.5 });
  });

  it('refuses more than paid, negatives, 3 decimals and words', () => {
    for (const text of ['14625.09', '-1', '1.005', 'ten', '1e3']) {
      expect(readRefundOverride(text, 14625.08)).toEqual({
        ok: false,
        message: 'Enter an amount from ₹0 to ₹14,625.08',
      });
    }
  });
});
