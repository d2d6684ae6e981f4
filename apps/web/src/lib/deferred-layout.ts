// Parts below the first screen whose first layout waits (docs/decisions/1396). A server-rendered
// page's first render lays out its whole markup in one task, most of the home and package pages'
// blocking time on a slow phone, which at first shows only their top. Marked
// `deferred-layout`, a part keeps `content-visibility: auto` (index.css) until the page has
// started: the browser skips its layout while it is away from the viewport. Once the main thread
// is idle each part is released, one a frame, so a full-page capture, a jump to an anchor and the
// scroll bar see the page as it is, and no part keeps the containment (a focus ring at its edge
// clipped) past the start.

export const DEFERRED_LAYOUT_CLASS = 'deferred-layout';
const RELEASED = 'data-laid-out';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

const waiting: HTMLElement[] = [];
let isScheduled = false;

/** After the next idle moment (at most a second away), or a short timer where there is none. */
function whenIdle(step: () => void): void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(step, { timeout: 1000 });
  else setTimeout(step, 50);
}

function releaseNext(): void {
  const element = waiting.shift();
  if (element?.isConnected) element.setAttribute(RELEASED, '');
  if (waiting.length === 0) {
    isScheduled = false;
    return;
  }
  // The next part once this one's layout has been done, in the frame after it.
  requestAnimationFrame(() => whenIdle(releaseNext));
}

/**
 * A ref for an element with the `deferred-layout` class: queues it to be released. An element
 * rendered in the browser (a client-side navigation) is released the same way, a moment later.
 */
export function deferLayout(element: HTMLElement | null): void {
  if (!element || element.hasAttribute(RELEASED) || waiting.includes(element)) return;
  waiting.push(element);
  if (isScheduled) return;
  isScheduled = true;
  whenIdle(releaseNext);
}
