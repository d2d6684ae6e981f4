import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { creators, destinationGroups, tourDates, tourPackages } from '../db/schema.ts';
import { lcpPreloadTag } from '../lib/lcp-preload.ts';

// Shared links and crawlers (issue 6): the server fills index.html's head for the pages that name
// an entity, and answers /sitemap.xml and /robots.txt. Every value is escaped: titles and
// descriptions are typed by creators.

export type PageMeta = {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute or site-relative; made absolute. */
  image?: string | null;
  /** The page's path, for canonical and og:url. */
  path: string;
  jsonLd?: Record<string, unknown>;
};

const SITE_NAME = 'Wayfarer';

/** "Title | Wayfarer", unless the creator's meta title already names the site. */
export const withSiteName = (title: string): string =>
  title.toLowerCase().includes(SITE_NAME.toLowerCase()) ? title : `${title} | ${SITE_NAME}`;
const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  const url = `${publicUrl}${meta.path}`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    meta.image
      ? `<meta property="og:image" content="${escapeHtml(absoluteUrl(publicUrl, meta.image))}" />`
      : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    meta.image
      ? `<meta name="twitter:image" content="${escapeHtml(absoluteUrl(publicUrl, meta.image))}" />`
      : '',
    meta.image ? lcpPreloadTag(meta.image) : '',
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `    ${tags}\n  </head>`);
}

// --- the pages -----------------------------------------------------------------------------------

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

/** Whether the path names an entity page; `undefined` when it is another page. */
export function entityPage(
  path: string,
): { kind: 'package' | 'creator' | 'destination'; key: string } | undefined {
  const pkg = PACKAGE_PAGE.exec(path);
  if (pkg && pkg[1] !== 'booking') return withKey('package', pkg[1]!);
  const creator = CREATOR_PAGE.exec(path);
  if (creator) return withKey('creator', creator[1]!);
  const destination = DESTINATION_PAGE.exec(path);
  if (destination) return withKey('destination', destination[1]!);
  return undefined;
}
const withKey = (kind: 'package' | 'creator' | 'destination', segment: string) => {
  const key = decode(segment);
  return key === undefined ? { kind, key: '' } : { kind, key };
};

async function packageMeta(db: Database, slug: string, publicUrl: string): Promise<PageMeta | undefined> {
  const [row] = await db
    .select({
      slug: tourPackages.slug,
      title: tourPackages.title,
      description: tourPackages.description,
      metaTitle: tourPackages.metaTitle,
      metaDescription: tourPackages.metaDescription,
      metaKeywords: tourPackages.metaKeywords,
      banner: tourPackages.banner,
      thumb: tourPackages.thumb,
      startingPricePaise: tourPackages.startingPricePaise,
      tourType: tourPackages.tourType,
      creatorName: creators.fullName,
      hasDate: sql<boolean>`exists (select 1 from ${tourDates}
        where ${tourDates.packageId} = "tour_packages"."id" and ${tourDates.date} >= ${firstBookableDate()})`,
    })
    .from(tourPackages)
    .innerJoin(creators, eq(creators.id, tourPackages.creatorId))
    .where(and(eq(tourPackages.slug, slug), eq(tourPackages.status, 'Published')))
    .limit(1);
  if (!row) return undefined;
  const path = `/package/${encodeURIComponent(row.slug)}`;
  const title = withSiteName(row.metaTitle || row.title);
  const description = summarise(row.metaDescription || row.description);
  const image = row.banner || row.thumb || null;
  const available = row.tourType === 'AnyDay' || Boolean(row.hasDate);
  return {
    title,
    description,
    keywords: row.metaKeywords,
    image,
    path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: row.title,
      description,
      url: `${publicUrl}${path}`,
      ...(image && { image: absoluteUrl(publicUrl, image) }),
      provider: { '@type': 'Person', name: row.creatorName },
      ...(row.startingPricePaise !== null && {
        offers: {
          '@type': 'Offer',
          price: row.startingPricePaise / 100,
          priceCurrency: 'INR',
          availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url: `${publicUrl}${path}`,
        },
      }),
    },
  };
}

async function creatorMeta(db: Database, username: string): Promise<PageMeta | undefined> {
  const [row] = await db
    .select({
      username: creators.username,
      fullName: creators.fullName,
      title: creators.title,
      subtitle: creators.subtitle,
      profileImage: creators.profileImage,
    })
    .from(creators)
    .where(sql`lower(${creators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (!row) return undefined;
  const name = row.fullName || row.username;
  const about = [row.title, row.subtitle].filter(Boolean).join(' — ');
  return {
    title: `${name} (@${row.username}) | ${SITE_NAME}`,
    description: summarise(about || `Trips designed and led by ${name} on ${SITE_NAME}.`, { html: false }),
    keywords: [name, row.username, 'travel creator', 'tour packages'].join(', '),
    image: row.profileImage,
    path: `/@${encodeURIComponent(row.username)}`,
  };
}

async function destinationMeta(db: Database, slug: string): Promise<PageMeta | undefined> {
  const [row] = await db
    .select({
      slug: destinationGroups.slug,
      name: destinationGroups.name,
      image: destinationGroups.image,
      banner: destinationGroups.banner,
    })
    .from(destinationGroups)
    .where(eq(destinationGroups.slug, slug))
    .limit(1);
  if (!row) return undefined;
  return {
    title: `${row.name} tour packages | ${SITE_NAME}`,
    description: `Tour packages to ${row.name}, designed and led by travel creators on ${SITE_NAME}.`,
    keywords: [row.name, `${row.name} tour packages`, `${row.name} trips`].join(', '),
    image: row.banner || row.image,
    path: `/destination/${encodeURIComponent(row.slug)}`,
  };
}

/**
 * The SPA's index.html for `path`: entity pages get their head filled; an unknown entity answers
 * 404 with the plain index.html (the SPA shows its not-found screen); other pages 200, unchanged.
 */
export async function renderPage(
  app: FastifyInstance,
  path: string,
  indexHtml: string,
): Promise<{ status: number; html: string }> {
  const page = entityPage(path);
  if (!page) return { status: 200, html: indexHtml };
  const { db, config } = app;
  const meta =
    page.key === ''
      ? undefined
      : page.kind === 'package'
        ? await packageMeta(db, page.key, config.publicUrl)
        : page.kind === 'creator'
          ? await creatorMeta(db, page.key)
          : await destinationMeta(db, page.key);
  if (!meta) return { status: 404, html: indexHtml };
  return { status: 200, html: injectMeta(indexHtml, meta, config.publicUrl) };
}

// --- sitemap and robots --------------------------------------------------------------------------

/** One sitemap file holds at most 50,000 URLs. */
const SITEMAP_MAX_PER_KIND = 15_000;
const xmlEscape = (text: string): string => escapeHtml(text);
const day = (date: Date | null): string | undefined => date?.toISOString().slice(0, 10);

export async function buildSitemap(db: Database, publicUrl: string): Promise<string> {
  const [packages, people, groups] = await Promise.all([
    db
      .select({ slug: tourPackages.slug, updatedAt: tourPackages.updatedAt })
      .from(tourPackages)
      .where(eq(tourPackages.status, 'Published'))
      .orderBy(asc(tourPackages.slug))
      .limit(SITEMAP_MAX_PER_KIND),
    db
      .select({ username: creators.username, updatedAt: creators.updatedAt })
      .from(creators)
      .orderBy(asc(creators.username))
      .limit(SITEMAP_MAX_PER_KIND),
    db
      .select({ slug: destinationGroups.slug, createdAt: destinationGroups.createdAt })
      .from(destinationGroups)
      .orderBy(asc(destinationGroups.slug))
      .limit(SITEMAP_MAX_PER_KIND),
  ]);
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    { path: '/packages' },
    { path: '/creators' },
    ...packages.map((p) => ({ path: `/package/${encodeURIComponent(p.slug)}`, lastmod: day(p.updatedAt) })),
    ...people.map((c) => ({ path: `/@${encodeURIComponent(c.username)}`, lastmod: day(c.updatedAt) })),
    ...groups.map((g) => ({ path: `/destination/${encodeURIComponent(g.slug)}`, lastmod: day(g.createdAt) })),
  ];
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
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

/** /sitemap.xml and /robots.txt, answered before the SPA fallback. */
export async function registerSeoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.db, app.config.publicUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );
}
