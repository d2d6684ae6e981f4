import type { BookingStatus, LeadStatus, PaymentStatus } from '@wayfarer/shared/enums';
import type { PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import { bookings, leads, taxInvoices, tourPackages } from '../../db/schema.ts';
import { leadsAddressedTo } from '../enquiries/index.ts';

// The CSV exports' reads: bookings and leads in keyset batches, newest first, so
// 100,000 rows never sit in memory.

export type ExportCursor = { cursor: string; id: string };

const beforeCursor = (
  createdAt: SQL | typeof bookings.createdAt,
  id: typeof bookings.id,
  after?: ExportCursor,
) =>
  after
    ? or(
        sql`${createdAt} < ${after.cursor}::timestamptz`,
        and(sql`${createdAt} = ${after.cursor}::timestamptz`, lt(id, after.id)),
      )
    : undefined;

export type BookingExportFilter = {
  creatorId?: string;
  search: string;
  status: PaymentStatus | '';
  bookingStatus: BookingStatus | '';
  /** Booked at or after (an instant). */
  from?: Date;
  /** Booked before (an instant). */
  to?: Date;
};

export type BookingExportRow = {
  cursor: string;
  id: string;
  bookingNumber: string;
  createdAt: Date;
  packageTitle: string;
  departureName: string;
  travelDate: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  paymentType: string;
  paymentStatus: PaymentStatus;
  status: BookingStatus;
  cancelledByOperator: boolean;
  packageAmountPaise: number;
  discountPaise: number;
  paidPaise: number;
  liveRefundedPaise: number;
  refundedPaise: number;
  /** The plan frozen at booking (null: none), and the balance's due date: what is owed next. */
  instalmentPlan: PlanInstalment[] | null;
  balanceDueDate: string;
  /** The GST tax invoice (ADR 1161), when the booking has one. */
  invoiceNumber: string | null;
  taxablePaise: number | null;
  taxPaise: number | null;
};

/** One batch of bookings, newest first, after `after` (bookings_created_idx / bookings_creator_created_idx). */
export async function listBookingExportBatch(
  db: Database,
  filter: BookingExportFilter,
  after: ExportCursor | undefined,
  limit: number,
): Promise<BookingExportRow[]> {
  const search = filter.search
    ? or(
        nameContains(bookings.name, filter.search),
        nameContains(bookings.email, filter.search),
        nameContains(bookings.phone, filter.search),
        nameContains(bookings.bookingNumber, filter.search),
      )
    : undefined;
  return db
    .select({
      cursor: sql<string>`${bookings.createdAt}::text`,
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      createdAt: bookings.createdAt,
      packageTitle: tourPackages.title,
      departureName: bookings.departureName,
      travelDate: bookings.travelDate,
      name: bookings.name,
      email: bookings.email,
      phone: bookings.phone,
      people: bookings.people,
      paymentType: bookings.paymentType,
      paymentStatus: bookings.paymentStatus,
      status: bookings.status,
      cancelledByOperator: bookings.cancelledByOperator,
      packageAmountPaise: bookings.packageAmountPaise,
      discountPaise: bookings.discountPaise,
      paidPaise: bookings.paidPaise,
      liveRefundedPaise: bookings.liveRefundedPaise,
      refundedPaise: bookings.refundedPaise,
      instalmentPlan: bookings.instalmentPlan,
      balanceDueDate: bookings.balanceDueDate,
      invoiceNumber: taxInvoices.number,
      taxablePaise: taxInvoices.taxablePaise,
      taxPaise: sql<
        number | null
      >`${taxInvoices.cgstPaise} + ${taxInvoices.sgstPaise} + ${taxInvoices.igstPaise}`,
    })
    .from(bookings)
    .innerJoin(tourPackages, eq(tourPackages.id, bookings.packageId))
    .leftJoin(taxInvoices, and(eq(taxInvoices.bookingId, bookings.id), eq(taxInvoices.kind, 'invoice')))
    .where(
      and(
        filter.creatorId ? eq(bookings.creatorId, filter.creatorId) : undefined,
        filter.status ? eq(bookings.paymentStatus, filter.status) : undefined,
        filter.bookingStatus ? eq(bookings.status, filter.bookingStatus) : undefined,
        filter.from ? gte(bookings.createdAt, filter.from) : undefined,
        filter.to ? lt(bookings.createdAt, filter.to) : undefined,
        search,
        beforeCursor(bookings.createdAt, bookings.id, after),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

export type LeadExportRow = {
  cursor: string;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  status: LeadStatus;
  packageTitle: string | null;
};

/** One batch of leads, newest first, after `after`; a creator's scope is the leads screen's. */
export async function listLeadExportBatch(
  db: Database,
  filter: { creatorId?: string; search: string; status: LeadStatus | '' },
  after: ExportCursor | undefined,
  limit: number,
): Promise<LeadExportRow[]> {
  const search = filter.search
    ? or(
        nameContains(leads.name, filter.search),
        nameContains(leads.email, filter.search),
        nameContains(leads.phone, filter.search),
      )
    : undefined;
  const keyset = after
    ? or(
        sql`${leads.createdAt} < ${after.cursor}::timestamptz`,
        and(sql`${leads.createdAt} = ${after.cursor}::timestamptz`, lt(leads.id, after.id)),
      )
    : undefined;
  return db
    .select({
      cursor: sql<string>`${leads.createdAt}::text`,
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      status: leads.status,
      packageTitle: tourPackages.title,
    })
    .from(leads)
    .leftJoin(tourPackages, eq(tourPackages.id, leads.packageId))
    .where(
      and(
        filter.creatorId ? leadsAddressedTo(filter.creatorId) : undefined,
        filter.status ? eq(leads.status, filter.status) : undefined,
        search,
        keyset,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}
