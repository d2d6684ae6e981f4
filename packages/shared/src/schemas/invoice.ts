import { creditNoteReasons } from '../enums.ts';
import { z } from '../zod.ts';

// GST paperwork (ADR 1161): what the booking page and the admin booking detail list to
// link to the PDFs, and the admin's monthly GST summary. Amounts in rupees.

export const invoiceMessages = {
  invoiceNotFound: 'This booking has no tax invoice',
  creditNoteNotFound: 'This refund has no credit note',
  supplementaryNotFound: 'This booking has no such supplementary invoice',
  invalidMonth: 'Choose a month as YYYY-MM',
  monthOutOfRange: 'Choose a month from 2000-01 to 2100-12',
} as const;

export const taxDocumentsResponse = z.object({
  invoice: z
    .object({
      number: z.string(),
      issuedAt: z.string(),
      total: z.number(),
      taxableValue: z.number(),
      tax: z.number(),
    })
    .nullable(),
  /** ADR 1210: the increases of changes to dearer dates, each against the booking's invoice. */
  supplementaryInvoices: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      total: z.number(),
      taxableValue: z.number(),
      tax: z.number(),
    }),
  ),
  creditNotes: z.array(
    z.object({
      id: z.string(),
      /** The refund it documents; null for a price reduction or a cancellation's unpaid part (ADR 1303). */
      refundId: z.string().nullable(),
      reason: z.enum(creditNoteReasons),
      number: z.string(),
      issuedAt: z.string(),
      amount: z.number(),
      tax: z.number(),
    }),
  ),
});
export type TaxDocuments = z.infer<typeof taxDocumentsResponse>;

/** The months a GST summary can be asked for (a year outside them is a typing slip, not a month). */
export const GST_SUMMARY_MONTH_MIN = '2000-01';
export const GST_SUMMARY_MONTH_MAX = '2100-12';

/** GET /v1/admin/gst-summary.csv?month=YYYY-MM (India time): exactly that form, a real month, 2000-01 … 2100-12. */
export const gstSummaryQuery = z.object({
  month: z
    .string({ message: invoiceMessages.invalidMonth })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: invoiceMessages.invalidMonth })
    .refine((month) => month >= GST_SUMMARY_MONTH_MIN && month <= GST_SUMMARY_MONTH_MAX, {
      message: invoiceMessages.monthOutOfRange,
      // A month that is not YYYY-MM already has its message.
      when: (payload) => payload.issues.length === 0,
    }),
});
