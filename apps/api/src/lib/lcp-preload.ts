import { variantSrcSet } from '@wayfarer/shared/rules/image-variants';

/** The hero is as wide as the screen (package, destination and creator pages alike). */
export const HERO_SIZES = '100vw';

const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<link rel=preload>` for the page's largest image (its LCP), so the browser fetches it with
 * the HTML instead of after the JavaScript ran and the API answered. For local media it names
 * the same WebP srcset and sizes as the page's hero <img>, so the browser reuses the file.
 */
export function lcpPreloadTag(imageUrl: string, sizes = HERO_SIZES): string {
  const srcset = variantSrcSet(imageUrl);
  const responsive = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(imageUrl)}"${responsive} fetchpriority="high" />`;
}
