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

/**
 * The contact details "Try paying again" passes in the router's state (never the URL), as the
 * checkout form's starting values; empty when there are none.
 */
export function contactFromRetry(state: unknown): { name: string; email: string; phone: string } {
  const contact = (state as { contact?: Record<string, unknown> } | null)?.contact;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(contact?.name), email: text(contact?.email), phone: text(contact?.phone) };
}
