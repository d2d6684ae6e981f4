import { bookingMessages } from '@wayfarer/shared/schemas/booking';

/**
 * ADR 1302: in place of the traveller's actions when this browser does not hold the booking's
 * manage key (the page was opened from a bare booking id): the booking and paying stay open.
 */
export function OpenFromEmail() {
  return <p className="text-sm text-muted-foreground">{bookingMessages.openFromEmail}</p>;
}
