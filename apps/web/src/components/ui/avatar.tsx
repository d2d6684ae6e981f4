import { variantSrcSet } from '@wayfarer/shared/rules/image-variants';
import type { ComponentProps, SyntheticEvent } from 'react';
import { cn } from '@/utils/cn';

// A round picture with initials beneath it. Radix's Avatar rendered the initials on the
// server, loaded the picture again in JavaScript after hydration and re-rendered every avatar when
// it arrived (three extra commits on /packages, and a swap the visitor saw). Here the server's
// HTML carries the <img> itself; the initials sit under it and show if it is missing or broken.

export function Avatar({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full bg-muted', className)}
      {...props}
    />
  );
}

/** A broken picture steps aside, also when it broke before the page's script ran. */
const hideIfBroken = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.hidden = true;
};
const hide = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/**
 * An avatar is at most a few dozen pixels: a local picture comes as its smallest WebP (480 px,
 * shared rules/image-variants) rather than the full upload, and it loads lazily. A picture that is
 * not lazy is one the server's React preloads in the page's head, where a page of package cards
 * had ten preloads (a card's picture and its creator's avatar, by turns) racing its largest
 * picture on a phone's connection (docs/performance-log.md, round 4 session 24). A caller near the
 * top of a page may pass `loading="eager"` with `fetchPriority="low"` (no preload; ADR 1405).
 */
export function AvatarImage({ className, alt = '', src, ...props }: ComponentProps<'img'>) {
  const srcSet = src ? variantSrcSet(src) : undefined;
  return (
    <img
      ref={hideIfBroken}
      alt={alt}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '48px' : undefined}
      loading="lazy"
      decoding="async"
      onError={hide}
      className={cn('absolute inset-0 z-10 aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** The initials: decorative (the name is always written beside an avatar), under the picture. */
export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

/** Up to two initials of a person's name, for the avatar fallback. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts.at(-1)?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
