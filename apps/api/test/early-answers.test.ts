import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers.ts';
import { imagePart, multipart } from './multipart.ts';

// An answer sent before the request body was read closes the connection, so the
// client's next request is not stuck behind a body nobody reads.
let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).tokens.access.token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const SECOND = 'GET /v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

type Exchange = { first: string; afterFirstMs: number; second: 'answered' | 'closed' | 'none' };

/**
 * Writes one request with `body` and, right behind it, a second request on the same socket,
 * as a browser reusing a keep-alive connection would. Reports the first answer's head and how
 * long after it the connection either answered the second request or closed.
 */
function twoRequests(head: Record<string, string>, path: string, body: Buffer): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let firstAt = 0;
    const timer = setTimeout(() => finish('none'), 5000);
    const finish = (second: Exchange['second']) => {
      clearTimeout(timer);
      socket.destroy();
      const first = received.slice(0, received.indexOf('\r\n\r\n'));
      resolve({ first, afterFirstMs: firstAt ? Date.now() - firstAt : Number.NaN, second });
    };
    socket.on('error', () => {}); // the server may close while we are still writing
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!firstAt && received.includes('\r\n\r\n')) firstAt = Date.now();
      if (received.indexOf('HTTP/1.1', 1) > 0 && received.includes('"ok"')) finish('answered');
    });
    socket.on('close', () => (firstAt ? finish('closed') : reject(new Error('closed before answering'))));
    const headers = Object.entries({ ...head, host: 'localhost', 'content-length': String(body.length) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${headers}\r\n`);
    socket.write(body);
    socket.write(SECOND);
  });
}

async function expectNextAnsweredAtOnce(exchange: Exchange, status: number): Promise<void> {
  expect(exchange.first).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  expect(exchange.second).not.toBe('none');
  expect(exchange.afterFirstMs).toBeLessThan(1000);
  if (exchange.second === 'closed') {
    // It said so, and a new connection is answered at once.
    expect(exchange.first.toLowerCase()).toContain('connection: close');
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  }
}

describe('an answer sent before the body was read does not hang the next request', () => {
  it('an 11 MB upload: 413, then the next answer within 1 s', async () => {
    const form = multipart(
      imagePart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 << 20)])),
    );
    const exchange = await twoRequests({ ...form.headers, ...bearer(token) }, '/v1/media', form.payload);
    await expectNextAnsweredAtOnce(exchange, 413);
  });

  it('an upload without a session: 401, then the next answer within 1 s', async () => {
    const form = multipart(
      imagePart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4 << 20)])),
    );
    await expectNextAnsweredAtOnce(await twoRequests(form.headers, '/v1/media', form.payload), 401);
  });

  it('an upload of another type: 415, then the next answer within 1 s', async () => {
    const exchange = await twoRequests(
      { 'content-type': 'application/octet-stream', ...bearer(token) },
      '/v1/media',
      Buffer.alloc(4 << 20),
    );
    await expectNextAnsweredAtOnce(exchange, 415);
  });

  it('a JSON body over the limit: 413, then the next answer within 1 s', async () => {
    const exchange = await twoRequests(
      { 'content-type': 'application/json' },
      '/v1/query',
      Buffer.alloc(3 << 20, 0x20),
    );
    await expectNextAnsweredAtOnce(exchange, 413);
  });
});
