import { useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether this component's first render was the hydration of the server's HTML (or is the server's
 * own render): true then and for as long as the component stays mounted; false for a component
 * first rendered in the browser (a client-side navigation, a page the server did not render).
 *
 * React reads the server snapshot (true) only while hydrating. The answer is kept, and the client
 * snapshot then answers the same: a snapshot that changed right after hydration would re-render the
 * component at once, at a priority that interrupts the hydration of the page's other parts
 * (measured with StaticContent: more main-thread work than without it).
 */
export function useStartedHydrating(): boolean {
  const kept = useRef<boolean | null>(null);
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => kept.current ?? false,
    () => true,
  );
  kept.current ??= hydrating;
  return kept.current;
}
