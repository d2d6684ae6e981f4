import type { BookingStatus } from '@wayfarer/shared/enums';

// The booking core's state machine as one table (docs/BOOKING-CORE.md, ADR 1300): every change of
// a booking, its seats, its money or its tax documents is one of these transitions, allowed only
// from the statuses listed, each one transaction taking its locks in the order of lock-order.ts.
// The guarded status moves (booking-lifecycle.repository.ts) take their `WHERE status IN` from
// here, the model-based test checks every status change it sees against it, and a unit test checks
// it against the status graph of rules/booking-lifecycle.ts.

export type Transition = {
  /** The booking statuses it may start from. */
  from: readonly BookingStatus[];
  /** The status it ends in ('same': the status does not change). */
  to: BookingStatus | 'same';
  /** What it does to the date's seats. */
  seats: string;
  /** What it does to the money (paid, refunds) and the creator's ledger. */
  money: string;
  /** What it does to the tax documents (with a GSTIN set). */
  documents: string;
  /** The e-mails it queues (in its transaction, through the outbox). */
  emails: string;
  /** The rows it locks, in the core's order. */
  locks: string;
};

const LIVE: readonly BookingStatus[] = ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'];

export const TRANSITIONS = {
  checkout: {
    from: [],
    to: 'PENDING',
    seats: 'held for the attempt (the seat cap under the date lock)',
    money: 'none yet: a first payment attempt is opened',
    documents: 'none',
    emails: 'none',
    locks: 'date',
  },
  adminBooking: {
    from: [],
    to: 'PENDING',
    seats: 'held for the payment link (the seat cap under the date lock)',
    money:
      'none yet: a first payment attempt (the link) is opened for its life; a bounded discount with its reason',
    documents: 'none',
    emails: 'the payment link',
    locks: 'date (then the lead it came from)',
  },
  paymentLinkRenewed: {
    from: ['PENDING'],
    to: 'same',
    seats: 'held again (only if the date still has them)',
    money: 'none yet: a new first payment attempt, once the last one ended unpaid',
    documents: 'none',
    emails: 'the payment link',
    locks: 'date, booking',
  },
  firstPaymentSucceeded: {
    from: ['PENDING'],
    to: 'CONFIRMED',
    seats: 'hold confirmed (a released hold taken again only if the seats are still free)',
    money: 'paid += amount; the creator share accrues',
    documents: 'the tax invoice',
    emails:
      'booking confirmed (or booked, trip not yet confirmed); the trip confirmed when the minimum is reached',
    locks: 'date, booking, attempt',
  },
  firstPaymentReturned: {
    from: ['PENDING', 'CANCELLED'],
    to: 'CANCELLED',
    seats: 'released',
    money: 'paid += amount, and the whole amount refunded through the gateway (the reconciler asks at once)',
    documents: 'none: nothing was supplied',
    emails: 'payment refunded (never "confirmed")',
    locks: 'date, booking, attempt',
  },
  firstPaymentFailed: {
    from: ['PENDING'],
    to: 'same',
    seats: 'released',
    money: 'none',
    documents: 'none',
    emails: 'none',
    locks: 'date, booking, attempt',
  },
  balancePaid: {
    from: ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED', 'CANCELLED'],
    to: 'same',
    seats: 'none',
    money: 'paid += amount; on a cancelled booking refunded in full at once',
    documents: 'none (the invoice covers the total)',
    emails: 'balance received',
    locks: 'date, booking, attempt',
  },
  offlinePayment: {
    from: ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED'],
    to: 'same',
    seats: 'none',
    money: 'paid += amount (never beyond what is owed); the creator share accrues',
    documents: 'none',
    emails: 'balance received',
    locks: 'date, booking',
  },
  cancellationRequested: {
    from: ['CONFIRMED'],
    to: 'CANCELLATION_REQUESTED',
    seats: 'kept',
    money: 'the refund quote frozen',
    documents: 'none',
    emails: 'cancellation requested (traveller and operators)',
    locks: 'date, booking',
  },
  adminCancel: {
    from: ['CONFIRMED', 'CANCELLATION_REQUESTED'],
    to: 'CANCELLED',
    seats: 'released',
    money: 'refund rows for the quote (or the override), never more than is left to refund',
    documents: 'a credit note for what was invoiced and never paid; one per completed refund',
    emails: 'cancelled, with the refund',
    locks: 'date, booking',
  },
  operatorCancel: {
    from: ['PENDING', 'CONFIRMED', 'CANCELLATION_REQUESTED'],
    to: 'CANCELLED',
    seats: 'released',
    money: 'everything left to refund given back (nothing for an unpaid booking)',
    documents: 'a credit note for what was invoiced and never paid; one per completed refund',
    emails: 'the date was cancelled by the operator, with the refund (paid bookings)',
    locks: 'date, bookings on it in (created_at, id) order',
  },
  moveOffered: {
    from: ['CONFIRMED'],
    to: 'same',
    seats: 'none until accepted',
    money: 'none',
    documents: 'none',
    emails: 'move offer',
    locks: 'date, bookings on it',
  },
  moveDeclined: {
    from: ['CONFIRMED'],
    to: 'CANCELLED',
    seats: 'released',
    money: 'everything left to refund given back',
    documents: 'a credit note for what was invoiced and never paid; one per completed refund',
    emails: 'the operator cancelled, with the refund',
    locks: 'date, booking, offer',
  },
  dateChanged: {
    from: ['CONFIRMED'],
    to: 'same',
    seats: 'moved to the new date under both dates locks (the seat cap there)',
    money: 'the new total; what is held beyond it refunded, never more than is left',
    documents: 'a supplementary invoice for a dearer total; credit notes with the refunds',
    emails: 'date changed',
    locks: 'both dates (id order), booking',
  },
  travellerRemoved: {
    from: ['CONFIRMED'],
    to: 'same',
    seats: 'one seat released on the date (the hold shrinks by one)',
    money:
      'priced again for the smaller party; the slab in force keeps its share of the removed place; what is held beyond the new total refunded (the creator share reversed as it completes)',
    documents: 'a reduction credit note for an invoiced total never paid; credit notes with the refunds',
    emails: 'traveller removed (to the lead traveller)',
    locks: 'date, booking (then the rooming list the date keeps)',
  },
  completed: {
    from: ['CONFIRMED'],
    to: 'COMPLETED',
    seats: 'kept',
    money: 'none (a balance still owed stays collectible)',
    documents: 'none',
    emails: 'review invitation once nothing is owed',
    locks: 'booking (guarded update)',
  },
  refundSettled: {
    from: [...LIVE, 'CANCELLED'],
    to: 'same',
    seats: 'none',
    money: 'refunded += amount; the creator share reversed',
    documents: 'a credit note (never more than is invoiced and not yet credited)',
    emails: 'refund completed',
    locks: 'date, booking, refund',
  },
  // ADR 1365: a checkout on the package's instalment plan, and each later instalment paid through
  // the balance path (the first instalment's payment is firstPaymentSucceeded).
  instalmentCheckout: {
    from: [],
    to: 'PENDING',
    seats: 'held for the attempt (the seat cap under the date lock)',
    money:
      "the package's plan frozen on the booking; a first attempt opened for the first instalment (with any already past due folded in)",
    documents: 'none',
    emails: 'none',
    locks: 'date',
  },
  instalmentPaid: {
    from: ['CONFIRMED', 'CANCELLATION_REQUESTED', 'COMPLETED', 'CANCELLED'],
    to: 'same',
    seats: 'none',
    money:
      'paid += the next instalment (what is left of it); on a cancelled booking refunded in full at once',
    documents: 'none (the invoice covers the total)',
    emails: 'balance received',
    locks: 'date, booking, attempt',
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/** The statuses `name` may start from, for a guarded `UPDATE … WHERE status IN`. */
export const statusesBefore = (name: TransitionName): BookingStatus[] => [...TRANSITIONS[name].from];

/** Whether `name` may take a booking from `from` to `to` (the table's word on one observed change). */
export function allows(name: TransitionName, from: BookingStatus | null, to: BookingStatus): boolean {
  const t: Transition = TRANSITIONS[name];
  if (from === null) return t.from.length === 0 && t.to === to;
  if (!t.from.includes(from)) return false;
  return t.to === 'same' ? from === to : t.to === to;
}

/** The transitions that may explain a booking going from `from` to `to`. */
export const explaining = (from: BookingStatus | null, to: BookingStatus): TransitionName[] =>
  (Object.keys(TRANSITIONS) as TransitionName[]).filter((name) => allows(name, from, to));
