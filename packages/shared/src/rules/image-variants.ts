// Responsive images: every uploaded or demo image under /media/ also exists as WebP at
// a few widths, made on first request and kept (apps/api modules/media/image-variants.ts). The
// web app's srcset and the server's LCP preload build the same URLs from here, so the browser
// reuses the preloaded file.

/** The widths written, in pixels: a card on a phone, a card on a wide screen or a phone hero, a hero. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Local media only: `/media/<path>.<jpg|jpeg|png|webp>`, path of letters, digits, `/`, `_`, `-`. */
const ORIGINAL = /^\/media\/([\w/-]+)\.(jpe?g|png|webp)$/i;
const VARIANT = /^\/media\/([\w/-]+)\.w(\d+)\.webp$/;

/** The WebP of `url` at `width`; undefined for remote or unknown images. */
export function variantUrl(url: string, width: ImageVariantWidth): string | undefined {
  const match = ORIGINAL.exec(url);
  if (!match || match[1]!.split('/').includes('..')) return undefined;
  return `/media/${match[1]}.w${width}.webp`;
}

/** `srcset` for the image: each width's WebP; undefined when the image has no variants. */
export function variantSrcSet(url: string): string | undefined {
  if (!ORIGINAL.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${variantUrl(url, width)} ${width}w`).join(', ');
}

/** The original's path without extension and the width a variant URL asks for; undefined otherwise. */
export function parseVariantUrl(path: string): { base: string; width: ImageVariantWidth } | undefined {
  const match = VARIANT.exec(path);
  if (!match) return undefined;
  const width = Number(match[2]) as ImageVariantWidth;
  if (!IMAGE_VARIANT_WIDTHS.includes(width)) return undefined;
  const base = match[1]!;
  if (base.split('/').some((segment) => segment === '' || segment === '..')) return undefined;
  return { base, width };
}
