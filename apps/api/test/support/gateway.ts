import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase } from '../helpers.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { sharedSigningSecret } from '../../src/modules/auth/signing-secret.ts';
import { SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from '../../src/modules/payments/phonepe/emulator.ts';
import type { PayRequest, RefundRequest } from '../../src/modules/payments/phonepe/gateway.ts';

// The gateway tests' app (gateway-pay, gateway-refusals and gateway-refunds tests): one app per
// file, with a /test-callback route that records what the sandbox posts. gatewayTestApp() registers
// the file's hooks; `app` is filled before its first test runs (every test file loads its own copy
// of this module). Not a test file itself.

type Callback = { headers: Record<string, string | string[] | undefined>; body: { response: string } };

export let app: FastifyInstance;
let dataDir: string;
/** The callbacks /test-callback received during the current test. */
export const callbacks: Callback[] = [];
export const salt = { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX };

export function gatewayTestApp() {
  // Built by hand rather than with createTestApp: the callback route must exist before ready().
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wayfarer-payments-test-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const database = await createTestDatabase();
    await database.migrate();
    config.jwtSecret ??= await sharedSigningSecret(database.db, dataDir);
    app = await buildApp(config, { database });
    app.post('/test-callback', async (request) => {
      callbacks.push({ headers: request.headers, body: request.body as { response: string } });
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    callbacks.length = 0;
  });
}

let counter = 0;
export const payRequest = (overrides: Partial<PayRequest> = {}): PayRequest => {
  counter += 1;
  return {
    merchantTransactionId: `MT${Date.now()}${counter}`,
    merchantUserId: 'U-0001',
    amountPaise: 123450,
    redirectUrl: `${app.config.publicUrl}/bookings/done`,
    callbackUrl: `${app.config.publicUrl}/test-callback`,
    ...overrides,
  };
};
export const pathOf = (url: string) => new URL(url).pathname;
export const tokenOf = (url: string) => url.split('/').at(-1)!;

/** A payment of `amountPaise`, paid on the sandbox's page. */
export async function capture(amountPaise: number): Promise<string> {
  const req = payRequest({ amountPaise });
  const { redirectUrl } = await app.paymentGateway.pay(req);
  await app.inject({ method: 'POST', url: `${pathOf(redirectUrl)}/success` });
  return req.merchantTransactionId;
}
export const refundRequest = (original: string, amountPaise: number, id = `RF${Date.now()}${++counter}`) =>
  ({
    merchantTransactionId: id,
    originalTransactionId: original,
    merchantUserId: 'U-0001',
    amountPaise,
    callbackUrl: `${app.config.publicUrl}/test-callback`,
  }) satisfies RefundRequest;
