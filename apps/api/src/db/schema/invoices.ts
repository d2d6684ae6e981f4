import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, refunds } from './bookings.ts';
import { createdAt } from './columns.ts';

// GST paperwork (issue #25, ADR 1161): a tax invoice per booking at its first payment and a credit
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
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_series_idx').on(t.financialYear, t.sequence),
    check(
      'credit_notes_amounts_valid',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.amountPaise}`,
    ),
  ],
);
