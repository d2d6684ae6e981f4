import type { FastifyReply, FastifyRequest } from 'fastify';

// Authenticated answers are never stored by a browser or a proxy (ADR 303): an answer computed
// for a signed-in user (the auth guard set request.user) and every /v1/auth answer (tokens)
// carry `Cache-Control: no-store`. Public reads do not look at the token, so their answer is the
// same for everyone and keeps its public caching and ETag (plugins/etag.ts), token or not.

const NO_STORE = 'no-store';
const isAuthRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/v1/auth/') ?? false;

/** A root onSend hook; it runs before the public routes' own `publicCache` hook. */
export async function noStoreForAuthenticated(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (request.user || isAuthRoute(request)) reply.header('cache-control', NO_STORE);
  // A refused or failed request that carried credentials: nothing worth keeping either.
  else if (request.headers.authorization && !reply.hasHeader('cache-control'))
    reply.header('cache-control', NO_STORE);
  return payload;
}
