import { randomBytes } from 'node:crypto';
import { z } from '@wayfarer/shared/zod';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { whatsappPreview } from '../outbox/index.ts';
import { SITE_URL } from '../../lib/email-layout.ts';
import { type SandboxThread, sandboxCsp, sandboxPage } from './sandbox-page.ts';
import { findOptedOut, listWhatsAppJobs } from './whatsapp.repository.ts';
import { optOutNumber } from './whatsapp.service.ts';
import { whatsappWebhookRoutes } from './whatsapp.routes.ts';

export const WHATSAPP_SANDBOX_PREFIX = '/sandbox/whatsapp';
/** The messages the sandbox page lists at most (newest). */
const SANDBOX_PAGE_LIMIT = 500;

/**
 * Mounts the webhook at /v1/whatsapp/webhook (with a Cloud API configuration) or the sandbox's page
 * at /sandbox/whatsapp; the sender is `app.deps.whatsapp` (src/app-deps.ts).
 */
export async function registerWhatsAppModule(app: FastifyInstance): Promise<void> {
  const config = app.config.whatsapp;
  if (config) {
    await app.register(whatsappWebhookRoutes, { prefix: '/v1/whatsapp', whatsapp: config });
    return;
  }
  app.log.info(
    'WhatsApp is not configured: messages go to the built-in sandbox%s',
    app.config.whatsappSandboxPage
      ? ` at ${WHATSAPP_SANDBOX_PREFIX}`
      : ' (its page is off in production; WHATSAPP_SANDBOX=true shows it)',
  );
  if (app.config.whatsappSandboxPage) await app.register(sandboxRoutes, { prefix: WHATSAPP_SANDBOX_PREFIX });
}

const hidden = { schema: { hide: true } };
const phoneParams = z.object({ phone: z.string().regex(/^91[6-9]\d{9}$/) });

function parameters(text: string, publicUrl: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((v) => String(v).replaceAll(SITE_URL, () => publicUrl)) : [];
  } catch {
    return [];
  }
}

const sandboxRoutes: FastifyPluginAsync = async (app) => {
  // The form posts an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get('', hidden, async (_request, reply) => {
    const rows = await listWhatsAppJobs(app.deps.db, SANDBOX_PAGE_LIMIT);
    const byPhone = new Map<string, SandboxThread>();
    // Oldest first within a number, numbers by their latest message.
    for (const row of [...rows].reverse()) {
      const t = byPhone.get(row.to) ?? { phone: row.to, optedOut: false, messages: [] };
      t.messages.push({
        id: row.id,
        text: whatsappPreview(row.template, parameters(row.parameters, app.config.publicUrl)),
        status: row.status,
        deliveryStatus: row.deliveryStatus,
        at: row.sentAt ?? row.createdAt,
      });
      byPhone.set(row.to, t);
    }
    const opted = await findOptedOut(app.deps.db, [...byPhone.keys()]);
    for (const t of byPhone.values()) t.optedOut = opted.has(t.phone);
    const threads = [...byPhone.values()].reverse();
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', sandboxCsp(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage(nonce, threads));
  });

  app.post('/:phone/stop', hidden, async (request, reply) => {
    const params = phoneParams.safeParse(request.params);
    if (!params.success) return reply.code(404).type('text/plain').send('Not found');
    await optOutNumber(app.deps.db, params.data.phone, app.deps.clock());
    // Back to the page: /sandbox/whatsapp/{phone}/stop → ../../whatsapp.
    return reply.code(303).header('location', '../../whatsapp').send();
  });
};
