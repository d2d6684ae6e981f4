import type { BookingStatus } from '@wayfarer/shared/enums';
import { tripEndDate } from '@wayfarer/shared/rules/booking-lifecycle';
import {
  areDetailsComplete,
  areNotesVisible,
  isPassportValidForTrip,
  maskPassport,
  passportNeededBy,
  passportTooSoonMessage,
} from '@wayfarer/shared/rules/trip-details';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import {
  type BeforeYouGoResponse,
  type TravellerDetailsView,
  tripDetailsMessages,
  type travellerDetailsBody,
} from '@wayfarer/shared/schemas/trip-details';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type DetailsRow,
  findBookingForDetails,
  findNotes,
  listAnnouncementsOfBooking,
  listDetails,
  listTravellerRows,
  upsertDetails,
} from './trip-details.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// "Before you go" on the booking page (ADR 1208). The manage link (the booking's
// unguessable id) is the key, as for the other manage endpoints. Details are kept per traveller
// position, so replacing the traveller rows keeps them.

export type TripDetailsDeps = { db: Database; clock: Clock };

/** Details can be given while the trip is on and ahead (late is better than never). */
const EDITABLE: readonly BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED'];

type BookingForDetails = NonNullable<Awaited<ReturnType<typeof findBookingForDetails>>>;

async function bookingOr404(db: Database, bookingId: string): Promise<BookingForDetails> {
  const row = isUuid(bookingId) ? await findBookingForDetails(db, bookingId.toLowerCase()) : undefined;
  if (!row) throw new AppError('BOOKING_NOT_FOUND', bookingMessages.bookingNotFound);
  return row;
}

const isEditable = (b: BookingForDetails, today: string) =>
  EDITABLE.includes(b.status) && today < b.travelDate;

function viewOf(d: DetailsRow | undefined): TravellerDetailsView {
  return {
    emergencyName: d?.emergencyName ?? null,
    emergencyPhone: d?.emergencyPhone ?? null,
    dietaryNeeds: d?.dietaryNeeds ?? null,
    hasMedicalNotes: Boolean(d?.medicalNotes),
    passportNumberMasked: d?.passportNumber ? maskPassport(d.passportNumber) : null,
    nationality: d?.nationality ?? null,
    passportExpiry: d?.passportExpiry ?? null,
  };
}

export async function getBeforeYouGo(deps: TripDetailsDeps, bookingId: string): Promise<BeforeYouGoResponse> {
  const b = await bookingOr404(deps.db, bookingId);
  const today = todayInIndia(deps.clock());
  const [travellers, details, notes, announcements] = await Promise.all([
    listTravellerRows(deps.db, b.id),
    listDetails(deps.db, b.id),
    b.departureId && areNotesVisible(b.balanceDueDate, today)
      ? findNotes(deps.db, b.departureId, b.travelDate)
      : undefined,
    b.departureId && b.status !== 'CANCELLED' && b.status !== 'PENDING'
      ? listAnnouncementsOfBooking(deps.db, { ...b, departureId: b.departureId })
      : [],
  ]);
  return {
    isInternational: b.isInternational,
    dueDate: b.balanceDueDate,
    returnDate: tripEndDate(b.travelDate, b.totalDays),
    passportValidUntil: passportNeededBy(tripEndDate(b.travelDate, b.totalDays), b.passportValidityMonths),
    editable: isEditable(b, today),
    travellers: travellers.map((t) => {
      const d = details.find((row) => row.position === t.position);
      return {
        id: t.id,
        position: t.position,
        name: t.name,
        complete: areDetailsComplete(d, b.isInternational),
        details: viewOf(d),
      };
    }),
    notes: notes?.notes || null,
    announcements: announcements.map((a) => ({
      id: a.id,
      date: a.date,
      departureId: a.departureId,
      subject: a.subject,
      message: a.message,
      recipients: a.recipients,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** Omitted keeps the saved value; null or '' clears it. */
const pick = <T>(next: T | null | undefined, saved: T | null | undefined): T | null =>
  next === undefined ? (saved ?? null) : next === '' || next === null ? null : next;

export async function saveTravellerDetails(
  deps: TripDetailsDeps,
  bookingId: string,
  travellerId: string,
  body: z.output<typeof travellerDetailsBody>,
): Promise<BeforeYouGoResponse> {
  const b = await bookingOr404(deps.db, bookingId);
  if (!isEditable(b, todayInIndia(deps.clock()))) {
    throw new AppError('TRAVELLERS_LOCKED', tripDetailsMessages.detailsLocked);
  }
  const traveller = (await listTravellerRows(deps.db, b.id)).find((t) => t.id === travellerId);
  if (!traveller) throw new AppError('TRAVELLER_NOT_FOUND', tripDetailsMessages.travellerNotFound);
  const saved = (await listDetails(deps.db, b.id)).find((d) => d.position === traveller.position);
  // Passport details are kept only for an international package.
  const passport = b.isInternational
    ? {
        passportNumber: pick(body.passportNumber, saved?.passportNumber)?.toUpperCase() ?? null,
        nationality: pick(body.nationality, saved?.nationality),
        passportExpiry: pick(body.passportExpiry, saved?.passportExpiry),
      }
    : { passportNumber: null, nationality: null, passportExpiry: null };
  const returnDate = tripEndDate(b.travelDate, b.totalDays);
  // ADR 1342: valid until the return date plus the package's months; the refusal names
  // the first expiry date that would do.
  const months = b.passportValidityMonths;
  if (passport.passportExpiry && !isPassportValidForTrip(passport.passportExpiry, returnDate, months)) {
    const message = passportTooSoonMessage(returnDate, months);
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'passportExpiry', message }]);
  }
  await upsertDetails(deps.db, {
    bookingId: b.id,
    position: traveller.position,
    emergencyName: pick(body.emergencyName, saved?.emergencyName),
    emergencyPhone: pick(body.emergencyPhone, saved?.emergencyPhone),
    dietaryNeeds: pick(body.dietaryNeeds, saved?.dietaryNeeds),
    medicalNotes: pick(body.medicalNotes, saved?.medicalNotes),
    ...passport,
  });
  return getBeforeYouGo(deps, b.id);
}
