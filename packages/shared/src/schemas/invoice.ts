import { creditNoteReasons } from '../enums.ts';
import { z } from '../zod.ts';

// GST paperwork (issue #25, ADR 1161): what the booking page and the admin booking detail list to
// link to the PDFs, and the admin's monthly GST summary. Amounts in rupees.

export const invoiceMessages = {
  invoiceNotFound: 'This booking has no tax invoice',
  creditNoteNotFound: 'This refund has no credit note',
  supplementaryNotFound: 'This booking has no such supplementary invoice',
  invalidMonth: 'Choose a month as YYYY-MM',
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

/** GET /v1/admin/gst-summary.csv?month=YYYY-MM (India time). */
export const gstSummaryQuery = z.object({
  month: z
    .string({ message: invoiceMessages.invalidMonth })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: invoiceMessages.invalidMonth }),
});
