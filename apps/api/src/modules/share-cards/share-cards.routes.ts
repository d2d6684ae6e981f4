import { serverMessages } from '@wayfarer/shared/messages';
import type { ShareCardKind } from '@wayfarer/shared/server-paths';
import type { FastifyInstance } from 'fastify';
import { errorBodyOf } from '../../lib/app-error.ts';
import { etagMatches } from '../../plugins/etag.ts';
import { readLocalMedia } from '../media/index.ts';
import { createShareCards } from './share-cards.service.ts';

// GET /og/package/{slug}.png, /og/creator/{username}.png and /og/destination/{slug}.png: the
// pages' share cards (ADR 1316), named by the pages' og:image and twitter:image (modules/seo).

/**
 * Revalidated after five minutes with the ETag (a bodiless 304 while the card is unchanged), so a
 * changed title reaches browsers and proxies within minutes; the server itself answers a change
 * at once (the version is read per request).
 */
export const SHARE_CARD_CACHE_CONTROL = 'public, max-age=300';
/** The rendered cards kept in memory (a card is ~50–350 KB). */
const KEPT_CARDS_BYTES = 48 * 1024 * 1024;

const KINDS: ShareCardKind[] = ['package', 'creator', 'destination'];

export async function registerShareCardRoutes(
  app: FastifyInstance,
  options: { mediaRoot: string },
): Promise<void> {
  const { db, storage, clock, publicUrl } = app.deps;
  const cards = createShareCards({
    db,
    now: clock,
    photos: {
      readLocal: (key) => readLocalMedia(storage, options.mediaRoot, key),
      publicUrl,
      s3: app.config.s3,
    },
    maxBytes: KEPT_CARDS_BYTES,
    cacheMs: app.config.publicCacheMs,
  });
  // A new review, a hidden one… (ADR 926): this instance reads the package's card again at once.
  app.publicPages.onPackageChanged((slug) => cards.forget('package', slug));
  for (const kind of KINDS) {
    app.get(`/og/${kind}/:file`, { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const card = file.endsWith('.png') ? await cards.find(kind, file.slice(0, -'.png'.length)) : undefined;
      if (!card) return reply.code(404).send(errorBodyOf('NOT_FOUND', serverMessages.notFound));
      reply.header('etag', card.etag).header('cache-control', SHARE_CARD_CACHE_CONTROL);
      if (etagMatches(request.headers['if-none-match'], card.etag)) return reply.code(304).send();
      return reply.type('image/png').send(await card.png());
    });
  }
}
