import type { RoomingBooking } from '@wayfarer/shared/rules/rooming';
import type { ManifestRow } from '../operations.repository.ts';

// A date's travellers as the rooming list and the trip-leader sheet see them — every
// person of every travelling booking, by position (0 = the lead), whether or not the booking has
// named its travellers yet (those unnamed are "Guest n of <lead>").

export type DeparturePerson = {
  bookingId: string;
  bookingNumber: string;
  position: number;
  name: string;
  age: number | null;
  gender: string | null;
  leadName: string;
  phone: string;
  email: string;
  /** The traveller's "before you go" details (ADR 1208); null when none were given. */
  details: ManifestRow['details'];
};

export type DeparturePeople = { bookings: RoomingBooking[]; people: DeparturePerson[] };

/** The manifest's rows (booking by booking, in position order) as bookings and people. */
export function departurePeople(rows: ManifestRow[]): DeparturePeople {
  const byBooking = new Map<string, ManifestRow[]>();
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  const bookings: RoomingBooking[] = [];
  const people: DeparturePerson[] = [];
  for (const [bookingId, its] of byBooking) {
    const first = its[0]!;
    bookings.push({
      bookingId,
      people: first.people,
      pricingType: first.pricingType,
      selection: Array.isArray(first.selection) ? first.selection : [],
    });
    for (let position = 0; position < first.people; position++) {
      const named = its.find((r) => r.travellerPosition === position && r.travellerName !== null);
      people.push({
        bookingId,
        bookingNumber: first.bookingNumber,
        position,
        name:
          named?.travellerName ?? (position === 0 ? first.name : `Guest ${position + 1} of ${first.name}`),
        age: named?.travellerAge ?? null,
        gender: named?.travellerGender ?? null,
        leadName: first.name,
        phone: first.phone,
        email: first.email,
        details: named?.details ?? null,
      });
    }
  }
  return { bookings, people };
}
