import { bookingStatusLabelOf } from '@wayfarer/shared/enums';
import { nextPaymentDue } from '@wayfarer/shared/rules/instalments';
import { pendingPaise } from '@wayfarer/shared/rules/money';
import { isConfirmedBelowMinimum, type TripState, tripState } from '@wayfarer/shared/rules/trip-status';
import { addDays, indiaMidnight, todayInIndia } from '@wayfarer/shared/rules/travel-date';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { csvLine, csvRupees } from '../../lib/csv.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { packageForUser } from '../tours/index.ts';
import { moneyByDate, noMoney } from './costs/costs.service.ts';
import { type ExportCursor, listBookingExportBatch, listLeadExportBatch } from './exports.repository.ts';
import { listBoardCounts, listHeldHolds, listManifestRows } from './operations.repository.ts';
import type {
  bookingExportQuery,
  DeparturesBoardResponse,
  ManifestLine,
  ManifestResponse,
  leadExportQuery,
  manifestQuery,
} from '@wayfarer/shared/schemas/operations';
import { AppError } from '../../lib/app-error.ts';
import { serverMessages } from '@wayfarer/shared/messages';
import type { Clock } from '../../lib/clock.ts';

// The departure board, the manifest and the CSV exports. A creator sees only its own
// packages' data (another creator's package is a 404, as missing); a plain user gets 403.

export type OperationsDeps = { db: Database; clock: Clock };

/** Rows per database read of a streamed export. */
export const EXPORT_BATCH = 500;

/** India midnight starting `date`. */

export async function getDeparturesBoard(
  deps: OperationsDeps,
  user: AuthUser,
  packageId: string,
): Promise<DeparturesBoardResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const today = todayInIndia(deps.clock());
  const tripOf = (c: (typeof counts)[number]) =>
    tripState({
      travelDate: c.date,
      minTravellers: c.minTravellers,
      // The board's confirmed people are the counting bookings' (TRAVELLING_STATUSES).
      paidPeople: c.confirmed,
      confirmedAt: c.confirmedAt,
      decisionDaysBefore: pkg.decisionDaysBefore,
      // ADR 1204: the operator cancelled the date.
      cancelledByOperator: c.cancelledAt !== null,
      today,
    });
  // ADR 1340: the date's money and margin, the admin's only.
  const [counts, holds, money] = await Promise.all([
    listBoardCounts(deps.db, pkg.id, today),
    listHeldHolds(deps.db, pkg.id, today),
    user.role === 'ADMIN' ? moneyByDate(deps.db, pkg.id) : undefined,
  ]);
  return {
    package: { id: pkg.id, title: pkg.title },
    dates: counts.map((c) => ({
      date: c.date,
      departureId: c.departureId,
      departureName: c.departureName,
      seats: c.seats,
      closedForSale: c.closedForSale,
      cancelledByOperator: c.cancelledAt !== null,
      held: c.held,
      confirmed: c.confirmed,
      left: c.seats === null ? null : Math.max(0, c.seats - c.takenOnHolds),
      waitlisted: c.waitlisted,
      bookings: c.bookings,
      people: c.confirmed,
      holds: holds
        .filter((h) => h.tourDateId === c.tourDateId)
        .map((h) => ({ people: h.people, expiresAt: h.expiresAt.toISOString() })),
      ...boardTrip(c.minTravellers, c.confirmed, tripOf(c)),
      money: money ? (money.get(`${c.departureId}|${c.date}`) ?? noMoney()) : null,
    })),
  };
}

/** A board row's minimum group size, trip status, decision day and warning. */
function boardTrip(minTravellers: number | null, paidPeople: number, state: TripState) {
  return {
    minTravellers,
    tripStatus: state.tripStatus,
    decisionDate: state.decisionDate,
    travellersNeeded: state.travellersNeeded,
    belowMinimum: isConfirmedBelowMinimum(state, minTravellers, paidPeople),
  };
}

const MANIFEST_HEADER = [
  'Booking number',
  'Lead traveller',
  'Phone',
  'E-mail',
  'Traveller name',
  'Age',
  'Gender',
  'Room',
  'Paid (INR)',
  'Pending (INR)',
  'Emergency contact',
  'Dietary needs',
  'Medical notes',
  'Passport number',
  'Nationality',
  'Passport expiry',
];

/**
 * Passport numbers and medical notes reach only the admin and the package's own creator
 * (today the manifest's only readers; kept as a rule so a wider reader never gets them).
 */
const seesSensitiveDetails = (user: AuthUser, pkg: { creatorId: string }) =>
  user.role === 'ADMIN' || (user.creatorId !== null && user.creatorId === pkg.creatorId);

/** The room (or item) a booking's n-th person (0-based) sleeps in, from the booking's selection. */
function roomOf(row: { pricingType: string; selection: unknown }, index: number): string {
  const items = Array.isArray(row.selection) ? row.selection : [];
  let seen = 0;
  for (const [n, item] of items.entries()) {
    const size =
      row.pricingType === 'Simple'
        ? Number(item.adult ?? 0) + Number(item.child ?? 0)
        : Number(item.value ?? 0) * Number(item.totalPeople ?? 0);
    if (index < seen + size) return row.pricingType === 'Simple' ? `Room ${n + 1}` : String(item.name ?? '');
    seen += size;
  }
  return '';
}

/** A date's manifest: one line per traveller; a booking without traveller rows, one for its lead. */
export async function getManifest(
  deps: OperationsDeps,
  user: AuthUser,
  packageId: string,
  query: z.output<typeof manifestQuery>,
): Promise<ManifestResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const rows = await listManifestRows(deps.db, {
    packageId: pkg.id,
    date: query.date,
    departureId: query.departureId,
  });
  const sensitive = seesSensitiveDetails(user, pkg);
  // A booking's money once, on its lead row, so a spreadsheet sum counts it once.
  const lines = rows.map((r, i) => {
    const d = r.details;
    const lead = i === 0 || rows[i - 1]!.bookingNumber !== r.bookingNumber;
    const hasTraveller = r.travellerName !== null;
    return {
      bookingNumber: r.bookingNumber,
      leadName: r.name,
      phone: r.phone,
      email: r.email,
      travellerName: hasTraveller
        ? r.travellerName!
        : `${r.name} (${r.people} ${r.people === 1 ? 'person' : 'people'})`,
      position: r.travellerPosition,
      age: r.travellerAge,
      gender: r.travellerGender,
      room: hasTraveller ? roomOf(r, r.travellerPosition ?? 0) : '',
      paidPaise: lead ? r.paidPaise : null,
      pendingPaise: lead ? pendingPaise(r) : null,
      emergencyContact: [d?.emergencyName, d?.emergencyPhone].filter(Boolean).join(', '),
      dietaryNeeds: d?.dietaryNeeds ?? '',
      medicalNotes: sensitive ? (d?.medicalNotes ?? '') : null,
      passportNumber: sensitive ? (d?.passportNumber ?? '') : null,
      nationality: d?.nationality ?? '',
      passportExpiry: d?.passportExpiry ?? '',
    };
  });
  return { package: { id: pkg.id, title: pkg.title }, date: query.date, lines };
}

export function manifestCsv(lines: ManifestLine[]): string {
  return (
    csvLine(MANIFEST_HEADER) +
    lines
      .map((l) =>
        csvLine([
          l.bookingNumber,
          l.leadName,
          l.phone,
          l.email,
          l.travellerName,
          l.age,
          l.gender,
          l.room,
          l.paidPaise === null ? null : csvRupees(l.paidPaise),
          l.pendingPaise === null ? null : csvRupees(l.pendingPaise),
          l.emergencyContact,
          l.dietaryNeeds,
          l.medicalNotes,
          l.passportNumber,
          l.nationality,
          l.passportExpiry ? { raw: l.passportExpiry } : '',
        ]),
      )
      .join('')
  );
}

/** Admin: every booking; a creator: its packages'; anyone else 403. */
function creatorScope(user: AuthUser): { creatorId?: string } {
  if (user.role === 'ADMIN') return {};
  if (user.creatorId) return { creatorId: user.creatorId };
  throw new AppError('FORBIDDEN', serverMessages.forbidden);
}

const BOOKING_HEADER = [
  'Booking number',
  'Booked on',
  'Package',
  'Departure',
  'Travel date',
  'Name',
  'E-mail',
  'Phone',
  'People',
  'Payment type',
  'Payment status',
  'Booking status',
  'Total (INR)',
  'Paid (INR)',
  'Pending (INR)',
  'Refunded (INR)',
  'Invoice number',
  'Taxable value (INR)',
  'GST (INR)',
  'Next due (INR)',
  'Next due on',
];

/**
 * The bookings export, streamed: the scope is checked before the first byte, then the rows are
 * read newest first in batches of EXPORT_BATCH with a keyset cursor, so memory stays flat.
 */
export function bookingExport(
  deps: OperationsDeps,
  user: AuthUser,
  query: z.output<typeof bookingExportQuery>,
): AsyncGenerator<string> {
  const scope = creatorScope(user);
  const filter = {
    ...scope,
    search: query.search,
    status: query.status,
    bookingStatus: query.bookingStatus,
    from: query.from ? indiaMidnight(query.from) : undefined,
    to: query.to ? indiaMidnight(addDays(query.to, 1)) : undefined,
  };
  const now = deps.clock();
  return (async function* () {
    yield csvLine(BOOKING_HEADER);
    let after: ExportCursor | undefined;
    for (;;) {
      const rows = await listBookingExportBatch(deps.db, filter, after, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows
        .map((r) => {
          const total = r.packageAmountPaise - r.discountPaise;
          // What the traveller's "Pay balance" or "Pay instalment" would ask for now, and by when.
          const due = nextPaymentDue(r, now);
          return csvLine([
            r.bookingNumber,
            { raw: todayInIndia(r.createdAt) },
            r.packageTitle,
            r.departureName,
            { raw: r.travelDate },
            r.name,
            r.email,
            r.phone,
            r.people,
            r.paymentType,
            r.paymentStatus,
            bookingStatusLabelOf(r) ?? r.status,
            csvRupees(total),
            csvRupees(r.paidPaise),
            csvRupees(pendingPaise(r)),
            csvRupees(r.refundedPaise),
            r.invoiceNumber ?? '',
            r.taxablePaise === null ? '' : csvRupees(r.taxablePaise),
            r.taxPaise === null ? '' : csvRupees(Number(r.taxPaise)),
            due ? csvRupees(due.amountPaise) : '',
            due ? { raw: due.dueDate } : '',
          ]);
        })
        .join('');
      const last = rows.at(-1)!;
      after = { cursor: last.cursor, id: last.id };
      if (rows.length < EXPORT_BATCH) return;
    }
  })();
}

const LEAD_HEADER = ['Received on', 'Name', 'E-mail', 'Phone', 'Package', 'Message', 'Status'];

/** The leads export (the leads screen's scope and filter), streamed like the bookings'. */
export function leadExport(
  deps: OperationsDeps,
  user: AuthUser,
  query: z.output<typeof leadExportQuery>,
): AsyncGenerator<string> {
  const filter = { ...creatorScope(user), search: query.search, status: query.status };
  return (async function* () {
    yield csvLine(LEAD_HEADER);
    let after: ExportCursor | undefined;
    for (;;) {
      const rows = await listLeadExportBatch(deps.db, filter, after, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows
        .map((r) =>
          csvLine([
            { raw: todayInIndia(r.createdAt) },
            r.name,
            r.email,
            r.phone,
            r.packageTitle,
            r.message,
            r.status,
          ]),
        )
        .join('');
      const last = rows.at(-1)!;
      after = { cursor: last.cursor, id: last.id };
      if (rows.length < EXPORT_BATCH) return;
    }
  })();
}
