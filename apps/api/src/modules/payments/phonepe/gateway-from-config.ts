import type { FastifyInstance } from 'fastify';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_CLIENT_VERSION,
  SANDBOX_MERCHANT_ID,
  SANDBOX_PREFIX,
  SANDBOX_SALT_INDEX,
  SANDBOX_SALT_KEY,
  SANDBOX_WEBHOOK_PASSWORD,
  SANDBOX_WEBHOOK_USERNAME,
} from './emulator.ts';
import { createPhonePeGateway } from './gateway.ts';
import type { PaymentGateway } from './gateway-types.ts';
import { createPhonePeV2Gateway } from './gateway-v2.ts';
import { fetchTransport, injectTransport } from './transport.ts';

/**
 * PHONEPE_* set: the real PhonePe over the network, v1 or v2. Otherwise the built-in sandbox,
 * spoken to in-process with its own public credentials, with the API PHONEPE_SANDBOX_API names.
 */
export function createGatewayFromConfig(app: FastifyInstance): PaymentGateway {
  const { phonepe, publicUrl, phonepeSandboxApi } = app.config;
  if (phonepe?.api === 'v1') return createPhonePeGateway({ ...phonepe, transport: fetchTransport });
  if (phonepe?.api === 'v2') return createPhonePeV2Gateway({ ...phonepe, transport: fetchTransport });
  const sandboxUrl = `${publicUrl}${SANDBOX_PREFIX}`;
  if (phonepeSandboxApi === 'v2') {
    return createPhonePeV2Gateway({
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      clientVersion: SANDBOX_CLIENT_VERSION,
      authUrl: sandboxUrl,
      pgUrl: sandboxUrl,
      webhookUsername: SANDBOX_WEBHOOK_USERNAME,
      webhookPassword: SANDBOX_WEBHOOK_PASSWORD,
      transport: injectTransport(app),
    });
  }
  return createPhonePeGateway({
    host: sandboxUrl,
    merchantId: SANDBOX_MERCHANT_ID,
    saltKey: SANDBOX_SALT_KEY,
    saltIndex: SANDBOX_SALT_INDEX,
    transport: injectTransport(app),
  });
}
