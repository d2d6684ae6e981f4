import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type Mailer, messageIdDomain } from '../../lib/mailer.ts';
import type { WhatsAppSender } from '../outbox/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import type { Clock } from '../../lib/clock.ts';

// What the bookings services need, passed in explicitly (as every other module passes `db`):
// the database, the payment gateway, the mailer, a clock and the public URL. Only the routes and
// the server's workers read them off the app, through bookingDeps.

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

export function bookingDeps(app: FastifyInstance, clock: Clock = app.clock): BookingDeps {
  return {
    db: app.db,
    gateway: app.paymentGateway,
    mailer: app.mailer,
    whatsapp: app.whatsapp,
    log: app.log,
    clock,
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    seatHoldMs: app.config.seatHoldMs,
    messageIdDomain: messageIdDomain(app.config.mailFrom),
  };
}
