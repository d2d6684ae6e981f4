import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the bench scripts, without type declarations.
import { createRetryingProxy } from './fleet-support.mjs';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that names itself; its readiness path answers `ready()`'s status. */
function instance(name: string, ready: () => number): Server {
  const server = createServer((req, res) => {
    if (req.url === '/ready') return res.writeHead(ready()).end();
    res.writeHead(200).end(name);
  });
  servers.push(server);
  return server;
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
/**
 * Listens on a port below Linux's ephemeral range (32768-60999), so no outgoing connection takes it
 * while the server is closed and before it listens on it again.
 */
async function listenBelowEphemeral(server: Server): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const taken = await new Promise<boolean>((resolve) => {
      const refused = () => resolve(true);
      server.once('error', refused);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', refused);
        resolve(false);
      });
    });
    if (!taken) return port;
  }
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve));
const get = async (port: number) => (await fetch(`http://127.0.0.1:${port}/page`)).text();

/** The proxy over a and b, listening; its stats. */
async function proxyOver(aPort: number, bPort: number, options?: object) {
  const stats: Record<string, number> = { requests: 0, retries: 0, failed: 0 };
  const instances = [
    { name: 'a', port: aPort },
    { name: 'b', port: bPort },
  ];
  const proxy = createRetryingProxy(instances, stats, options);
  servers.push(proxy);
  return { port: await listen(proxy), stats };
}

describe("the fleet's proxy with a readiness check", () => {
  it('keeps an instance that refused a connection out until its readiness path answers 200', async () => {
    let status = 503;
    const a = instance('a', () => status);
    const aPort = await listenBelowEphemeral(a);
    await close(a); // a is down: its port refuses connections
    const bPort = await listen(instance('b', () => 200));
    const { port, stats } = await proxyOver(aPort, bPort, { readyPath: '/ready', readyEveryMs: 10 });

    // The first request tries a, is refused, and is answered by b; a leaves the rotation.
    expect(await get(port)).toBe('b');
    expect(stats).toMatchObject({ retries: 1, failed: 0, outOfRotation: 1 });

    // a listens again but is still starting (503): every request goes to b, none is refused.
    const again = instance('a', () => status);
    await listen(again, aPort);
    const whileStarting = [];
    for (let i = 0; i < 6; i++) whileStarting.push(await get(port));
    expect(whileStarting).toEqual(Array(6).fill('b'));

    // Ready: a rejoins the round robin.
    status = 200;
    const deadline = Date.now() + 5_000;
    const seen = new Set<string>();
    while (!seen.has('a') && Date.now() < deadline) seen.add(await get(port));
    expect(seen).toEqual(new Set(['a', 'b']));
    expect(stats).toMatchObject({ retries: 1, failed: 0, outOfRotation: 1 });
  });

  it('routes round robin over every instance without a readiness path', async () => {
    const aPort = await listen(instance('a', () => 503));
    const bPort = await listen(instance('b', () => 200));
    const { port } = await proxyOver(aPort, bPort);
    expect([await get(port), await get(port), await get(port)]).toEqual(['a', 'b', 'a']);
  });
});
