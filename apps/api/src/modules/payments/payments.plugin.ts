import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIX, SandboxStore } from './phonepe/emulator.ts';
import { phonepeEmulatorRoutes } from './phonepe/emulator.routes.ts';
import { phonepeEmulatorV2Routes } from './phonepe/emulator-v2.routes.ts';
import { fetchTransport, injectTransport } from './phonepe/transport.ts';

/**
 * Mounts the PhonePe sandbox (v1 and v2, its transactions in the database) at /sandbox/phonepe
 * (outside /v1) when no real PhonePe account is configured; the gateway that speaks to it is
 * `app.deps.gateway` (src/app-deps.ts).
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  if (app.config.phonepe) return;
  app.log.info(
    'PhonePe is not configured: payments go to the built-in sandbox at %s (API %s)',
    SANDBOX_PREFIX,
    app.config.phonepeSandboxApi,
  );
  const inProcess = injectTransport(app);
  const publicUrl = app.config.publicUrl;
  const store = new SandboxStore(app.deps.db);
  await app.register(phonepeEmulatorRoutes, {
    prefix: SANDBOX_PREFIX,
    store,
    // A callback to this app's own URL is delivered in-process (no listening port in tests).
    transportFor: (url) =>
      url === publicUrl || url.startsWith(`${publicUrl}/`) ? inProcess : fetchTransport,
  });
  await app.register(phonepeEmulatorV2Routes, { prefix: SANDBOX_PREFIX, store });
}
