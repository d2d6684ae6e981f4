import { describe, expect, it } from 'vitest';
import { creditNoteSplit, documentNumber, financialYear, gstSplit, taxableValuePaise, taxOf } from './gst.ts';

describe('taxableValuePaise', () => {
  it('takes 5% GST out of an inclusive total', () => {
    expect(taxableValuePaise(10_500_00, 5)).toBe(10_000_00);
    expect(taxableValuePaise(11_800_00, 18)).toBe(10_000_00);
  });

  it('rounds to the nearest paisa, half up', () => {
    // 100.00 × 100 / 105 = 95.238… → 95.24
    expect(taxableValuePaise(10_000, 5)).toBe(9_524);
    // 0.21 × 100 / 105 = 0.2 exactly; 0.01 × 100 / 105 = 0.0095… → 0.01
    expect(taxableValuePaise(21, 5)).toBe(20);
    expect(taxableValuePaise(1, 5)).toBe(1);
    // 1.05 … 0.03: 3 × 100 / 105 = 2.857 → 3 paise
    expect(taxableValuePaise(3, 5)).toBe(3);
    // 0.10 × 100 / 105 = 0.0952… → 0.10: just above a half paisa still rounds up.
    expect(taxableValuePaise(10, 5)).toBe(10);
  });
});

describe('gstSplit', () => {
  it('halves the tax within the state, the odd paisa to CGST', () => {
    // 100.00 inclusive: taxable 95.24, tax 4.76 → 2.38 + 2.38
    expect(gstSplit(10_000, 5, true)).toEqual({
      taxablePaise: 9_524,
      cgstPaise: 238,
      sgstPaise: 238,
      igstPaise: 0,
    });
    // 100.01: taxable 95.25, tax 4.76; 100.03: taxable 95.27, tax 4.76; 100.10: taxable 95.33, tax 4.77
    const odd = gstSplit(10_010, 5, true);
    expect(odd).toEqual({ taxablePaise: 9_533, cgstPaise: 239, sgstPaise: 238, igstPaise: 0 });
    expect(odd.taxablePaise + taxOf(odd)).toBe(10_010);
  });

  it('charges IGST across states', () => {
    expect(gstSplit(10_010, 5, false)).toEqual({
      taxablePaise: 9_533,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 477,
    });
  });

  it('always adds back up to the total', () => {
    for (const total of [1, 2, 99, 12_345, 1_23_456_50, 99_999_99]) {
      for (const rate of [5, 12, 18]) {
        const split = gstSplit(total, rate, true);
        expect(split.taxablePaise + taxOf(split)).toBe(total);
        expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('creditNoteSplit', () => {
  const invoice = { totalPaise: 10_010, ratePercent: 5, intraState: true, ...gstSplit(10_010, 5, true) };

  it('reverses the whole invoice on a full refund', () => {
    const { totalPaise: _t, ratePercent: _r, intraState: _i, ...split } = invoice;
    expect(creditNoteSplit(invoice, [], 10_010)).toEqual(split);
  });

  it('reverses the tax in proportion on a partial refund, the last one taking what is left', () => {
    const first = creditNoteSplit(invoice, [], 3_333);
    expect(first).toEqual(gstSplit(3_333, 5, true));
    const second = creditNoteSplit(invoice, [{ amountPaise: 3_333, split: first }], 3_333);
    const last = creditNoteSplit(
      invoice,
      [
        { amountPaise: 3_333, split: first },
        { amountPaise: 3_333, split: second },
      ],
      3_344,
    );
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
      expect(first[key] + second[key] + last[key]).toBe(invoice[key]);
    }
  });

  it('keeps IGST for an inter-state invoice', () => {
    const igst = { totalPaise: 10_000, ratePercent: 5, intraState: false, ...gstSplit(10_000, 5, false) };
    expect(creditNoteSplit(igst, [], 5_000)).toEqual({
      taxablePaise: 4_762,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 238,
    });
  });
});

describe('financialYear', () => {
  it('turns on 1 April, India time', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 18:30 UTC the day before.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-11-27T04:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYear(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-04-01T06:00:00Z'))).toBe('2027-28');
  });

  it('numbers documents prefix/year/sequence', () => {
    expect(documentNumber('WF', '2026-27', 7)).toBe('WF/2026-27/7');
  });
});

describe('across states (IGST)', () => {
  it('counts IGST in the tax, and the last credit note takes the IGST that is left', () => {
    const split = gstSplit(10_500, 5, false);
    expect(split).toEqual({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
    expect(taxOf(split)).toBe(500);
    expect(taxOf({ taxablePaise: 0, cgstPaise: 3, sgstPaise: 2, igstPaise: 7 })).toBe(12);

    const invoice = { totalPaise: 10_500, ratePercent: 5, intraState: false, ...split };
    const first = creditNoteSplit(invoice, [], 4_000);
    const last = creditNoteSplit(invoice, [{ amountPaise: 4_000, split: first }], 6_500);
    expect(first.igstPaise + last.igstPaise).toBe(500);
    expect(last.igstPaise).toBe(500 - first.igstPaise);
    expect(first.taxablePaise + last.taxablePaise).toBe(10_000);
  });

  it('takes the taxable value out of an 18 % inclusive total, rounded half up', () => {
    expect(taxableValuePaise(11_800, 18)).toBe(10_000);
    expect(taxableValuePaise(100, 18)).toBe(85);
  });
});
