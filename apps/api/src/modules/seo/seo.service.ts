import { formatPaise, paiseToRupees } from '@wayfarer/shared/rules/money';
import { startingPriceUnit } from '@wayfarer/shared/rules/pricing';
import { averageRating, RATING_MAX, RATING_MIN } from '@wayfarer/shared/rules/review';
import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import type { Database } from '../../db/client.ts';
import { escapeHtml, injectHead, renderHead } from '../../lib/html.ts';
import {
  bookingExists,
  findCreatorForMeta,
  findDestinationForMeta,
  findPackageForMeta,
  listSitemapEntities,
} from './seo.repository.ts';
import { lcpPreloadTag } from '../../lib/lcp-preload.ts';
import { SHARE_CARD_SIZE, type ShareCardKind, shareCardPath } from '@wayfarer/shared/server-paths';

// Shared links and crawlers: the server fills index.html's head for the pages that name an
// entity, and answers /sitemap.xml and /robots.txt. Every value is escaped (lib/html.ts): titles
// and descriptions are typed by creators.

export type PageMeta = {
  title: string;
  description: string;
  keywords?: string;
  /**
   * The image shared links show (og:image); absolute or site-relative, made absolute. The entity
   * pages name their share card (modules/share-cards, ADR 1316), with its size.
   */
  image?: string | null;
  imageSize?: { width: number; height: number };
  /**
   * The full-width hero the page opens with, preloaded with its WebP srcset. Pages whose largest
   * paint is another image (a creator's banner mosaic) leave it out: React's renderer already
   * preloads an eager `fetchPriority="high"` image with its own srcset and sizes.
   */
  heroImage?: string | null;
  /** The page's path, for canonical and og:url. */
  path: string;
  jsonLd?: Record<string, unknown>;
};

const SITE_NAME = 'Wayfarer';
const DESCRIPTION_MAX = 200;

/** "Title | Wayfarer", unless the creator's meta title already names the site. */
export const withSiteName = (title: string): string =>
  title.toLowerCase().includes(SITE_NAME.toLowerCase()) ? title : `${title} | ${SITE_NAME}`;

/** One line cut at a word; `html`: the text is rich text, its tags dropped first. */
export function summarise(text: string, { html = true, max = DESCRIPTION_MAX } = {}): string {
  const plain = (html ? text.replace(/<\/?[a-z][^>]*>/gi, ' ').replace(/&nbsp;/g, ' ') : text)
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const absoluteUrl = (publicUrl: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** index.html with the page's title, description, keywords, canonical, Open Graph and JSON-LD. */
export function injectMeta(indexHtml: string, meta: PageMeta, publicUrl: string): string {
  const head = renderHead({
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    url: `${publicUrl}${meta.path}`,
    image: meta.image ? absoluteUrl(publicUrl, meta.image) : null,
    ...(meta.image && meta.imageSize && { imageSize: meta.imageSize, imageAlt: meta.title }),
    siteName: SITE_NAME,
    jsonLd: meta.jsonLd,
  });
  // The hero image is the page's largest paint: the browser fetches it before the JavaScript.
  if (meta.heroImage) head.tags.push(lcpPreloadTag(meta.heroImage));
  return injectHead(indexHtml, head);
}

// --- the pages -----------------------------------------------------------------------------------

/** og:image and twitter:image of an entity page: its own card, drawn by modules/share-cards. */
const shareCard = (kind: ShareCardKind, key: string): Pick<PageMeta, 'image' | 'imageSize'> => ({
  image: shareCardPath(kind, key),
  imageSize: SHARE_CARD_SIZE,
});

const decode = (segment: string): string | undefined => {
  try {
    const value = decodeURIComponent(segment);
    return value.length > 0 && value.length <= 300 ? value : undefined;
  } catch {
    return undefined;
  }
};

/** `/package/booking` is the checkout, not a package. */
const PACKAGE_PAGE = /^\/package\/([^/]+)\/?$/;
const CREATOR_PAGE = /^\/@([^/]+)\/?$/;
const DESTINATION_PAGE = /^\/destination\/([^/]+)\/?$/;

type EntityKind = 'package' | 'creator' | 'destination';

/** Whether the path names an entity page; `undefined` when it is another page. */
export function entityPage(path: string): { kind: EntityKind; key: string } | undefined {
  const pkg = PACKAGE_PAGE.exec(path);
  if (pkg && pkg[1] !== 'booking') return withKey('package', pkg[1]!);
  const creator = CREATOR_PAGE.exec(path);
  if (creator) return withKey('creator', creator[1]!);
  const destination = DESTINATION_PAGE.exec(path);
  if (destination) return withKey('destination', destination[1]!);
  return undefined;
}
const withKey = (kind: EntityKind, segment: string) => ({ kind, key: decode(segment) ?? '' });

// A booking's pages (manage, payment result, review) answer 404 for an unknown id.
const BOOKING_PAGE = /^\/booking\/(?:payment-complete\/)?([^/]+)(?:\/review)?\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The booking id of a booking page's path, or undefined for any other path. */
export function bookingPageId(path: string): string | undefined {
  const match = BOOKING_PAGE.exec(path);
  return match ? (decode(match[1]!) ?? '') : undefined;
}

async function packageMeta(db: Database, slug: string, publicUrl: string): Promise<PageMeta | undefined> {
  const row = await findPackageForMeta(db, slug, firstBookableDate());
  if (!row) return undefined;
  const path = `/package/${encodeURIComponent(row.slug)}`;
  const description = summarise(row.metaDescription || row.description);
  const image = row.banner || row.thumb || null;
  const available = row.tourType === 'AnyDay' || Boolean(row.hasDate);
  const { reviewCount, reviewSum } = row;
  return {
    title: withSiteName(row.metaTitle || row.title),
    description,
    keywords: row.metaKeywords,
    ...shareCard('package', row.slug),
    heroImage: row.banner || null,
    path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: row.title,
      description,
      url: `${publicUrl}${path}`,
      ...(image && { image: absoluteUrl(publicUrl, image) }),
      provider: { '@type': 'Person', name: row.creatorName },
      // The published, verified reviews' rating, only when there is at least one.
      ...(reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: averageRating(reviewSum, reviewCount),
          reviewCount,
          bestRating: RATING_MAX,
          worstRating: RATING_MIN,
        },
      }),
      ...(row.startingPricePaise !== null && {
        offers: {
          '@type': 'Offer',
          price: paiseToRupees(row.startingPricePaise),
          priceCurrency: 'INR',
          // "Starting From ₹X per adult" (Simple pricing) or "per person" (Custom).
          description: `Starting From ${formatPaise(row.startingPricePaise)} ${startingPriceUnit(row.pricingType)}`,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: paiseToRupees(row.startingPricePaise),
            priceCurrency: 'INR',
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: 1,
              unitText: row.pricingType === 'Simple' ? 'adult' : 'person',
            },
          },
          availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url: `${publicUrl}${path}`,
        },
      }),
    },
  };
}

async function creatorMeta(db: Database, username: string): Promise<PageMeta | undefined> {
  const row = await findCreatorForMeta(db, username);
  if (!row) return undefined;
  const name = row.fullName || row.username;
  const about = [row.title, row.subtitle].filter(Boolean).join(' — ');
  return {
    title: `${name} (@${row.username}) | ${SITE_NAME}`,
    description: summarise(about || `Trips designed and led by ${name} on ${SITE_NAME}.`, { html: false }),
    keywords: [name, row.username, 'travel creator', 'tour packages'].join(', '),
    ...shareCard('creator', row.username),
    path: `/@${encodeURIComponent(row.username)}`,
  };
}

async function destinationMeta(db: Database, slug: string): Promise<PageMeta | undefined> {
  const row = await findDestinationForMeta(db, slug);
  if (!row) return undefined;
  return {
    title: `${row.name} tour packages | ${SITE_NAME}`,
    description: `Tour packages to ${row.name}, designed and led by travel creators on ${SITE_NAME}.`,
    keywords: [row.name, `${row.name} tour packages`, `${row.name} trips`].join(', '),
    ...shareCard('destination', row.slug),
    heroImage: row.banner || row.image,
    path: `/destination/${encodeURIComponent(row.slug)}`,
  };
}

/** The head of an entity page; undefined for an unknown (or unpublished) entity. */
export async function entityMeta(
  db: Database,
  page: { kind: EntityKind; key: string },
  publicUrl: string,
): Promise<PageMeta | undefined> {
  if (page.key === '') return undefined;
  if (page.kind === 'package') return packageMeta(db, page.key, publicUrl);
  if (page.kind === 'creator') return creatorMeta(db, page.key);
  return destinationMeta(db, page.key);
}

/**
 * The SPA's index.html for `path`: entity pages get their head filled; an unknown entity answers
 * 404 with the plain index.html (the SPA shows its not-found screen); other pages 200, unchanged.
 */
export async function renderPage(
  deps: { db: Database; config: { publicUrl: string } },
  path: string,
  indexHtml: string,
): Promise<{ status: number; html: string }> {
  const bookingKey = bookingPageId(path);
  if (bookingKey !== undefined) {
    const known = UUID.test(bookingKey) && (await bookingExists(deps.db, bookingKey));
    return { status: known ? 200 : 404, html: indexHtml };
  }
  const page = entityPage(path);
  if (!page) return { status: 200, html: indexHtml };
  const { publicUrl } = deps.config;
  const meta = await entityMeta(deps.db, page, publicUrl);
  if (!meta) return { status: 404, html: indexHtml };
  return { status: 200, html: injectMeta(indexHtml, meta, publicUrl) };
}

// --- sitemap and robots --------------------------------------------------------------------------

/** One sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX_PER_KIND = 15_000;
const day = (date: Date | null): string | undefined => date?.toISOString().slice(0, 10);

export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const { packages, people, groups } = await listSitemapEntities(db, SITEMAP_MAX_PER_KIND);
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    { path: '/packages' },
    { path: '/creators' },
    ...packages.map((p) => ({ path: `/package/${encodeURIComponent(p.slug)}`, lastmod: day(p.updatedAt) })),
    ...people.map((c) => ({ path: `/@${encodeURIComponent(c.username)}`, lastmod: day(c.updatedAt) })),
    ...groups.map((g) => ({ path: `/destination/${encodeURIComponent(g.slug)}`, lastmod: day(g.createdAt) })),
  ];
  // escapeHtml's five entities are XML's too.
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The longest rule wins (RFC 9309): `/creator` keeps the dashboard out, `/creators` stays open. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /creators',
    'Disallow: /admin',
    'Disallow: /creator',
    'Disallow: /v1/',
    'Disallow: /sandbox',
    'Disallow: /package/booking',
    'Disallow: /booking/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
