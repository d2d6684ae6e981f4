import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { createMailer, type Mailer, messageIdDomain } from './lib/mailer.ts';
import type { StorageDriver } from './modules/media/storage.ts';
import { type WhatsAppSender, whatsappSenderFor } from './modules/outbox/index.ts';
import { createGatewayFromConfig, type PaymentGateway } from './modules/payments/index.ts';

// What the routes, the plugins and the workers hand to the services (ADR 1382): built once, in
// buildApp, and read as `app.deps`. A service keeps its own narrow parameter type (`{ db, clock }`,
// BookingDeps…), which this one satisfies as it stands; a route passes `app.deps` (or adds what is
// its own, as a callback), never a copy made field by field off the app (the import-graph check
// refuses `app.db`, `app.clock`… outside app.ts and this file).

export type AppDeps = {
  db: Database;
  /** The time routes, services and workers go by (BuildOptions.clock; tests move it on). */
  clock: Clock;
  /** The configuration itself, for the services that read much of it (auth's secrets and lifetimes). */
  config: Config;
  log: FastifyBaseLogger;
  storage: StorageDriver;
  /** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** PhonePe (v1 or v2) when PHONEPE_* is set, else the built-in sandbox at /sandbox/phonepe. */
  gateway: PaymentGateway;
  /** The WhatsApp Cloud API when WHATSAPP_* is set, else the built-in sandbox. */
  whatsapp: WhatsAppSender;
  /** PUBLIC_URL without a trailing slash: the gateway's redirects, the e-mails' and calendars' links. */
  publicUrl: string;
  mailFrom: string;
  /** How long a checkout holds its seats for the first payment (SEAT_HOLD_SECONDS). */
  seatHoldMs: number;
  /** The e-mails' Message-IDs are made under it (ADR 1308). */
  messageIdDomain: string;
};

/** What buildApp opens or is given before the rest is made from the configuration. */
export type AppDepsParts = { db: Database; clock: Clock; storage: StorageDriver };

/** The app's one set of dependencies; the mailer's connections close with the app (app.ts). */
export function buildAppDeps(app: FastifyInstance, config: Config, parts: AppDepsParts): AppDeps {
  return {
    ...parts,
    config,
    log: app.log,
    mailer: createMailer(config),
    // The sandbox gateway speaks to this app in-process (app.inject).
    gateway: createGatewayFromConfig(app),
    whatsapp: whatsappSenderFor(config.whatsapp),
    publicUrl: config.publicUrl.replace(/\/+$/, ''),
    mailFrom: config.mailFrom,
    seatHoldMs: config.seatHoldMs,
    messageIdDomain: messageIdDomain(config.mailFrom),
  };
}
