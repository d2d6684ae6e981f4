import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { etagMatches, PUBLIC_CACHE_CONTROL, publicCache, weakEtag } from './etag.ts';

describe('publicCache', () => {
  const build = () => {
    const app = Fastify();
    app.get('/cached', { onSend: publicCache }, async () => ({ hello: 'world' }));
    app.get('/missing', { onSend: publicCache }, async (_req, reply) => reply.code(404).send({ code: 404 }));
    return app;
  };

  it('tags a 200 with a weak ETag and a short public cache; 304 on a match', async () => {
    const app = build();
    const first = await app.inject({ method: 'GET', url: '/cached' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(weakEtag(JSON.stringify({ hello: 'world' })));
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    for (const header of [etag, etag.replace('W/', ''), `"zzz", ${etag}`, '*']) {
      const again = await app.inject({ method: 'GET', url: '/cached', headers: { 'if-none-match': header } });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
    }
    const other = await app.inject({
      method: 'GET',
      url: '/cached',
      headers: { 'if-none-match': 'W/"nope"' },
    });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('leaves errors alone', async () => {
    const app = build();
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    await app.close();
  });

  it('compares tags weakly', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
  });
});
