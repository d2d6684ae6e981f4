import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, type Instance, onServer, startInstance, stopInstance } from './spawned-server.ts';

// A rolling deploy that loses nothing (ADR 1305): on SIGTERM /v1/ready answers 503 at
// once while the instance serves on, normally, for SHUTDOWN_DELAY_MS; only then does it drain.
// A client looping on one kept-alive connection straight to the instance gets answers all along
// (the same connection, no reset), the first `Connection: close` no sooner than the delay, and
// the process exits 0. The server is the real one, spawned, on a database of its own.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'pg' && Boolean(serverUrl);
if (!onPostgres) console.info('rolling deploy test skipped: it needs PostgreSQL (the api-pg project)');

const DELAY_MS = 800;
/** The client's pause between two requests on its connection. */
const CLIENT_PAUSE_MS = 20;

type Answer = { status: number; connection?: string; socket: Socket; body: string; at: number };

function get(url: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent }, (res) => {
      // The connection it came on (taken now: a closing one is detached by the end).
      const socket = res.socket;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          connection: res.headers.connection,
          socket,
          body,
          at: performance.now(),
        }),
      );
      res.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end();
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!onPostgres)('SIGTERM with a client looping on a kept-alive connection', () => {
  const dbName = `wayfarer_fleet_${randomBytes(5).toString('hex')}`;
  const started: Instance[] = [];
  let instance: Instance;

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${dbName}`);
    instance = await startInstance(
      {
        DATABASE_URL: databaseUrlOf(serverUrl!, dbName),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
      started,
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map(stopInstance));
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 30_000);

  it('ready 503 at once, answers on the same connection through the delay, 0 resets, then exit 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const loop: Answer[] = [];
    const errors: Error[] = [];
    const exited = new Promise<number | null>((resolve) => instance.process.once('exit', resolve));
    let signalledAt = Number.POSITIVE_INFINITY;
    // The client: one request after the other on the agent's one connection, a few ms apart
    // (as an app's calls come; the connection sits idle in between, which is when a drain that
    // closed idle connections at once would cut it), until an answer says `Connection: close`
    // (the drain) or anything fails.
    const looping = (async () => {
      for (;;) {
        try {
          const answer = await get(`${instance.url}/v1/settings`, agent);
          loop.push(answer);
          if (answer.connection === 'close') return;
          await new Promise((resolve) => setTimeout(resolve, CLIENT_PAUSE_MS));
        } catch (error) {
          errors.push(error as Error);
          return;
        }
      }
    })();
    try {
      await until(
        'a few answers before the signal',
        async () => loop.length >= 5 || errors.length > 0,
        10_000,
      );
      signalledAt = performance.now();
      instance.process.kill('SIGTERM');

      // Not ready at once (a fresh connection each time, as a balancer's health check).
      let readyAnswer: Answer | undefined;
      await until(
        '/v1/ready to answer 503',
        async () => {
          readyAnswer = await get(`${instance.url}/v1/ready`, false);
          return readyAnswer.status === 503;
        },
        500,
      );
      expect(JSON.parse(readyAnswer!.body)).toMatchObject({ code: 503, message: 'Shutting down' });
      // New connections are still accepted during the delay (the drain would refuse them).
      expect((await get(`${instance.url}/v1/settings`, false)).status).toBe(200);

      await looping;
    } finally {
      agent.destroy();
    }
    expect(errors).toEqual([]);
    expect(loop.every((answer) => answer.status === 200)).toBe(true);
    // One kept-alive connection all along; its last answer closes it, after the delay.
    expect(new Set(loop.map((answer) => answer.socket)).size).toBe(1);
    const last = loop.at(-1)!;
    expect(last.connection).toBe('close');
    expect(loop.slice(0, -1).every((answer) => answer.connection === 'keep-alive')).toBe(true);
    expect(last.at - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    const duringDelay = loop.filter((answer) => answer.at > signalledAt && answer !== last);
    expect(duringDelay.length).toBeGreaterThan(3);
    expect(await exited).toBe(0);
  }, 30_000);
});
