import { type ComponentProps, useState } from 'react';

export const FALLBACK_IMAGE = '/fallback.svg';

/** An image that swaps to the fallback picture when its source fails to load (spec 000 §8). */
export function Img({ src, alt, onError, ...props }: ComponentProps<'img'>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const isFailed = !src || failedSrc === src;
  return (
    <img
      src={isFailed ? FALLBACK_IMAGE : src}
      alt={alt}
      onError={(event) => {
        if (!isFailed) setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
