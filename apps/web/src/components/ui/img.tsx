import { variantSrcSet } from '@wayfarer/shared/rules/image-variants';
import { type ComponentProps, useState } from 'react';

export const FALLBACK_IMAGE = '/fallback.svg';

/**
 * An image that swaps to the fallback picture when its source fails to load (spec 000 §8).
 * Given `sizes`, a local image also offers its WebP widths (`srcset`, shared rules/image-variants),
 * so a phone downloads a 480 px WebP rather than the full upload; if a width fails the original
 * is tried before the fallback.
 */
export function Img({ src, alt, onError, sizes, ...props }: ComponentProps<'img'>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const [failedSrcSet, setFailedSrcSet] = useState<string | undefined>();
  const isFailed = !src || failedSrc === src;
  const srcSet = sizes && src && !isFailed && failedSrcSet !== src ? variantSrcSet(src) : undefined;
  return (
    <img
      src={isFailed ? FALLBACK_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={(event) => {
        if (srcSet) setFailedSrcSet(src);
        else if (!isFailed) setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
