import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { type DeliveryStatus, insertOptOut, recordDeliveryStatus } from './whatsapp.repository.ts';

// The WhatsApp Cloud API's webhook (ADR 1344): Meta's verification handshake, the
// signature of every notification, delivery statuses and STOP replies.

/** GET's answer: the challenge to echo, or null (403) when the mode or the token is wrong. */
export function verificationChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  return safeEqual(token, verifyToken) ? challenge : null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `X-Hub-Signature-256` against the raw body: 'missing' (401), 'wrong' (403) or 'ok'. Checked
 * before anything of the body is read.
 */
export function checkSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  appSecret: string,
): 'missing' | 'wrong' | 'ok' {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'missing';
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  return safeEqual(value.trim().toLowerCase(), expected) ? 'ok' : 'wrong';
}

const deliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;

// Meta's notification (object whatsapp_business_account): only what is read here is described;
// the rest passes. A status or message of another shape is skipped, not refused.
const notification = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(z.unknown()).max(1000).optional(),
                  messages: z.array(z.unknown()).max(1000).optional(),
                })
                .optional(),
            }),
          )
          .max(100)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
});
const statusItem = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});
const messageItem = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});

export type WebhookOutcome = { statuses: number; optedOut: number };

/** An inbound text that opts its sender out: "STOP", any letter case, spaces around. */
export const isStop = (body: string) => body.trim().toUpperCase() === 'STOP';

/**
 * Applies a verified notification: each delivery status on its message (kept only when it moves
 * it on), each STOP reply as an opt-out of its number. Null when the body is not a notification.
 */
export async function applyNotification(
  db: Database,
  body: unknown,
  now: Date,
): Promise<WebhookOutcome | null> {
  const parsed = notification.safeParse(body);
  if (!parsed.success) return null;
  const outcome: WebhookOutcome = { statuses: 0, optedOut: 0 };
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const raw of change.value?.statuses ?? []) {
        const item = statusItem.safeParse(raw);
        if (!item.success) continue;
        const status = item.data.status as DeliveryStatus;
        if (!deliveryStatuses.includes(status)) continue;
        const at = item.data.timestamp ? new Date(Number(item.data.timestamp) * 1000) : now;
        if (await recordDeliveryStatus(db, item.data.id, status, at)) outcome.statuses += 1;
      }
      for (const raw of change.value?.messages ?? []) {
        const item = messageItem.safeParse(raw);
        if (!item.success || item.data.type !== 'text' || !item.data.text) continue;
        if (isStop(item.data.text.body) && (await insertOptOut(db, item.data.from, now)))
          outcome.optedOut += 1;
      }
    }
  }
  return outcome;
}

/** The sandbox's "Reply STOP": the same opt-out as a STOP through the webhook. */
export async function optOutNumber(db: Database, phone: string, now: Date): Promise<boolean> {
  return insertOptOut(db, phone, now);
}
