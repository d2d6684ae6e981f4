import type { ReactNode } from 'react';
import { DEFERRED_LAYOUT_CLASS, deferLayout } from '@/lib/deferred-layout';

/**
 * A titled section of the package page; `id` is the anchor bar's target. Each is below the first
 * screen: its first layout waits until it nears it or the page has started (docs/decisions/1396).
 */
export function PackageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      ref={deferLayout}
      aria-labelledby={`${id}-heading`}
      className={`grid scroll-mt-32 gap-4 ${DEFERRED_LAYOUT_CLASS}`}
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
