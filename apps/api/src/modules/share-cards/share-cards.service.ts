import { createHash } from 'node:crypto';
import type { ShareCardKind } from '@wayfarer/shared/server-paths';
import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { CardCache } from './card-cache.ts';
import { type CardSource, creatorCard, destinationCard, packageCard } from './card-content.ts';
import { renderCard } from './card-image.ts';
import { type PhotoSources, readPhoto } from './card-photo.ts';
import { createSlots } from './render-slots.ts';
import { findCreatorCard, findDestinationCard, findPackageCard } from './share-cards.repository.ts';

// Share cards (ADR 1316): each package, creator and destination page's Open Graph / X image. A
// request reads what the card shows (one query) and names its version by a hash of it, so any
// change the card shows (title, photo, price, dates, the creator's name) is a new version at
// once, on every instance, with no invalidation to send; an unchanged card is answered from
// memory or with 304, and a version is rendered once however many ask for it together.

/** Bumped when the drawing changes, so every card gets a new version. */
const DESIGN_VERSION = 1;
/**
 * Cards rendered at once; more wait their turn. A render holds a decoded photo and the card's
 * pixels (~10 MB), and a crawler may ask for a hundred different cards together.
 */
const RENDERS_AT_ONCE = 2;

export type ShareCard = {
  /** A weak tag of the card's version. */
  etag: string;
  /** The PNG: kept, or rendered now (once for every request waiting on it). */
  png: () => Promise<Buffer>;
};

export type ShareCardDeps = {
  db: Database;
  photos: PhotoSources;
  /** The memory the kept cards may take. */
  maxBytes: number;
  /**
   * How long what a card shows is reused before it is read again (PUBLIC_CACHE_MS, like the
   * package page; 0: read per request). `forget` drops a page's at once.
   */
  cacheMs: number;
  /** "Today" for the next dates (tests move it). */
  now?: () => Date;
};

const versionOf = (source: CardSource): string =>
  createHash('sha256')
    .update(JSON.stringify({ design: DESIGN_VERSION, ...source }))
    .digest('base64url')
    .slice(0, 27);

/** Not kept by the micro-cache: a page may be published a moment later. */
class NoSuchPage extends Error {}

const pageKey = (kind: ShareCardKind, key: string) =>
  // A username is looked up in any case.
  `${kind}/${kind === 'creator' ? key.toLowerCase() : key}`;

export function createShareCards(deps: ShareCardDeps) {
  const cache = new CardCache(deps.maxBytes);
  const sources = createMicroCache<CardSource>(deps.cacheMs, 2000);
  const now = deps.now ?? (() => new Date());

  async function sourceOf(kind: ShareCardKind, key: string): Promise<CardSource | undefined> {
    const from = firstBookableDate(now());
    if (kind === 'package') {
      const row = await findPackageCard(deps.db, key, from);
      return row && packageCard(row);
    }
    if (kind === 'creator') {
      const row = await findCreatorCard(deps.db, key, from);
      return row && creatorCard(row);
    }
    const row = await findDestinationCard(deps.db, key, from);
    return row && destinationCard(row);
  }

  let renders = 0;
  const slots = createSlots(RENDERS_AT_ONCE);
  const render = (source: CardSource): Promise<Buffer> =>
    slots.run(async () => {
      renders += 1;
      const [photo, avatar] = await Promise.all([
        readPhoto(source.photo, deps.photos),
        readPhoto(source.avatar, deps.photos),
      ]);
      return renderCard(source.content, { photo, avatar });
    });

  return {
    /** The card of a public page, or undefined when there is no such page. */
    async find(kind: ShareCardKind, key: string): Promise<ShareCard | undefined> {
      if (key === '' || key.length > 300) return undefined;
      const page = pageKey(kind, key);
      const source = await sources
        .get(page, async () => {
          const found = await sourceOf(kind, key);
          if (!found) throw new NoSuchPage();
          return found;
        })
        .catch((error: unknown) => {
          if (error instanceof NoSuchPage) return undefined;
          throw error;
        });
      if (!source) return undefined;
      const version = versionOf(source);
      return {
        etag: `W/"${version}"`,
        png: () => cache.get(page, version, () => render(source)),
      };
    },
    /** A page changed: what its card shows is read again on the next request. */
    forget(kind: ShareCardKind, key: string): void {
      sources.delete(pageKey(kind, key));
    },
    /** Cards rendered by this process so far. */
    get renders() {
      return renders;
    },
  };
}

export type ShareCards = ReturnType<typeof createShareCards>;
