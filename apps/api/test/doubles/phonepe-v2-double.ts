import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// An independent test double of PhonePe Standard Checkout v2, written from PhonePe's public API
// reference (Generate Authorization Token, Create Payment, Order Status, Refund, Refund Status,
// Webhook Handling), not from gateway-v2.ts. A real HTTP server on 127.0.0.1, with the token host
// and the PG host on different base paths (as production's identity-manager and pg are), that
// records every request and lists in `problems` whatever breaks the documented contract:
//   token: POST {auth}/v1/oauth/token, form-encoded client_id, client_version, client_secret,
//          grant_type=client_credentials;
//   PG:    `Authorization: O-Bearer <access_token>`, JSON bodies; amounts whole paise (≥ 100);
//          merchantOrderId / merchantRefundId ≤ 63 characters of A–Z a–z 0–9 _ -;
//          pay body { merchantOrderId, amount, paymentFlow: { type: PG_CHECKOUT, merchantUrls: { redirectUrl } } };
//          refund body { merchantRefundId, originalMerchantOrderId, amount } within what the order has left.
// Not a test file itself.

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type Order = { orderId: string; amount: number; state: 'PENDING' | 'COMPLETED' | 'FAILED'; refunded: number };
type Refund = {
  refundId: string;
  original: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
};

export const DOUBLE_CLIENT = { id: 'DOUBLE_CLIENT_1', secret: 'double-secret-5f2c', version: '1' };
const ID = /^[A-Za-z0-9_-]{1,63}$/;

/** What PhonePe puts in a webhook's Authorization header: SHA256 of `username:password`, in hex. */
export const documentedWebhookAuthorization = (username: string, password: string) =>
  createHash('sha256').update(`${username}:${password}`).digest('hex');

export async function startPhonePeV2Double() {
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];
  const orders = new Map<string, Order>();
  const refunds = new Map<string, Refund>();
  const liveTokens = new Set<string>();
  let tokensIssued = 0;

  const problem = (text: string) => problems.push(text);
  const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });
  const parse = (body: string): Record<string, unknown> => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      problem(`body is not JSON: ${body.slice(0, 80)}`);
      return {};
    }
  };
  const checkPaise = (what: string, amount: unknown) => {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      problem(`${what}: amount ${String(amount)} is not whole paise ≥ 100`);
    }
  };

  function token(form: URLSearchParams, headers: IncomingHttpHeaders) {
    if (headers['content-type'] !== 'application/x-www-form-urlencoded') {
      problem(`token: content-type ${headers['content-type']}`);
    }
    const expected = {
      client_id: DOUBLE_CLIENT.id,
      client_secret: DOUBLE_CLIENT.secret,
      client_version: DOUBLE_CLIENT.version,
      grant_type: 'client_credentials',
    };
    for (const [name, value] of Object.entries(expected)) {
      if (form.get(name) !== value) {
        problem(`token: ${name}=${form.get(name)}`);
        return json(401, { code: 'INVALID_CLIENT' });
      }
    }
    tokensIssued += 1;
    const accessToken = `dbl-${tokensIssued}-${randomBytes(8).toString('hex')}`;
    liveTokens.add(accessToken);
    const issuedAt = Math.floor(Date.now() / 1000);
    return json(200, {
      access_token: accessToken,
      encrypted_access_token: accessToken,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: issuedAt + 3600,
      session_expires_at: issuedAt + 3600,
      token_type: 'O-Bearer',
    });
  }

  function pg(method: string, path: string, headers: IncomingHttpHeaders, body: string) {
    const bearer = /^O-Bearer (\S+)$/.exec(headers.authorization ?? '');
    if (!bearer) problem(`${path}: Authorization ${headers.authorization}`);
    if (!bearer || !liveTokens.has(bearer[1]!)) return json(401, { code: 'UNAUTHORIZED' });
    if (headers['content-type'] !== 'application/json')
      problem(`${path}: content-type ${headers['content-type']}`);

    if (method === 'POST' && path === '/checkout/v2/pay') {
      const b = parse(body);
      const flow = b.paymentFlow as { type?: unknown; merchantUrls?: { redirectUrl?: unknown } } | undefined;
      const id = String(b.merchantOrderId);
      if (!ID.test(id)) problem(`pay: merchantOrderId ${id}`);
      checkPaise('pay', b.amount);
      if (flow?.type !== 'PG_CHECKOUT') problem(`pay: paymentFlow.type ${String(flow?.type)}`);
      if (!URL.canParse(String(flow?.merchantUrls?.redirectUrl))) problem('pay: no merchantUrls.redirectUrl');
      if (orders.has(id)) return json(400, { code: 'BAD_REQUEST', message: 'duplicate merchantOrderId' });
      const order: Order = {
        orderId: `OMO${randomBytes(6).toString('hex')}`,
        amount: Number(b.amount),
        state: 'PENDING',
        refunded: 0,
      };
      orders.set(id, order);
      return json(200, {
        orderId: order.orderId,
        state: 'PENDING',
        expireAt: Date.now() + 20 * 60_000,
        redirectUrl: `https://mercury-uat.phonepe.example/transact/${order.orderId}`,
      });
    }
    const status = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
    if (method === 'GET' && status) {
      const order = orders.get(decodeURIComponent(status[1]!));
      if (!order) return json(404, { code: 'NOT_FOUND' });
      const failure =
        order.state === 'FAILED' ? { errorCode: 'INSUFFICIENT_BALANCE', detailedErrorCode: 'Z9' } : {};
      return json(200, {
        orderId: order.orderId,
        state: order.state,
        amount: order.amount,
        expireAt: Date.now() + 60_000,
        ...failure,
        paymentDetails:
          order.state === 'PENDING'
            ? []
            : [
                {
                  paymentMode: 'UPI_QR',
                  transactionId: `OM${order.orderId}`,
                  timestamp: Date.now(),
                  amount: order.amount,
                  state: order.state,
                  ...failure,
                },
              ],
      });
    }
    if (method === 'POST' && path === '/payments/v2/refund') {
      const b = parse(body);
      const id = String(b.merchantRefundId);
      const original = String(b.originalMerchantOrderId);
      if (!ID.test(id)) problem(`refund: merchantRefundId ${id}`);
      checkPaise('refund', b.amount);
      const order = orders.get(original);
      if (order?.state !== 'COMPLETED')
        return json(400, { code: 'BAD_REQUEST', message: 'order not completed' });
      if (refunds.has(id)) return json(400, { code: 'BAD_REQUEST', message: 'duplicate merchantRefundId' });
      if (Number(b.amount) > order.amount - order.refunded)
        return json(400, { code: 'BAD_REQUEST', message: 'excess' });
      order.refunded += Number(b.amount);
      const refund: Refund = {
        refundId: `OMR${randomBytes(6).toString('hex')}`,
        original,
        amount: Number(b.amount),
        state: 'PENDING',
      };
      refunds.set(id, refund);
      return json(200, { refundId: refund.refundId, amount: refund.amount, state: 'PENDING' });
    }
    const refundStatus = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
    if (method === 'GET' && refundStatus) {
      const refund = refunds.get(decodeURIComponent(refundStatus[1]!));
      if (!refund) return json(404, { code: 'NOT_FOUND' });
      return json(200, {
        originalMerchantOrderId: refund.original,
        amount: refund.amount,
        state: refund.state,
        timestamp: Date.now(),
        refundId: refund.refundId,
      });
    }
    problem(`unknown call ${method} ${path}`);
    return json(404, { code: 'NOT_FOUND' });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://double');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      let answer: { status: number; body: string };
      if (req.method === 'POST' && url.pathname === '/identity/v1/oauth/token') {
        answer = token(new URLSearchParams(body), req.headers);
      } else if (url.pathname.startsWith('/pg/')) {
        answer = pg(req.method ?? '', url.pathname.slice(3), req.headers, body);
      } else {
        problem(`outside both bases: ${req.method} ${url.pathname}`);
        answer = json(404, { code: 'NOT_FOUND' });
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** PHONEPE_AUTH_URL and PHONEPE_PG_URL for an app that talks to this double. */
    authUrl: `${base}/identity`,
    pgUrl: `${base}/pg`,
    requests,
    problems,
    orders,
    refunds,
    tokensIssued: () => tokensIssued,
    /** Every token issued so far stops working (PhonePe revoked or expired it): answers are 401. */
    revokeTokens: () => liveTokens.clear(),
    pgRequests: () => requests.filter((r) => r.path.startsWith('/pg/')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PhonePeV2Double = Awaited<ReturnType<typeof startPhonePeV2Double>>;
