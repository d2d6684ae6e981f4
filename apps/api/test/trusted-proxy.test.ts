import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// ADR 1141: X-Forwarded-For counts only when the peer is a trusted proxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: '2', TRUST_PROXY: '10.9.0.0/16' });
});
afterAll(() => t.close());

const enquiry = (peer: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/query',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { name: 'Asha', phone: '9876543210' },
  });

it('keys an untrusted peer by its socket address whatever X-Forwarded-For says', async () => {
  expect((await enquiry('203.0.113.7', '198.51.100.1')).statusCode).not.toBe(429);
  expect((await enquiry('203.0.113.7', '198.51.100.2')).statusCode).not.toBe(429);
  // A new forwarded address each time does not buy a new count.
  const limited = await enquiry('203.0.113.7', '198.51.100.3');
  expect(limited.statusCode).toBe(429);
  // Another socket address has its own count.
  expect((await enquiry('203.0.113.8', '198.51.100.3')).statusCode).not.toBe(429);
});

it('keys a request through a trusted proxy by the client X-Forwarded-For names', async () => {
  for (let i = 0; i < 2; i += 1)
    expect((await enquiry('10.9.0.5', '198.51.100.50')).statusCode).not.toBe(429);
  expect((await enquiry('10.9.0.6', '198.51.100.50')).statusCode).toBe(429);
  // The proxy's other clients are not limited by that one.
  expect((await enquiry('10.9.0.5', '198.51.100.51')).statusCode).not.toBe(429);
});

it('with a hop count, takes the address the nearest proxy added', async () => {
  const hops = await createTestApp({ PUBLIC_RATE_LIMIT: '1', TRUST_PROXY: '1' });
  try {
    const send = (forwardedFor: string) =>
      hops.app.inject({
        method: 'POST',
        url: '/v1/query',
        remoteAddress: '10.9.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { name: 'Asha', phone: '9876543210' },
      });
    // The client may prepend anything; the proxy's own entry (the last) is the one counted.
    expect((await send('1.1.1.1, 198.51.100.60')).statusCode).not.toBe(429);
    expect((await send('2.2.2.2, 198.51.100.60')).statusCode).toBe(429);
    expect((await send('2.2.2.2, 198.51.100.61')).statusCode).not.toBe(429);
  } finally {
    await hops.close();
  }
});
