import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { WhatsAppSender } from '../outbox/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import type { Clock } from '../../lib/clock.ts';

// What the bookings services need, passed in explicitly (as every other module passes `db`):
// the database, the payment gateway, the mailer, a clock and the public URL. The app builds them
// once, as `app.deps` (src/app-deps.ts), which satisfies these types as it stands.

export type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** publicUrl: the gateway's redirect and callback URLs (e-mails link through the outbox's placeholder, ADR 986). */
export type PaymentDeps = {
  db: Database;
  gateway: PaymentGateway;
  log: Log;
  clock: Clock;
  publicUrl: string;
  /** How long a checkout holds its seats for the first payment (SEAT_HOLD_SECONDS; default ATTEMPT_TTL_MS). */
  seatHoldMs?: number;
};
export type CheckoutDeps = PaymentDeps;
/**
 * The outbox (modules/outbox/outbox.ts) makes the e-mails' site links absolute with publicUrl when it sends
 * them (ADR 910), and their Message-IDs under messageIdDomain (ADR 1308).
 */
export type OutboxDeps = {
  db: Database;
  mailer: Mailer;
  log: Log;
  clock: Clock;
  publicUrl: string;
  messageIdDomain: string;
  /** The WhatsApp messages of the same outbox (ADR 1343). */
  whatsapp: WhatsAppSender;
};
export type BookingDeps = CheckoutDeps & OutboxDeps;

/**
 * The bookings' view of `app.deps` (src/app-deps.ts, ADR 1382), which is all of it; a test gives
 * its own clock to run a job at another time.
 */
export const bookingDeps = (app: FastifyInstance, clock?: Clock): BookingDeps =>
  clock ? { ...app.deps, clock } : app.deps;
