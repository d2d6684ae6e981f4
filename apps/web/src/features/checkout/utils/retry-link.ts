import { checkoutHref } from '@wayfarer/shared/rules/checkout-link';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';

/**
 * "Try paying again": a new checkout for the same package, departure, date and selection, built
 * with the shared link rule. Checkout re-prices it from the server, so nothing here is trusted.
 * No link when the creator has since removed the departure.
 */
export function retryCheckoutHref(booking: BookingResponse): string | null {
  if (!booking.departure.id) return null;
  return checkoutHref({
    tourId: booking.tourPackage.id,
    departureId: booking.departure.id,
    date: booking.travelDate.slice(0, 10),
    pricingType: booking.pricingType,
    rooms: booking.rooms.map((room) => ({ adult: room.adult, child: room.child })),
    customs: booking.customs.map((item) => ({ id: item.id, value: item.value })),
  });
}
