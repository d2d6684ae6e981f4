// The API's HTML helpers: the one escapeHtml (the SEO head, the confirmation e-mails, the
// PhonePe sandbox's page and the sitemap's XML all use it) and the head of index.html.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML (and XML) content and double- or single-quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What a page's head says; every value is raw text, escaped by renderHead. */
export type HeadMeta = {
  /** The whole <title>, site name included. */
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL of the page (canonical, og:url). */
  url: string;
  /** Absolute URL of the share image. */
  image?: string | null;
  /** The share image's size in pixels, and what it shows (og:image:alt). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  siteName: string;
  jsonLd?: Record<string, unknown>;
};

/** The rendered head: the <title> element and the tags that go before </head>. */
export type RenderedHead = { title: string; tags: string[] };

/** Pure: the escaped <title>, description, keywords, canonical, Open Graph, Twitter and JSON-LD. */
export function renderHead(meta: HeadMeta): RenderedHead {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  const image = meta.image ? escapeHtml(meta.image) : '';
  const tags = [
    `<meta name="description" content="${description}" />`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : '',
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    image ? `<meta property="og:image" content="${image}" />` : '',
    image && meta.imageSize ? `<meta property="og:image:width" content="${meta.imageSize.width}" />` : '',
    image && meta.imageSize ? `<meta property="og:image:height" content="${meta.imageSize.height}" />` : '',
    image && meta.imageAlt ? `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />` : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image ? `<meta name="twitter:image" content="${image}" />` : '',
    image && meta.imageAlt ? `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}" />` : '',
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return { title: `<title>${title}</title>`, tags };
}

/**
 * index.html with `head` in place: its <title> replaced, its default description dropped, the tags
 * added before </head>. Replacements are functions, never strings: a string replacement reads
 * `$&`, `` $` `` and `$'` in user text as patterns (a title could copy the page into itself).
 */
export function injectHead(html: string, head: RenderedHead): string {
  const tags = head.tags.join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => head.title)
    .replace(/<meta\s+name="description"[^>]*>/i, () => '')
    .replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
