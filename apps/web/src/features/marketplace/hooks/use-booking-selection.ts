import {
  canBookNow,
  priceCustoms,
  priceRooms,
  ROOM_DEFAULT,
  type Room,
} from '@wayfarer/shared/rules/pricing';
import type { PublicPackage } from '@wayfarer/shared/schemas/tour-public';
import { useMemo, useState } from 'react';
import { pricedDeparture } from '../utils/booking';

/**
 * The calculator's state (spec 001 §4 "Booking flow" steps 1–2), kept by the page so the sticky
 * panel and the mobile dialog show the same choice.
 */
export function useBookingSelection(pkg: PublicPackage) {
  const [departureId, setDepartureId] = useState(pkg.TourPackageDeparture[0]?.id ?? '');
  const [rooms, setRooms] = useState<Room[]>([{ ...ROOM_DEFAULT }]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});

  const departure = useMemo(() => pricedDeparture(pkg, departureId), [pkg, departureId]);
  const customs = useMemo(
    () =>
      (departure?.customPricings ?? []).map((pricing) => ({
        id: pricing.id,
        value: quantities[pricing.id] ?? 0,
      })),
    [departure, quantities],
  );
  const priced =
    pkg.pricingType === 'Simple'
      ? priceRooms(departure?.simplePricings ?? [], rooms)
      : priceCustoms(departure?.customPricings ?? [], customs);

  return {
    departureId,
    departure,
    rooms,
    customs,
    totalPaise: priced.totalPaise,
    roomStates: pkg.pricingType === 'Simple' ? priceRooms(departure?.simplePricings ?? [], rooms).rooms : [],
    isBookable: canBookNow(pkg.pricingType, departure, rooms, customs),
    chooseDeparture: (id: string) => {
      setDepartureId(id);
      setQuantities({});
    },
    updateRoom: (index: number, room: Room) =>
      setRooms((current) => current.map((existing, i) => (i === index ? room : existing))),
    addRoom: () => setRooms((current) => [...current, { ...ROOM_DEFAULT }]),
    removeRoom: (index: number) =>
      setRooms((current) => (current.length > 1 ? current.filter((_, i) => i !== index) : current)),
    setQuantity: (id: string, value: number) => setQuantities((current) => ({ ...current, [id]: value })),
  };
}

export type BookingSelection = ReturnType<typeof useBookingSelection>;
