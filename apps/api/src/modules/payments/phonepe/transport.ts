import type { FastifyInstance } from 'fastify';

// How the gateway adapter and the sandbox's callback reach a URL: the network, or in-process.

export type TransportRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
};
export type Transport = (req: TransportRequest) => Promise<{ status: number; body: string }>;

const TRANSPORT_TIMEOUT_MS = 10_000;

/** The network: global fetch, giving up after 10 s. */
export const fetchTransport: Transport = async (req) => {
  const res = await fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: AbortSignal.timeout(TRANSPORT_TIMEOUT_MS),
  });
  return { status: res.status, body: await res.text() };
};

/**
 * In-process: hands the request to `app.inject` with the URL's path and query, so the built-in
 * sandbox (and callbacks to this app) work without a listening port, in tests too. A path that
 * PUBLIC_URL puts in front of the app (a proxy prefix) is taken off.
 */
export function injectTransport(app: FastifyInstance): Transport {
  return async (req) => {
    const url = new URL(req.url);
    const basePath = new URL(app.config.publicUrl).pathname.replace(/\/+$/, '');
    const path =
      basePath && url.pathname.startsWith(`${basePath}/`)
        ? url.pathname.slice(basePath.length)
        : url.pathname;
    const res = await app.inject({
      method: req.method,
      url: path + url.search,
      headers: req.headers,
      ...(req.body !== undefined && { payload: req.body }),
    });
    return { status: res.statusCode, body: res.body };
  };
}
