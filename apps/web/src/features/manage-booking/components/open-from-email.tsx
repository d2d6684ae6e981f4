import { bookingMessages } from '@wayfarer/shared/schemas/booking';
import { Link } from 'react-router';

/**
 * ADR 1302: in place of the traveller's actions when this browser does not hold the booking's
 * manage key (the page was opened from a bare booking id): the booking and paying stay open.
 */
export function OpenFromEmail() {
  return (
    <p className="text-sm text-muted-foreground">
      {bookingMessages.openFromEmail}{' '}
      {/* ADR 1310: or sign in to "My trips" with the address it was booked with. */}
      <Link to="/trips" className="font-medium text-brand-700 hover:underline">
        Or sign in to My trips.
      </Link>
    </p>
  );
}
