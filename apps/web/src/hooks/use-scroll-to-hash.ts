import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the target of the address's #hash to appear (its data may still load). */
const MAX_FRAMES = 180;

/**
 * Once `isReady`, brings the element the address's #hash names into view and moves the focus to
 * its heading (a link from "My trips" to /booking/{id}#travellers lands on the Travellers card).
 * The page renders its cards from data that arrives later, so it looks for a few frames.
 */
export function useScrollToHash(isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isReady || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const bringIntoView = () => {
      const target = document.getElementById(id);
      if (!target) {
        frames += 1;
        if (frames < MAX_FRAMES) handle = requestAnimationFrame(bringIntoView);
        return;
      }
      target.scrollIntoView({ block: 'start' });
      const heading = target.querySelector<HTMLElement>('h2, h3');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    };
    bringIntoView();
    return () => cancelAnimationFrame(handle);
  }, [isReady, hash]);
}
