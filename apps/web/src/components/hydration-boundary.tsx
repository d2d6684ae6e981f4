import { type ReactNode, Suspense } from 'react';

/**
 * A piece of a server-rendered page that hydrates on its own (docs/decisions/1215).
 *
 * React hydrates the page's shell first and leaves every server-rendered Suspense boundary in
 * place, to hydrate later at idle priority, each in its own render and its own commit. Without
 * boundaries the whole page is one commit: one long task on a slow phone however the render yields.
 * A tap inside a part not hydrated yet makes React hydrate that part first and replay the tap.
 * The server's HTML does not change (React marks a boundary with two comments); in the browser,
 * a boundary whose content suspends shows nothing, as the page's other `fallback={null}` parts do.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
