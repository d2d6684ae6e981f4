import type { ReactNode } from 'react';
import { DEFERRED_LAYOUT_CLASS, deferLayout } from '@/lib/deferred-layout';

/** A part below the first screen whose first layout waits until the page has started (ADR 1396). */
export function DeferredLayout({ children }: { children: ReactNode }) {
  return (
    <div ref={deferLayout} className={DEFERRED_LAYOUT_CLASS}>
      {children}
    </div>
  );
}
