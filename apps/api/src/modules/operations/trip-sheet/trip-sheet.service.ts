import { tripEndDate } from '@wayfarer/shared/rules/booking-lifecycle';
import { roomTypeLabels } from '@wayfarer/shared/enums';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { getSiteSettings } from '../../settings/index.ts';
import { getDepartureNotes } from '../../trip-details/index.ts';
import type { DepartureRef } from '../departure-date.ts';
import { findTripLength } from '../operations.repository.ts';
import { loadRooming, type RoomingDeps } from '../rooming/rooming.service.ts';
import { renderTripSheetPdf, type TripSheetData } from './trip-sheet-pdf.ts';

// ADR 1341: the trip-leader sheet of a date, for the admin and the package's own creator
// only (another creator 403): the rooming list's travellers and rooms, with the details the
// travellers gave before they go (medical notes and passports included: these two readers may
// have them, ADR 1208), the notes the date's travellers were given, and the operator's contact.

/** The sheet's data: everything it prints, read once. */
export async function tripSheetData(
  deps: RoomingDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<TripSheetData> {
  const view = await loadRooming(deps, user, packageId, ref);
  const [settings, notes, days] = await Promise.all([
    getSiteSettings(deps.db),
    getDepartureNotes(deps.db, user, view.pkg.id, { date: ref.date, departureId: view.departure.id }),
    findTripLength(deps.db, view.pkg.id),
  ]);
  const roomOf = new Map<string, string>();
  const rooms = view.rooms.map((room, i) => {
    const label = `Room ${i + 1}`;
    for (const t of room.travellers)
      roomOf.set(`${t.bookingId}:${t.position}`, `${i + 1} ${roomTypeLabels[room.type]}`);
    return { label, type: room.type, names: [] as string[] };
  });
  const nameOf = new Map(view.people.map((p) => [`${p.bookingId}:${p.position}`, p.name]));
  view.rooms.forEach((room, i) => {
    rooms[i]!.names = room.travellers.map((t) => nameOf.get(`${t.bookingId}:${t.position}`) ?? '');
  });
  return {
    operator: { name: settings.businessName, phone: settings.contactPhone, email: settings.contactEmail },
    packageTitle: view.pkg.title,
    departureName: view.departure.name,
    date: view.date,
    returnDate: tripEndDate(view.date, days),
    isInternational: view.pkg.isInternational,
    notes: notes.notes,
    travellers: view.people.map((p) => {
      const d = p.details;
      return {
        name: p.name,
        age: p.age,
        gender: p.gender,
        bookingNumber: p.bookingNumber,
        phone: p.phone,
        room: roomOf.get(`${p.bookingId}:${p.position}`) ?? '',
        emergencyContact: [d?.emergencyName, d?.emergencyPhone].filter(Boolean).join(', '),
        dietaryNeeds: d?.dietaryNeeds ?? '',
        medicalNotes: d?.medicalNotes ?? '',
        passportNumber: d?.passportNumber ?? '',
        nationality: d?.nationality ?? '',
        passportExpiry: d?.passportExpiry ?? '',
      };
    }),
    rooms,
  };
}

export async function tripSheetPdf(
  deps: RoomingDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<Buffer> {
  return renderTripSheetPdf(await tripSheetData(deps, user, packageId, ref));
}
