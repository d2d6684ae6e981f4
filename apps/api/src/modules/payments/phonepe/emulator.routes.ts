import { randomBytes } from 'node:crypto';
import { z } from '@wayfarer/shared/zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../../../lib/html.ts';
import { callbackChecksum, payChecksum, statusChecksum, verifyChecksum } from './checksum.ts';
import {
  SANDBOX_MERCHANT_ID,
  SANDBOX_MERCHANT_NAME,
  SANDBOX_PREFIX,
  SANDBOX_SALT_INDEX,
  SANDBOX_SALT_KEY,
  type SandboxStore,
  type SandboxTransaction,
} from './emulator.ts';
import type { Transport } from './gateway.ts';

// The PhonePe sandbox's routes, mounted at /sandbox/phonepe (outside /v1) only when PHONEPE_*
// is not configured. See emulator.ts: in memory, single process, for development and tests.

export type EmulatorOptions = {
  store: SandboxStore;
  /** How a callback reaches its URL: in-process for this app's own URLs, the network otherwise. */
  transportFor: (url: string) => Transport;
};

const salt = { saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX };

const httpUrl = z.url({ protocol: /^https?$/ });
const payPayload = z.object({
  merchantId: z.string(),
  merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/),
  merchantUserId: z.string().regex(/^[A-Za-z0-9_-]{1,36}$/),
  amount: z.number().int().positive(),
  redirectUrl: httpUrl,
  redirectMode: z.string().optional(),
  callbackUrl: httpUrl,
  mobileNumber: z.string().optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});
const payBody = z.object({ request: z.string().min(1) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
const actionParams = tokenParams.extend({ action: z.enum(['success', 'decline', 'pending']) });

// Kept out of the OpenAPI document: the sandbox is PhonePe's protocol, not Wayfarer's API.
const hidden = { schema: { hide: true } };

const failure = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ success: false, code, message, data: {} });

function decodeJson(base64: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** PhonePe's status/callback answer for a transaction as it stands. */
export function transactionAnswer(transaction: SandboxTransaction) {
  const messages = {
    PAYMENT_SUCCESS: 'Your payment is successful.',
    PAYMENT_PENDING: 'Your payment is pending.',
    PAYMENT_DECLINED: 'Payment declined.',
  } as const;
  const responseCodes = {
    PAYMENT_SUCCESS: 'SUCCESS',
    PAYMENT_PENDING: 'PENDING',
    PAYMENT_DECLINED: 'DECLINED',
  };
  return {
    success: transaction.code !== 'PAYMENT_DECLINED',
    code: transaction.code,
    message: messages[transaction.code],
    data: {
      merchantId: SANDBOX_MERCHANT_ID,
      merchantTransactionId: transaction.merchantTransactionId,
      transactionId: transaction.transactionId,
      amount: transaction.amount,
      state: transaction.state,
      responseCode: responseCodes[transaction.code],
      paymentInstrument: null,
    },
  };
}

export const phonepeEmulatorRoutes: FastifyPluginAsync<EmulatorOptions> = async (
  app,
  { store, transportFor },
) => {
  // The payment page's forms post urlencoded (and empty) bodies; nothing in them is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.post('/pg/v1/pay', hidden, async (request, reply) => {
    const body = payBody.safeParse(request.body);
    if (!body.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const expected = payChecksum(body.data.request, salt);
    if (!verifyChecksum(expected, headerValue(request.headers['x-verify']))) {
      return failure(reply, 401, 'BAD_REQUEST', 'Key not found for the merchant');
    }
    const payload = payPayload.safeParse(decodeJson(body.data.request));
    if (!payload.success)
      return failure(reply, 400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
    const p = payload.data;
    if (p.merchantId !== SANDBOX_MERCHANT_ID) return failure(reply, 400, 'BAD_REQUEST', 'Merchant not found');
    if (store.has(p.merchantTransactionId)) {
      return failure(reply, 400, 'BAD_REQUEST', 'Duplicate merchant transaction id');
    }
    const transaction = store.create({
      merchantTransactionId: p.merchantTransactionId,
      merchantUserId: p.merchantUserId,
      amount: p.amount,
      redirectUrl: p.redirectUrl,
      callbackUrl: p.callbackUrl,
    });
    return {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTransactionId: p.merchantTransactionId,
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: {
            url: `${app.config.publicUrl}${SANDBOX_PREFIX}/pay/${transaction.token}`,
            method: 'GET',
          },
        },
      },
    };
  });

  app.get<{ Params: { merchantId: string; merchantTransactionId: string } }>(
    '/pg/v1/status/:merchantId/:merchantTransactionId',
    hidden,
    async (request, reply) => {
      const { merchantId, merchantTransactionId } = request.params;
      const expected = statusChecksum(merchantId, merchantTransactionId, salt);
      const merchantHeader = headerValue(request.headers['x-merchant-id']);
      if (
        !verifyChecksum(expected, headerValue(request.headers['x-verify'])) ||
        merchantHeader !== merchantId
      ) {
        return failure(reply, 401, 'BAD_REQUEST', 'Key not found for the merchant');
      }
      if (merchantId !== SANDBOX_MERCHANT_ID) return failure(reply, 400, 'BAD_REQUEST', 'Merchant not found');
      const transaction = store.get(merchantTransactionId);
      if (!transaction)
        return failure(reply, 200, 'TRANSACTION_NOT_FOUND', 'No Transaction found with the given details.');
      return transactionAnswer(transaction);
    },
  );

  app.get('/pay/:token', hidden, async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const transaction = params.success ? store.byToken(params.data.token) : undefined;
    const nonce = randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', pageCsp(nonce, transaction?.redirectUrl));
    if (!transaction) return reply.code(404).send(notFoundPage(nonce));
    return reply.send(paymentPage(nonce, transaction));
  });

  app.post('/pay/:token/:action', hidden, async (request, reply) => {
    const params = actionParams.safeParse(request.params);
    const transaction = params.success ? store.byToken(params.data.token) : undefined;
    if (!params.success || !transaction) {
      const nonce = randomBytes(16).toString('base64');
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pageCsp(nonce))
        .send(notFoundPage(nonce));
    }
    const { action } = params.data;
    if (action !== 'pending' && store.decide(transaction, action)) {
      // PhonePe's server-to-server callback. A failure is the merchant's problem: it still has
      // the redirect and the status API.
      const response = Buffer.from(JSON.stringify(transactionAnswer(transaction)), 'utf8').toString('base64');
      try {
        const res = await transportFor(transaction.callbackUrl)({
          method: 'POST',
          url: transaction.callbackUrl,
          headers: { 'content-type': 'application/json', 'x-verify': callbackChecksum(response, salt) },
          body: JSON.stringify({ response }),
        });
        if (res.status >= 300) {
          request.log.warn(
            { callbackUrl: transaction.callbackUrl, status: res.status },
            'PhonePe sandbox: callback refused',
          );
        }
      } catch (error) {
        request.log.warn(
          { err: error, callbackUrl: transaction.callbackUrl },
          'PhonePe sandbox: callback failed',
        );
      }
    }
    return reply.redirect(transaction.redirectUrl, 303);
  });
};

function pageCsp(nonce: string, redirectUrl?: string): string {
  // Chrome applies form-action to the redirect that follows the form's POST too.
  let formAction = "'self'";
  if (redirectUrl) formAction += ` ${new URL(redirectUrl).origin}`;
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
export const formatPaise = (paise: number) => rupees.format(paise / 100);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f0f7;color:#1c1b1f;line-height:1.5}
main{max-width:28rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15);overflow:hidden}
header{background:#5f259f;color:#fff;padding:1rem 1.25rem}
h1{margin:0;font-size:1.25rem}
header p{margin:.25rem 0 0;font-size:.875rem}
.body{padding:1.25rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{color:#4a4458}
dd{margin:0;font-weight:600;text-align:right}
.amount{font-size:1.5rem}
form{margin:0 0 .75rem}
button,a.button{display:block;width:100%;padding:.75rem 1rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#5f259f;color:#fff;border:2px solid #5f259f}
.decline{background:#fff;color:#9b1c1c;border:2px solid #9b1c1c}
.pending{background:#fff;color:#1c1b1f;border:2px solid #4a4458}
button:focus-visible,a.button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.note{font-size:.875rem;color:#4a4458;margin:1rem 0 0}
`;

function page(nonce: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<header><h1>PhonePe sandbox</h1><p>A stand-in for PhonePe: no money moves.</p></header>
<div class="body">
${content}
</div>
</div>
</main>
</body>
</html>
`;
}

function paymentPage(nonce: string, transaction: SandboxTransaction): string {
  const action = (outcome: string) => `${escapeHtml(transaction.token)}/${outcome}`;
  const details = `<dl>
<dt>Merchant</dt><dd>${escapeHtml(SANDBOX_MERCHANT_NAME)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatPaise(transaction.amount))}</dd>
<dt>Transaction</dt><dd>${escapeHtml(transaction.merchantTransactionId)}</dd>
</dl>`;
  if (transaction.state !== 'PENDING') {
    const outcome = transaction.state === 'COMPLETED' ? 'has been paid' : 'was declined';
    return page(
      nonce,
      'PhonePe sandbox',
      `${details}<p>This payment ${outcome}.</p>
<a class="button pay" href="${escapeHtml(transaction.redirectUrl)}">Return to ${escapeHtml(SANDBOX_MERCHANT_NAME)}</a>`,
    );
  }
  // Relative actions: the page is /sandbox/phonepe/pay/{token}, so "{token}/success" lands on
  // /sandbox/phonepe/pay/{token}/success whatever host or proxy prefix the browser used.
  return page(
    nonce,
    'PhonePe sandbox',
    `${details}
<form method="post" action="${action('success')}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline</button></form>
<form method="post" action="${action('pending')}"><button type="submit" class="pending">Leave pending</button></form>
<p class="note">“Leave pending” returns to ${escapeHtml(SANDBOX_MERCHANT_NAME)} without deciding; the payment stays pending.</p>`,
  );
}

function notFoundPage(nonce: string): string {
  return page(
    nonce,
    'Payment not found – PhonePe sandbox',
    '<p>This payment link is unknown or has expired.</p>',
  );
}
