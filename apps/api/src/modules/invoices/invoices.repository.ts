import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  type CreditNoteSnapshot,
  creditNotes,
  documentCounters,
  type InvoiceSnapshot,
  paymentAttempts,
  taxInvoices,
  tourPackages,
} from '../../db/schema.ts';

// The GST paperwork's reads and writes (ADR 1161).

export type {
  CreditNoteSnapshot,
  InvoiceSnapshot,
  SnapshotParties,
  SnapshotSignatory,
} from '../../db/schema.ts';
export type InvoiceRow = typeof taxInvoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type DocumentSeries = 'invoice' | 'credit_note';

/**
 * The next number of a series in a financial year, gapless: the counter row is created or
 * incremented in one statement and stays locked until the caller's transaction ends, so parallel
 * payments queue here and a rolled-back one gives its number back.
 */
export async function takeNextSequence(
  tx: Database,
  series: DocumentSeries,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSequence: sql`${documentCounters.lastSequence} + 1` },
    })
    .returning({ sequence: documentCounters.lastSequence });
  return row!.sequence;
}

/** What an invoice copies from its booking. */
export async function findBookingForInvoice(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      stateCode: bookings.stateCode,
      // ADR 1375, 1376: a business recipient and the recipient's address.
      businessName: bookings.businessName,
      businessGstin: bookings.businessGstin,
      billingAddress: bookings.billingAddress,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      // Collected, and given back by completed refunds (ADR 1303: what a cancelled booking keeps).
      paidPaise: bookings.paidPaise,
      refundedPaise: bookings.refundedPaise,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function insertInvoice(
  tx: Database,
  values: typeof taxInvoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(taxInvoices).values(values).returning();
  return row!;
}

/** The booking's own tax invoice (issued with its first payment), not a supplementary one. */
export async function findInvoiceByBooking(db: Database, bookingId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.bookingId, bookingId), eq(taxInvoices.kind, 'invoice')))
    .limit(1);
  return row;
}

/** ADR 1210: the booking's supplementary invoices (the increases of dearer dates), oldest first. */
export async function listSupplementaryInvoices(db: Database, bookingId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.bookingId, bookingId), eq(taxInvoices.kind, 'supplementary')))
    .orderBy(asc(taxInvoices.issuedAt), asc(taxInvoices.sequence));
}

export async function insertCreditNote(
  tx: Database,
  values: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

/** A booking's credit notes, oldest first. */
export async function listCreditNotes(db: Database, bookingId: string): Promise<CreditNoteRow[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.bookingId, bookingId))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
}

/** The package a booking's invoice describes (title and departure, date). */
export async function findInvoiceSubject(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      bookingNumber: bookings.bookingNumber,
      packageTitle: tourPackages.title,
      departureName: bookings.departureName,
      travelDate: bookings.travelDate,
      people: bookings.people,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

const originalInvoices = alias(taxInvoices, 'original_invoices');

/**
 * Invoices issued in [from, to), in number order, with their booking numbers and, for a
 * supplementary invoice (ADR 1210), the number of the invoice it adds to.
 */
export async function listInvoicesIssued(db: Database, from: Date, to: Date) {
  return db
    .select({
      invoice: taxInvoices,
      bookingNumber: bookings.bookingNumber,
      originalNumber: originalInvoices.number,
    })
    .from(taxInvoices)
    .innerJoin(bookings, eq(bookings.id, taxInvoices.bookingId))
    .leftJoin(originalInvoices, eq(originalInvoices.id, taxInvoices.originalInvoiceId))
    .where(and(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to)))
    .orderBy(asc(taxInvoices.financialYear), asc(taxInvoices.sequence));
}

/** Credit notes issued in [from, to), in number order, with their invoices. */
export async function listCreditNotesIssued(db: Database, from: Date, to: Date) {
  return db
    .select({ note: creditNotes, invoice: taxInvoices, bookingNumber: bookings.bookingNumber })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoiceId))
    .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.financialYear), asc(creditNotes.sequence));
}

/** The payments received on a booking (successful attempts), oldest first. */
export async function listPaymentsReceived(db: Database, bookingId: string) {
  return db
    .select({
      at: paymentAttempts.createdAt,
      kind: paymentAttempts.kind,
      amountPaise: paymentAttempts.amountPaise,
      gatewayTransactionId: paymentAttempts.gatewayTransactionId,
      offlineReference: paymentAttempts.offlineReference,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, 'PAYMENT_SUCCESS')))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id));
}

/** A booking's credit note by its refund's id or (one with no refund, ADR 1303) its own id. */
export async function findCreditNote(
  db: Database,
  bookingId: string,
  id: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(
      and(eq(creditNotes.bookingId, bookingId), or(eq(creditNotes.refundId, id), eq(creditNotes.id, id))),
    )
    .limit(1);
  return row;
}

/**
 * ADR 1303: stores an invoice's snapshot once (a document issued before migration 0033, frozen on
 * its first read); a reader that lost the race gets the snapshot the winner stored.
 */
export async function freezeInvoiceSnapshot(
  db: Database,
  id: string,
  snapshot: InvoiceSnapshot,
): Promise<InvoiceSnapshot> {
  const [stored] = await db
    .update(taxInvoices)
    .set({ snapshot })
    .where(and(eq(taxInvoices.id, id), isNull(taxInvoices.snapshot)))
    .returning({ snapshot: taxInvoices.snapshot });
  if (stored?.snapshot) return stored.snapshot;
  const [row] = await db
    .select({ snapshot: taxInvoices.snapshot })
    .from(taxInvoices)
    .where(eq(taxInvoices.id, id));
  return row?.snapshot ?? snapshot;
}

/** ADR 1303: a credit note's snapshot stored once, as freezeInvoiceSnapshot. */
export async function freezeCreditNoteSnapshot(
  db: Database,
  id: string,
  snapshot: CreditNoteSnapshot,
): Promise<CreditNoteSnapshot> {
  const [stored] = await db
    .update(creditNotes)
    .set({ snapshot })
    .where(and(eq(creditNotes.id, id), isNull(creditNotes.snapshot)))
    .returning({ snapshot: creditNotes.snapshot });
  if (stored?.snapshot) return stored.snapshot;
  const [row] = await db
    .select({ snapshot: creditNotes.snapshot })
    .from(creditNotes)
    .where(eq(creditNotes.id, id));
  return row?.snapshot ?? snapshot;
}

/**
 * ADR 1303: what a booking's GST documents add up to: its invoice and supplementary invoices
 * (invoiced), its credit notes (credited). Invariant: a booking that ended cancelled, every refund
 * settled, has invoicedPaise − creditedPaise = paid − refunded (the money kept); a live booking's
 * documents net to what it sold. Both 0 for a booking with no invoice.
 */
export async function documentsNetPaise(
  db: Database,
  bookingId: string,
): Promise<{ invoicedPaise: number; creditedPaise: number }> {
  const [invoiced] = await db
    .select({ paise: sql<string>`coalesce(sum(${taxInvoices.totalPaise}), 0)` })
    .from(taxInvoices)
    .where(eq(taxInvoices.bookingId, bookingId));
  const [credited] = await db
    .select({ paise: sql<string>`coalesce(sum(${creditNotes.amountPaise}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.bookingId, bookingId));
  return { invoicedPaise: Number(invoiced!.paise), creditedPaise: Number(credited!.paise) };
}
