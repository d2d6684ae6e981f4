import type { FastifyInstance } from 'fastify';
import { registerMailer } from '../../lib/mailer.ts';
import { SANDBOX_PREFIX, SandboxStore } from './phonepe/emulator.ts';
import { phonepeEmulatorRoutes } from './phonepe/emulator.routes.ts';
import { phonepeEmulatorV2Routes } from './phonepe/emulator-v2.routes.ts';
import { createGatewayFromConfig } from './phonepe/gateway-from-config.ts';
import type { PaymentGateway } from './phonepe/gateway-types.ts';
import { fetchTransport, injectTransport } from './phonepe/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PhonePe (v1 or v2) when PHONEPE_* is set, else the built-in sandbox at /sandbox/phonepe. */
    paymentGateway: PaymentGateway;
  }
}

/**
 * Decorates `app.paymentGateway` and `app.mailer`, and mounts the PhonePe sandbox (v1 and v2, its
 * transactions in the database) at /sandbox/phonepe (outside /v1) when no real PhonePe account
 * is configured. Call on the root instance before the routes that use them.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  app.decorate('paymentGateway', createGatewayFromConfig(app));
  registerMailer(app);

  if (app.config.phonepe) return;
  app.log.info(
    'PhonePe is not configured: payments go to the built-in sandbox at %s (API %s)',
    SANDBOX_PREFIX,
    app.config.phonepeSandboxApi,
  );
  const inProcess = injectTransport(app);
  const publicUrl = app.config.publicUrl;
  const store = new SandboxStore(app.db);
  await app.register(phonepeEmulatorRoutes, {
    prefix: SANDBOX_PREFIX,
    store,
    // A callback to this app's own URL is delivered in-process (no listening port in tests).
    transportFor: (url) =>
      url === publicUrl || url.startsWith(`${publicUrl}/`) ? inProcess : fetchTransport,
  });
  await app.register(phonepeEmulatorV2Routes, { prefix: SANDBOX_PREFIX, store });
}
