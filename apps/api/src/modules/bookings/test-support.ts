import { addDays, firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, paymentAttempts } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { withSiteUrl } from '../../lib/outbox.ts';
import { callbackChecksum } from '../payments/phonepe/protocol.ts';
import { SANDBOX_MERCHANT_ID, SANDBOX_SALT_INDEX, SANDBOX_SALT_KEY } from '../payments/phonepe/emulator.ts';

// Helpers shared by the bookings tests (not a test file itself).

export const travelDate = (days = 5) => addDays(firstBookableDate(), days);

export const contact = { name: 'Meera Nair', email: 'meera@example.com', phone: '9876543210' };

export function bookingPayload(
  tourPackageId: string,
  departureId: string,
  extra: Record<string, unknown> = {},
) {
  return {
    ...contact,
    tourPackageId,
    departureId,
    travelDate: travelDate(),
    adults: [2],
    child: [0],
    paymentType: 'token',
    ...extra,
  };
}

export const book = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/v1/bookings', payload, headers });

/** Presses a button of the sandbox pay page, as the browser's form POST does. */
export async function payPage(
  app: FastifyInstance,
  redirectUrl: string,
  action: 'success' | 'decline' | 'pending',
) {
  const path = new URL(redirectUrl).pathname;
  return app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** A callback signed with the sandbox's (public) salt, claiming what the caller wants. */
export function signedCallback(merchantTransactionId: string, code: string, amountPaise: number) {
  const response = Buffer.from(
    JSON.stringify({
      success: code === 'PAYMENT_SUCCESS',
      code,
      message: code,
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId,
        transactionId: 'T-FORGED',
        amount: amountPaise,
        state: code === 'PAYMENT_SUCCESS' ? 'COMPLETED' : 'PENDING',
      },
    }),
  ).toString('base64');
  const xVerify = callbackChecksum(response, { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX });
  return { response, xVerify };
}

export const sendCallback = (app: FastifyInstance, body: { response: string }, xVerify?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/bookings/payment/callback',
    headers: { 'content-type': 'application/json', ...(xVerify !== undefined && { 'x-verify': xVerify }) },
    payload: body,
  });

export async function bookingRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function attemptOf(app: FastifyInstance, bookingId: string) {
  const [row] = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.bookingId, bookingId));
  return row!;
}

/** A queued e-mail as the outbox sends it: its site links made absolute with PUBLIC_URL (ADR 910). */
export function asSent(
  app: FastifyInstance,
  job: { to: string; subject: string; text: string; html: string | null },
): MailMessage {
  const { to, subject, text, html } = job;
  return withSiteUrl({ to, subject, text, ...(html !== null && { html }) }, app.config.publicUrl);
}
