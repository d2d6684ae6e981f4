import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createPublishedPackage, type TestPackage } from '../../../test/package-factory.ts';
import { bookings, emailJobs, whatsappOptOuts } from '../../db/schema.ts';
import { runEmailOutboxOnce } from '../outbox/index.ts';
import { bookingDeps } from '../bookings/index.ts';
import { book, bookingPayload, payPage } from '../../../test/support/bookings.ts';

// Part 3 (ADR 1343, 1344): WhatsApp booking updates, opt-in at checkout, through the
// outbox; the built-in sandbox and its page; the Cloud API (a fake on a local port) and its webhook.

const OPTED = { name: 'Asha Trips', email: 'asha.trips@example.com', phone: '9876500001' };
const NOT_OPTED = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876500002' };

/** Books and pays on the PhonePe sandbox: the booking's id and number. */
async function bookAndPay(t: TestApp, p: TestPackage, extra: Record<string, unknown>) {
  const created = await book(t.app, bookingPayload(p.id, p.departure.id, extra));
  expect(created.statusCode, created.body).toBe(201);
  const { bookingId, bookingNumber } = created.json() as { bookingId: string; bookingNumber: string };
  const paid = await payPage(t.app, created.json().data.instrumentResponse.redirectInfo.url, 'success');
  expect(paid.statusCode).toBe(303);
  return { bookingId, bookingNumber };
}

const whatsappJobsOf = (t: TestApp, bookingId: string) =>
  t.db
    .select()
    .from(emailJobs)
    .where(and(eq(emailJobs.channel, 'whatsapp'), eq(emailJobs.bookingId, bookingId)));

/** Runs the outbox until nothing is left to send at `now`. */
async function drain(t: TestApp, now = new Date()) {
  for (let i = 0; i < 10; i++) {
    const run = await runEmailOutboxOnce(bookingDeps(t.app, () => now));
    if (run.sent + run.retried + run.failed + run.dropped === 0) return;
  }
}

describe('the sandbox (no WHATSAPP_*)', () => {
  let t: TestApp;
  let p: TestPackage;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    p = await createPublishedPackage(t.app);
  });
  afterAll(() => t.close());

  it('an opted-in booking, paid, gets exactly one "booking confirmed"; one not opted in gets none', async () => {
    const opted = await bookAndPay(t, p, { ...OPTED, whatsappOptIn: true });
    const plain = await bookAndPay(t, p, NOT_OPTED);
    expect(
      (await t.db.select().from(bookings).where(eq(bookings.id, opted.bookingId)))[0]!.whatsappPhone,
    ).toBe('919876500001');
    expect(
      (await t.db.select().from(bookings).where(eq(bookings.id, plain.bookingId)))[0]!.whatsappPhone,
    ).toBeNull();
    await drain(t);
    await drain(t);

    const jobs = await whatsappJobsOf(t, opted.bookingId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      to: '919876500001',
      subject: 'booking_confirmed',
      status: 'sent',
      providerMessageId: `wamid.sandbox.${jobs[0]!.id}`,
    });
    expect(await whatsappJobsOf(t, plain.bookingId)).toHaveLength(0);

    const page = await t.app.inject({ url: '/sandbox/whatsapp' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('+919876500001');
    expect(page.body).not.toContain('+919876500002');
    expect(page.body.split(`your booking ${opted.bookingNumber}`).length - 1).toBe(1);
    // The link is the booking page with its manage key, made absolute.
    expect(page.body).toContain(`${t.config.publicUrl}/booking/`);
    expect(page.body).not.toContain('{{PUBLIC_URL}}');
  });

  it('"Reply STOP" on the sandbox page opts the number out: nothing more is queued for it', async () => {
    const stop = await t.app.inject({
      method: 'POST',
      url: '/sandbox/whatsapp/919876500001/stop',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stop.statusCode).toBe(303);
    expect(
      new URL(stop.headers.location as string, 'http://x/sandbox/whatsapp/919876500001/stop').pathname,
    ).toBe('/sandbox/whatsapp');
    const again = await bookAndPay(t, p, { ...OPTED, whatsappOptIn: true });
    await drain(t);
    expect(await whatsappJobsOf(t, again.bookingId)).toHaveLength(0);
    const page = await t.app.inject({ url: '/sandbox/whatsapp' });
    expect(page.body).toContain('Opted out');
    const bad = await t.app.inject({ method: 'POST', url: '/sandbox/whatsapp/12345/stop' });
    expect(bad.statusCode).toBe(404);
  });

  it('whatsappOptIn is a boolean: "true" or 1 are refused (400) and nothing is written', async () => {
    const before = (await t.db.select({ id: bookings.id }).from(bookings)).length;
    for (const value of ['true', 1, 'yes']) {
      const res = await book(t.app, bookingPayload(p.id, p.departure.id, { ...OPTED, whatsappOptIn: value }));
      expect(res.statusCode).toBe(400);
    }
    expect((await t.db.select({ id: bookings.id }).from(bookings)).length).toBe(before);
  });

  it('has no webhook without a Cloud API configuration', async () => {
    expect((await t.app.inject({ url: '/v1/whatsapp/webhook?hub.mode=subscribe' })).statusCode).toBe(404);
  });
});

type Received = { method: string; url: string; authorization?: string; body: unknown };

describe('the Cloud API (a fake on a local port) and the webhook', () => {
  let t: TestApp;
  let p: TestPackage;
  let fake: Server;
  const received: Received[] = [];
  /** Answers 500 to this many requests before answering normally. */
  let failNext = 0;
  let counter = 0;
  const SECRET = 'app-secret-for-tests';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    fake = createServer(async (req, res) => {
      const body = await readBody(req);
      received.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body: JSON.parse(body),
      });
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext -= 1;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: 'temporarily unavailable', code: 2 } }));
        return;
      }
      counter += 1;
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: '919876500001', wa_id: '919876500001' }],
          messages: [{ id: `wamid.FAKE${counter}` }],
        }),
      );
    });
    // Port 0: any free port (the brief's range is for servers people open).
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}`,
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1055512345',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_APP_SECRET: SECRET,
    });
    p = await createPublishedPackage(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const sign = (raw: string, secret = SECRET) =>
    `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const postWebhook = (raw: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature !== undefined && { 'x-hub-signature-256': signature }),
      },
      payload: raw,
    });
  const notification = (value: object) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
      ],
    });

  it('sends the template to {url}/v21.0/{phone number id}/messages with the bearer and the 91 number; a failed send is retried, once', async () => {
    failNext = 1;
    const { bookingId, bookingNumber } = await bookAndPay(t, p, { ...OPTED, whatsappOptIn: true });
    // The injected clock, a second after the jobs were queued (their next attempt is their insert's now()).
    const now = new Date(Date.now() + 1000);
    const first = await runEmailOutboxOnce(bookingDeps(t.app, () => now));
    expect(first.retried).toBeGreaterThanOrEqual(1);
    let [job] = await whatsappJobsOf(t, bookingId);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, providerMessageId: null });
    expect(job!.lastError).toContain('500');
    // Not due again before its back-off (1 minute).
    await drain(t, now);
    expect(received).toHaveLength(1);
    await drain(t, new Date(now.getTime() + 61_000));
    await drain(t, new Date(now.getTime() + 10 * 60_000));

    [job] = await whatsappJobsOf(t, bookingId);
    expect(job).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'wamid.FAKE1' });
    expect(received).toHaveLength(2);
    const sent = received[1]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v21.0/1055512345/messages');
    expect(sent.authorization).toBe('Bearer test-token');
    expect(sent.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876500001',
      type: 'template',
      template: { name: 'booking_confirmed', language: { code: 'en' } },
    });
    const parameters = (
      sent.body as { template: { components: { type: string; parameters: { text: string }[] }[] } }
    ).template.components[0]!;
    expect(parameters.type).toBe('body');
    expect(parameters.parameters.map((x) => x.text)).toEqual([
      'Asha',
      bookingNumber,
      expect.any(String),
      expect.any(String),
      expect.stringMatching(new RegExp(`^${t.config.publicUrl}/booking/${bookingId}\\?key=`)),
    ]);
  });

  it("answers Meta's verification: the challenge with the right token, 403 otherwise", async () => {
    const ok = await t.app.inject({
      url: '/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
    ]) {
      expect((await t.app.inject({ url: `/v1/whatsapp/webhook?${query}` })).statusCode).toBe(403);
    }
  });

  it('refuses a notification without a signature (401) or with a forged one (403), recording nothing', async () => {
    const [job] = await t.db.select().from(emailJobs).where(eq(emailJobs.providerMessageId, 'wamid.FAKE1'));
    const raw = notification({
      statuses: [
        { id: 'wamid.FAKE1', status: 'read', timestamp: '1790000000', recipient_id: '919876500001' },
      ],
      messages: [
        {
          from: '919876500001',
          id: 'wamid.IN1',
          timestamp: '1790000000',
          type: 'text',
          text: { body: 'STOP' },
        },
      ],
    });
    expect((await postWebhook(raw)).statusCode).toBe(401);
    expect((await postWebhook(raw, sign(raw, 'not-the-secret'))).statusCode).toBe(403);
    expect((await postWebhook(raw, 'sha256=00')).statusCode).toBe(403);
    // Signed, then changed: the signature is over the raw bytes.
    expect((await postWebhook(raw.replace('read', 'sent'), sign(raw))).statusCode).toBe(403);
    // Bounded: a body over 256 KiB is refused before anything is read.
    const huge = notification({ padding: 'x'.repeat(300 * 1024) });
    expect((await postWebhook(huge, sign(huge))).statusCode).toBe(413);
    const [after] = await t.db.select().from(emailJobs).where(eq(emailJobs.id, job!.id));
    expect(after!.deliveryStatus).toBe(job!.deliveryStatus);
    expect(await t.db.select().from(whatsappOptOuts)).toHaveLength(0);
  });

  it('records a signed delivery status; a late "delivered" after "read" changes nothing', async () => {
    const status = (s: string, ts: string) =>
      notification({
        statuses: [{ id: 'wamid.FAKE1', status: s, timestamp: ts, recipient_id: '919876500001' }],
      });
    for (const [s, ts] of [
      ['delivered', '1790000010'],
      ['read', '1790000020'],
      ['delivered', '1790000030'],
    ] as const) {
      const raw = status(s, ts);
      const res = await postWebhook(raw, sign(raw));
      expect(res.statusCode).toBe(200);
    }
    const [job] = await t.db.select().from(emailJobs).where(eq(emailJobs.providerMessageId, 'wamid.FAKE1'));
    expect(job).toMatchObject({ deliveryStatus: 'read', deliveryUpdatedAt: new Date(1_790_000_020_000) });
    // A signed body that is not JSON: 400.
    expect((await postWebhook('{nope', sign('{nope'))).statusCode).toBe(400);
  });

  it('a signed "STOP" reply opts the number out: the queued message is dropped and no further one is sent', async () => {
    // A second booking's confirmation is queued, not yet sent, when the STOP arrives.
    const queued = await bookAndPay(t, p, { ...OPTED, whatsappOptIn: true });
    expect(await whatsappJobsOf(t, queued.bookingId)).toHaveLength(1);
    const raw = notification({
      contacts: [{ profile: { name: 'Asha' }, wa_id: '919876500001' }],
      messages: [
        {
          from: '919876500001',
          id: 'wamid.IN2',
          timestamp: '1790000100',
          type: 'text',
          text: { body: '  stop ' },
        },
      ],
    });
    expect((await postWebhook(raw, sign(raw))).statusCode).toBe(200);
    const before = received.length;
    await drain(t, new Date(Date.now() + 60 * 60_000));
    expect(received.length).toBe(before);
    const [dropped] = await whatsappJobsOf(t, queued.bookingId);
    expect(dropped).toMatchObject({ status: 'dropped', providerMessageId: null });
    // And a later booking with the same number queues nothing.
    const later = await bookAndPay(t, p, { ...OPTED, whatsappOptIn: true });
    expect(await whatsappJobsOf(t, later.bookingId)).toHaveLength(0);
    // Another text does not opt out.
    const hello = notification({
      messages: [
        {
          from: '919876500009',
          id: 'wamid.IN3',
          timestamp: '1790000200',
          type: 'text',
          text: { body: 'STOP please' },
        },
      ],
    });
    expect((await postWebhook(hello, sign(hello))).statusCode).toBe(200);
    expect((await t.db.select().from(whatsappOptOuts)).map((r) => r.phone)).toEqual(['919876500001']);
  });

  it('has no sandbox page with a Cloud API configuration', async () => {
    expect((await t.app.inject({ url: '/sandbox/whatsapp' })).statusCode).toBe(404);
  });
});
