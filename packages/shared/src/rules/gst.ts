import { INDIA_OFFSET_MS } from './travel-date.ts';

// GST on a tour operator's sale (ADR 1161). Listed prices include GST, so the tax is
// taken out of the total: taxable value = total × 100 / (100 + rate), rounded to the paisa, the
// rest is the tax. Within the operator's state it is CGST + SGST, halved with an odd paisa to
// CGST; across states it is IGST. All amounts integer paise.

/** SAC (services accounting code) of tour operator services. */
export const TOUR_OPERATOR_SAC = '998555';
export const DEFAULT_GST_RATE_PERCENT = 5;
export const DEFAULT_INVOICE_PREFIX = 'WF';
/** Letters, digits and dashes, 1–10 of them: the prefix sits inside a 16-character invoice number. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9-]{1,10}$/;

export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export const taxOf = (split: GstSplit): number => split.cgstPaise + split.sgstPaise + split.igstPaise;

/** The taxable value inside a GST-inclusive amount, rounded half up to the paisa. */
export function taxableValuePaise(totalPaise: number, ratePercent: number): number {
  return Math.floor((totalPaise * 100 * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
}

/** How a tax is split: CGST + SGST halves (odd paisa to CGST) within a state, IGST across. */
export function splitTax(taxPaise: number, intraState: boolean): Omit<GstSplit, 'taxablePaise'> {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/** A GST-inclusive total split into its taxable value and tax. */
export function gstSplit(totalPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  const taxablePaise = taxableValuePaise(totalPaise, ratePercent);
  return { taxablePaise, ...splitTax(totalPaise - taxablePaise, intraState) };
}

/**
 * A credit note's share of its invoice: a refund of `amountPaise` reverses the tax in proportion.
 * The note that brings the refunds up to the invoice's total takes exactly what is left, so the
 * notes of a fully refunded booking add up to the invoice to the paisa.
 */
export function creditNoteSplit(
  invoice: GstSplit & { totalPaise: number; ratePercent: number; intraState: boolean },
  earlier: { amountPaise: number; split: GstSplit }[],
  amountPaise: number,
): GstSplit {
  const refundedBefore = earlier.reduce((sum, note) => sum + note.amountPaise, 0);
  if (refundedBefore + amountPaise >= invoice.totalPaise) {
    const sum = (key: keyof GstSplit) => earlier.reduce((total, note) => total + note.split[key], 0);
    return {
      taxablePaise: invoice.taxablePaise - sum('taxablePaise'),
      cgstPaise: invoice.cgstPaise - sum('cgstPaise'),
      sgstPaise: invoice.sgstPaise - sum('sgstPaise'),
      igstPaise: invoice.igstPaise - sum('igstPaise'),
    };
  }
  return gstSplit(amountPaise, invoice.ratePercent, invoice.intraState);
}

/** The Indian financial year (April–March, India time) of an instant: "2026-27". */
export function financialYear(at: Date): string {
  const inIndia = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const start = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "WF/2026-27/7": a document number in a gapless series per financial year. */
export const documentNumber = (prefix: string, fy: string, sequence: number): string =>
  `${prefix}/${fy}/${sequence}`;
