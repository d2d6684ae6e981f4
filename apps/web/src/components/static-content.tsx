import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStartedHydrating } from '@/hooks/use-started-hydrating';
import { FALLBACK_IMAGE } from './ui/img';

/**
 * A part of a server-rendered page that the first hydration keeps as the server wrote it, without
 * running its components (docs/decisions/1384): only for parts with no handler of their own and
 * nothing that changes after the page has loaded (a list of days, a card grid read with the page).
 *
 * On the server, and in every render that is not a hydration (a client-side navigation), the
 * children render as usual. While hydrating, the wrapper renders with an empty inner HTML, which
 * React does not write when it hydrates (`suppressHydrationWarning`): the server's nodes stay, their
 * components never run, and the wrapper keeps that form for as long as it is mounted (later renders
 * of the parent do not reach the children). What the children's components did in the browser is
 * done here for the whole part: a click on a link of this site navigates in the app, as a `Link`
 * does, and an image that fails shows the fallback picture, as `Img` does.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  // Kept from the first render (hooks/use-started-hydrating.ts): the children are never rendered
  // again once the server's nodes were kept.
  const isStatic = useStartedHydrating() && typeof document !== 'undefined';
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!isStatic || !element) return;
    for (const image of element.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showFallback(image);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    };
    const onClick = (event: MouseEvent) => followLink(event, element, navigate);
    element.addEventListener('error', onError, true);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('error', onError, true);
      element.removeEventListener('click', onClick);
    };
  }, [isStatic, navigate]);

  if (!isStatic) return <div className="contents">{children}</div>;
  return (
    <div
      ref={ref}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the server's children stay.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

/** As `Img` does: a failed width falls back to the original, a failed original to the fallback. */
function showFallback(image: HTMLImageElement) {
  if (image.hasAttribute('srcset')) {
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
  } else if (image.getAttribute('src') !== FALLBACK_IMAGE) {
    image.src = FALLBACK_IMAGE;
  }
}

/** As a `Link` does: a plain click on a link of this site navigates in the app. */
function followLink(event: MouseEvent, part: HTMLElement, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !part.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
