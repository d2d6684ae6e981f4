import { earningKinds, earningShares, earningStatuses, payoutStatuses } from '../enums.ts';
import { isIsoDate } from '../rules/travel-date.ts';
import { z } from '../zod.ts';
import { queryInt } from './common.ts';

// The creators' earnings (the commission ledger) and the admin's payouts. Amounts in
// rupees; the server computes them in paise.
export const PAYOUT_REFERENCE_MAX = 50;

export const earningsMessages = {
  nothingPayable: 'Nothing payable',
  // Payouts wait until the creator has verified their e-mail address.
  payoutHeld: 'Payouts are held until the creator verifies their e-mail address',
  payoutNotFound: 'Payout not found',
  payoutNotPending: 'This payout is no longer pending',
  creatorNotFound: 'Creator not found',
  referenceRequired: 'Enter the bank reference (UTR)',
  referenceTooLong: `The bank reference (UTR) can be at most ${PAYOUT_REFERENCE_MAX} characters`,
  paidOnInvalid: 'Enter the date the money was paid (YYYY-MM-DD)',
  paidOnFuture: 'The payment date cannot be in the future',
  dateInvalid: 'Dates are YYYY-MM-DD',
  dateOrder: '“From” must not be after “to”',
} as const;

export const EARNINGS_PAGE_SIZE = 20;
export const PAYOUTS_PAGE_SIZE = 20;

// Digits only: "1e3", "0x10", "", " 5" are 400 naming `page` (round 4, item 6; ADR 1301). The
// screens send the page they show, so a bad one is a client's mistake, not a link to forgive.
const page = queryInt(z.number().int().min(1).max(10_000)).default(1);
const isoDate = (message: string) => z.string().trim().refine(isIsoDate, { message });
/** An empty `?from=` or `?to=` means no bound. */
const optionalDate = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isIsoDate(v), { message: earningsMessages.dateInvalid });

export const earningsQuery = z.object({
  page,
  status: z
    .enum([...earningStatuses, ''])
    .catch('')
    .default(''),
});
export const adminEarningsQuery = earningsQuery.extend({
  creatorId: z.string().trim().max(100).optional().default(''),
});

export const earningsSummary = z.object({
  accrued: z.number(),
  payable: z.number(),
  inPayout: z.number(),
  paid: z.number(),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

export const earningRow = z.object({
  id: z.string(),
  bookingNumber: z.string(),
  package: z.string(),
  travelDate: z.string(),
  kind: z.enum(earningKinds),
  /** The package creator's own share, or a recommending creator's referral share. */
  share: z.enum(earningShares),
  base: z.number(),
  ratePercent: z.number(),
  /** Signed: a reversal is negative. */
  amount: z.number(),
  status: z.enum(earningStatuses),
  createdAt: z.string(),
  creator: z.object({ id: z.string(), fullName: z.string() }),
});
export type EarningRow = z.infer<typeof earningRow>;

export const earningsResponse = z.object({
  summary: earningsSummary,
  results: z.array(earningRow),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type EarningsResponse = z.infer<typeof earningsResponse>;

export const statementQuery = z
  .object({ from: optionalDate, to: optionalDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: earningsMessages.dateOrder, path: ['from'] });

export const createPayoutBody = z.object({ creatorId: z.string().trim().min(1).max(100) });
export type CreatePayoutBody = z.infer<typeof createPayoutBody>;

export const markPayoutPaidBody = z.object({
  reference: z
    .string({ message: earningsMessages.referenceRequired })
    .trim()
    .min(1, { message: earningsMessages.referenceRequired })
    .max(PAYOUT_REFERENCE_MAX, { message: earningsMessages.referenceTooLong }),
  paidOn: isoDate(earningsMessages.paidOnInvalid),
});
export type MarkPayoutPaidBody = z.infer<typeof markPayoutPaidBody>;

export const payout = z.object({
  id: z.string(),
  creator: z.object({ id: z.string(), fullName: z.string() }),
  amount: z.number(),
  /** How many ledger rows it gathers. */
  rows: z.number().int(),
  status: z.enum(payoutStatuses),
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof payout>;

export const payoutListQuery = z.object({
  page,
  status: z
    .enum([...payoutStatuses, ''])
    .catch('')
    .default(''),
});
export const payoutListResponse = z.object({
  results: z.array(payout),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type PayoutListResponse = z.infer<typeof payoutListResponse>;

/** The admin's Payouts screen: creators with something payable now. */
export const payableCreator = z.object({
  creator: z.object({ id: z.string(), fullName: z.string(), username: z.string() }),
  payable: z.number(),
  /** False: the creator's e-mail address is not verified, so no payout can be made yet. */
  emailVerified: z.boolean(),
});
export const payableCreatorsResponse = z.object({ results: z.array(payableCreator) });
export type PayableCreatorsResponse = z.infer<typeof payableCreatorsResponse>;
