import { paiseToRupeesOrNull } from '@wayfarer/shared/rules/money';
import {
  type ListedRoom,
  type RoomingBooking,
  type RoomingRoom,
  roomingList,
  roomingProblem,
  singleSupplementPaise,
  singleSupplements,
} from '@wayfarer/shared/rules/rooming';
import {
  departureOpsMessages,
  type RoomingResponse,
  type roomingBody,
} from '@wayfarer/shared/schemas/departure-ops';
import { roomTypeLabels } from '@wayfarer/shared/enums';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { csvLine, csvRupees } from '../../../lib/csv.ts';
import { departurePricingOf, packageForOwnerOrAdmin } from '../../tours/index.ts';
import { listManifestRows } from '../operations.repository.ts';
import { departureDateOf, type DepartureRef } from '../departure-date.ts';
import { type DeparturePerson, departurePeople } from './departure-people.ts';
import { findRoomingList, type RoomingListRow, upsertRoomingList } from './rooming.repository.ts';
import type { Clock } from '../../../lib/clock.ts';

// ADR 1341: a date's rooming list, read, saved, and exported as CSV. The admin and the
// package's own creator only (another creator 403). The list as read is the saved rooms with
// today's travellers, then a proposal for everyone they do not place (rules/rooming.ts).

export type RoomingDeps = { db: Database; clock: Clock };

export type RoomingView = {
  pkg: { id: string; title: string; isInternational: boolean };
  departure: { id: string; name: string };
  date: string;
  saved: RoomingListRow | undefined;
  bookings: RoomingBooking[];
  people: DeparturePerson[];
  rooms: ListedRoom[];
  /** Per room: the single supplement it owes (0, or null when the pricing has no single). */
  supplements: (number | null)[];
  singleSupplementPaise: number | null;
};

/** The package (admin or its creator), its departure and date, and the date's list as it stands. */
export async function loadRooming(
  deps: RoomingDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<RoomingView> {
  const pkg = await packageForOwnerOrAdmin(deps.db, user, packageId);
  const departure = await departureDateOf(deps, pkg, ref);
  const [rows, saved, pricing] = await Promise.all([
    listManifestRows(deps.db, { packageId: pkg.id, date: ref.date, departureId: departure.id }),
    findRoomingList(deps.db, { departureId: departure.id, date: ref.date }),
    departurePricingOf(deps.db, pkg.id, departure.id),
  ]);
  const { bookings, people } = departurePeople(rows);
  const rooms = roomingList(saved?.rooms ?? null, bookings);
  const supplementPaise = pricing ? singleSupplementPaise(pkg.pricingType, pricing) : null;
  return {
    pkg: { id: pkg.id, title: pkg.title, isInternational: pkg.isInternational },
    departure,
    date: ref.date,
    saved,
    bookings,
    people,
    rooms,
    supplements: singleSupplements(rooms, bookings, supplementPaise),
    singleSupplementPaise: supplementPaise,
  };
}

function responseOf(view: RoomingView): RoomingResponse {
  return {
    package: { id: view.pkg.id, title: view.pkg.title },
    date: view.date,
    departureId: view.departure.id,
    departureName: view.departure.name,
    saved: view.saved !== undefined,
    updatedAt: view.saved?.updatedAt.toISOString() ?? null,
    singleSupplement: paiseToRupeesOrNull(view.singleSupplementPaise),
    travellers: view.people.map((p) => ({
      bookingId: p.bookingId,
      position: p.position,
      bookingNumber: p.bookingNumber,
      name: p.name,
      age: p.age,
      gender: p.gender,
      leadName: p.leadName,
      phone: p.phone,
    })),
    rooms: view.rooms.map((room, i) => ({
      type: room.type,
      travellers: room.travellers,
      proposed: room.proposed,
      supplement: paiseToRupeesOrNull(view.supplements[i] ?? null),
    })),
  };
}

export async function getRooming(
  deps: RoomingDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<RoomingResponse> {
  return responseOf(await loadRooming(deps, user, packageId, ref));
}

/**
 * Saves the date's rooms whole. Each traveller must be on the date now and in one room only (400
 * naming the room); travellers left out stay on the list as proposed rooms.
 */
export async function saveRooming(
  deps: RoomingDeps,
  user: AuthUser,
  packageId: string,
  body: z.output<typeof roomingBody>,
): Promise<RoomingResponse> {
  const view = await loadRooming(deps, user, packageId, body);
  const rooms: RoomingRoom[] = body.rooms.map((room) => ({
    type: room.type,
    travellers: room.travellers.map((t) => ({ bookingId: t.bookingId.toLowerCase(), position: t.position })),
  }));
  const problem = roomingProblem(rooms, view.bookings);
  if (problem) {
    const message =
      problem.kind === 'twice' ? departureOpsMessages.travellerTwice : departureOpsMessages.notATraveller;
    throw new AppError('VALIDATION_FAILED', message, [{ path: `rooms.${problem.room}.travellers`, message }]);
  }
  await upsertRoomingList(
    deps.db,
    { packageId: view.pkg.id, departureId: view.departure.id, date: body.date, rooms, updatedBy: user.id },
    deps.clock(),
  );
  return getRooming(deps, user, packageId, body);
}

const ROOMING_HEADER = [
  'Room',
  'Room type',
  'Traveller',
  'Age',
  'Gender',
  'Booking number',
  'Lead traveller',
  'Phone',
  'Single supplement (INR)',
  'Status',
];

/** The list as CSV: one line per traveller, room by room (text cells guarded against formulas). */
export function roomingCsv(view: RoomingView): string {
  const person = new Map(view.people.map((p) => [`${p.bookingId}:${p.position}`, p]));
  return (
    csvLine(ROOMING_HEADER) +
    view.rooms
      .flatMap((room, i) =>
        room.travellers.map((t, j) => {
          const p = person.get(`${t.bookingId}:${t.position}`)!;
          const supplement = view.supplements[i];
          return csvLine([
            `Room ${i + 1}`,
            roomTypeLabels[room.type],
            p.name,
            p.age,
            p.gender,
            p.bookingNumber,
            p.leadName,
            p.phone,
            j === 0 && supplement ? csvRupees(supplement) : '',
            room.proposed ? 'Proposed' : 'Saved',
          ]);
        }),
      )
      .join('')
  );
}
