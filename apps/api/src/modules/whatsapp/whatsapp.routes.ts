import type { FastifyPluginAsync } from 'fastify';
import type { WhatsAppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyNotification, checkSignature, verificationChallenge } from './whatsapp.service.ts';

// GET and POST /v1/whatsapp/webhook (ADR 1344): Meta's verification and notifications.
// Mounted only with a Cloud API configuration (the sandbox has no webhook: its page opts out).

/** A notification's body limit: Meta batches statuses, far below this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const whatsappWebhookRoutes: FastifyPluginAsync<{ whatsapp: WhatsAppConfig }> = async (
  app,
  { whatsapp },
) => {
  // The signature is over the raw bytes: every body is kept as a Buffer, parsed only once verified.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/webhook',
    { schema: { tags: ['whatsapp'], summary: "Meta's webhook verification: echoes hub.challenge" } },
    async (request, reply) => {
      const challenge = verificationChallenge(request.query as Record<string, unknown>, whatsapp.verifyToken);
      if (challenge === null) return reply.code(403).type('text/plain').send('Forbidden');
      return reply.code(200).type('text/plain').send(challenge);
    },
  );

  app.post(
    '/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['whatsapp'],
        summary: 'WhatsApp notifications (X-Hub-Signature-256): delivery statuses and STOP replies',
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = checkSignature(request.headers['x-hub-signature-256'], raw, whatsapp.appSecret);
      if (signature === 'missing') throw new AppError('UNAUTHENTICATED', 'X-Hub-Signature-256 is missing');
      if (signature === 'wrong') throw new AppError('FORBIDDEN', 'X-Hub-Signature-256 does not match');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('MALFORMED_JSON', 'The body is not JSON');
      }
      const outcome = await applyNotification(app.deps.db, body, app.deps.clock());
      if (!outcome) throw new AppError('BAD_REQUEST', 'Not a WhatsApp notification');
      return reply.code(200).send({ received: true });
    },
  );
};
