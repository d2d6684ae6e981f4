import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body was read (413 on an upload, 401 or 415 before the
 * parser ran) closes the connection. Left open, the unread rest of the body would sit in front
 * of the client's next request on that keep-alive connection until the socket timed out (issue
 * 21); closed, the client sees the end at once and reconnects. Bodies read in full keep the
 * connection alive as before.
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, _payload, done) => {
    // `complete` is false until the parser has the whole body (inject()'s requests leave it unset).
    if (request.raw.complete === false) reply.header('connection', 'close');
    done();
  });
}
