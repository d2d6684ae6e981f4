import { taxableValuePaise } from './gst.ts';
import { GST_STATE_CODES, gstinStateCode } from './gstin.ts';

// Who a tax invoice is made out to (ADR 1375, 1376).

/**
 * GST rule 46(e): a tax invoice to an unregistered recipient whose taxable value is Rs 50,000 or
 * more carries the recipient's name, address and state (paise).
 */
export const RECIPIENT_ADDRESS_THRESHOLD_PAISE = 50_000_00;

/**
 * Whether a booking's total (paise, after discount, GST included, as the server priced it) needs
 * the recipient's address: its taxable value at `gstRatePercent` reaches the threshold.
 */
export const needsRecipientAddress = (totalPaise: number, gstRatePercent: number): boolean =>
  taxableValuePaise(totalPaise, gstRatePercent) >= RECIPIENT_ADDRESS_THRESHOLD_PAISE;

/** The smallest total (paise, GST included) whose taxable value reaches the threshold. */
export function recipientAddressFromPaise(gstRatePercent: number): number {
  let total = Math.floor((RECIPIENT_ADDRESS_THRESHOLD_PAISE * (100 + gstRatePercent)) / 100) - 2;
  while (!needsRecipientAddress(total, gstRatePercent)) total += 1;
  return total;
}

export const BUSINESS_NAME_MAX = 200;
export const BILLING_ADDRESS_MAX = 500;

/** A business recipient: its GSTIN's state is the place of supply. */
export const businessPlaceOfSupply = (gstin: string): string => gstinStateCode(gstin);

/** "29 — Karnataka" style name of a state code, '' when unknown. */
export const stateNameOf = (code: string): string => GST_STATE_CODES[code] ?? '';
