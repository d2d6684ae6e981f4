import type { FastifyInstance } from 'fastify';
import { buildSitemap, robotsTxt } from './seo.service.ts';

/** /sitemap.xml and /robots.txt on the root (outside /v1), answered before the SPA fallback. */
export async function registerSeoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.deps.db, app.config.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );
}
