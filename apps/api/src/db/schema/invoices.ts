import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, refunds } from './bookings.ts';
import { type CreditNoteReason, creditNoteReasons } from '@wayfarer/shared/enums';
import { createdAt } from './columns.ts';

/** The amounts a document prints, integer paise. */
export type SnapshotAmounts = {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};
/** ADR 1303: who and where, as the document printed them at its issue. */
export type SnapshotParties = {
  supplier: { name: string; address: string; gstin: string; stateCode: string };
  /** ADR 1375, 1376: `gstin` on a B2B document, `address` when one was given (absent before 0045). */
  recipient: { name: string; email: string; phone: string; gstin?: string; address?: string };
  placeOfSupply: string;
  intraState: boolean;
  ratePercent: number;
};

/** ADR 1342: who signed a document, as the settings named them when it was issued. */
export type SnapshotSignatory = { name: string; designation: string };

/**
 * ADR 1303: everything a tax invoice (or supplementary invoice) prints, frozen at its issue; its
 * PDF is rendered from this alone, so it is the same bytes whatever happens to the booking later.
 */
export type InvoiceSnapshot = SnapshotParties & {
  version: 1;
  kind: 'invoice' | 'supplementary';
  number: string;
  issuedAt: string;
  /** A supplementary invoice: the number of the invoice it adds to. */
  againstNumber: string | null;
  bookingNumber: string;
  service: { packageTitle: string; departureName: string; travelDate: string; people: number };
  amounts: SnapshotAmounts;
  /** The payments received when it was issued (none listed on a supplementary invoice). */
  payments: { at: string; kind: string; amountPaise: number; reference: string | null }[];
  /** Issued with a signatory set (ADR 1342); absent on documents issued before, which print none. */
  signatory?: SnapshotSignatory;
};

/** ADR 1303: everything a credit note prints, frozen at its issue. */
export type CreditNoteSnapshot = SnapshotParties & {
  version: 1;
  reason: CreditNoteReason;
  number: string;
  issuedAt: string;
  against: { number: string; issuedAt: string };
  bookingNumber: string;
  service: { packageTitle: string; departureName: string };
  amounts: SnapshotAmounts;
  /** Issued with a signatory set (ADR 1342); absent on documents issued before, which print none. */
  signatory?: SnapshotSignatory;
};

// GST paperwork (ADR 1161): a tax invoice per booking at its first payment and a credit
// note per completed refund, each numbered in a gapless series per financial year. What the
// document printed is kept as it was issued (supplier, recipient, amounts); amounts in paise.

/** One row per series and financial year, locked while a number is taken (never max()+1). */
export const documentCounters = pgTable(
  'document_counters',
  {
    // 'invoice' or 'credit_note'.
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // ADR 1210: 'invoice' (one per booking, at its first payment) or 'supplementary' (the increase
    // of a change to a dearer date, pointing at the booking's invoice).
    kind: text('kind', { enum: ['invoice', 'supplementary'] })
      .notNull()
      .default('invoice'),
    originalInvoiceId: uuid('original_invoice_id').references((): AnyPgColumn => taxInvoices.id, {
      onDelete: 'cascade',
    }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    // ADR 1375, 1376: a business recipient's GSTIN; the recipient's postal address.
    recipientGstin: text('recipient_gstin'),
    recipientAddress: text('recipient_address'),
    // Two-digit GST state codes: the operator's (from its GSTIN) and the place of supply.
    supplierStateCode: text('supplier_state_code').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    // ADR 1303: what the document prints, frozen at issue (null only for one issued before 0033,
    // until its first read freezes it).
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_series_idx').on(t.financialYear, t.sequence),
    uniqueIndex('tax_invoices_booking_original_idx').on(t.bookingId).where(sql`${t.kind} = 'invoice'`),
    index('tax_invoices_booking_idx').on(t.bookingId),
    check(
      'tax_invoices_kind_valid',
      sql`(${t.kind} = 'invoice' and ${t.originalInvoiceId} is null) or (${t.kind} = 'supplementary' and ${t.originalInvoiceId} is not null)`,
    ),
    check(
      'tax_invoices_amounts_valid',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The completed refund it documents; null for a reduction or a cancellation's unpaid part (ADR 1303).
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: creditNoteReasons }).notNull().default('refund'),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => taxInvoices.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    // ADR 1303: what the note prints, frozen at issue (null only before 0033, until first read).
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_series_idx').on(t.financialYear, t.sequence),
    uniqueIndex('credit_notes_cancellation_idx').on(t.bookingId).where(sql`${t.reason} = 'cancellation'`),
    check(
      'credit_notes_reason_valid',
      sql`(${t.reason} = 'refund') = (${t.refundId} is not null) and ${t.reason} in ('refund', 'reduction', 'cancellation')`,
    ),
    check(
      'credit_notes_amounts_valid',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.amountPaise}`,
    ),
  ],
);
