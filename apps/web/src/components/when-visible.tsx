import { type ReactNode, useEffect, useRef, useState } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /** Shown (and observed) until the spot nears the viewport. */
  fallback: ReactNode;
  /** How far ahead of the viewport to start, so the content is usually ready when seen. */
  rootMargin?: string;
};

/**
 * Renders `children` only once this spot scrolls near the viewport. For lazy parts a visitor may
 * never reach (the package page's enquiry form carries the form libraries, ~40 KB gzip): their
 * code is not downloaded on a first visit that does not scroll there.
 */
export function WhenVisible({ children, fallback, rootMargin = '300px' }: WhenVisibleProps) {
  const spot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = spot.current;
    if (isNear || !element) return;
    // Very old browsers: load at once rather than never.
    if (typeof IntersectionObserver === 'undefined') return setIsNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);

  if (isNear) return children;
  // Nothing loads until then, so the fallback (a spinner) holds still: an endless spin far below
  // the fold cost the package page a frame of style and paint on the main thread 60 times a
  // second (an SVG's rotation is not composited), during its load and for as long as it was open.
  return (
    <div ref={spot} className="[&_*]:[animation-play-state:paused]">
      {fallback}
    </div>
  );
}
