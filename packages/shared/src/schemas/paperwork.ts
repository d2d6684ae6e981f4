import { z } from '../zod.ts';
import { strictNumber } from './common.ts';

// ADR 1377: TCS on overseas packages — its settings (rates in percent with at most two decimals,
// the threshold in rupees) and the monthly report.

export const tcsSettingsMessages = {
  invalidRate: 'TCS rate must be a percentage from 0 to 50, with at most two decimals',
  invalidThreshold: 'TCS threshold must be an amount in rupees from 0 to 1,00,00,00,000',
} as const;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const rate = strictNumber(
  z
    .number({ message: tcsSettingsMessages.invalidRate })
    .min(0, { message: tcsSettingsMessages.invalidRate })
    .max(50, { message: tcsSettingsMessages.invalidRate })
    .refine(twoDecimals, { message: tcsSettingsMessages.invalidRate }),
);

/** PUT /v1/settings/tcs (admin): the TCS rates and threshold in force. */
export const tcsSettings = z.object({
  /** Percent on the amount up to the threshold. */
  ratePercent: rate,
  /** Rupees: the amount up to which `ratePercent` applies. */
  thresholdRupees: strictNumber(
    z
      .number({ message: tcsSettingsMessages.invalidThreshold })
      .min(0, { message: tcsSettingsMessages.invalidThreshold })
      .max(1_000_000_000, { message: tcsSettingsMessages.invalidThreshold })
      .refine(twoDecimals, { message: tcsSettingsMessages.invalidThreshold }),
  ),
  /** Percent on the amount above the threshold. */
  highRatePercent: rate,
});
export type TcsSettingsBody = z.input<typeof tcsSettings>;

/** The TCS settings as answered (the same fields, plain numbers). */
export const tcsSettingsView = z.object({
  ratePercent: z.number(),
  thresholdRupees: z.number(),
  highRatePercent: z.number(),
});
export type TcsSettingsView = z.output<typeof tcsSettingsView>;

/**
 * What checkout needs to ask for before paying: the TCS rates and, when tax invoices are issued
 * (a GSTIN is set), the total (rupees, GST included) from which the recipient's address is asked
 * (GST rule 46); null when no invoice is issued.
 */
export const paperworkSettings = tcsSettingsView.extend({ addressFromRupees: z.number().nullable() });
export type PaperworkSettings = z.output<typeof paperworkSettings>;

/** GET /v1/bookings/checkout-paperwork?tourPackageId=: the above, and whether the package is overseas. */
export const checkoutPaperworkView = paperworkSettings.extend({ international: z.boolean() });
export type CheckoutPaperworkView = z.output<typeof checkoutPaperworkView>;
export const checkoutPaperworkQuery = z.object({ tourPackageId: z.string().trim().min(1).max(100) });
