import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { type PublicQueryCache, PublicQueryProvider } from '@/lib/public-query';
import { toasterSignal } from '@/lib/toaster-signal';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The main toaster, mounted once something that can toast has loaded (lib/toaster-signal.ts). */
function MainToaster() {
  const wanted = useSyncExternalStore(toasterSignal.subscribe, toasterSignal.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* spec 000 §4, §9: bottom-right, 3 visible, 4000 ms, Alt+T; width 356, gap 14 are Sonner's defaults. */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} hotkey={['altKey', 'KeyT']} />
    </Suspense>
  );
}

type AppProviderProps = {
  /** The public pages' reads (lib/public-query.tsx): the tab's cache, or the server render's. */
  publicQueries: PublicQueryCache;
  children: ReactNode;
};

/**
 * App-wide providers: the public reads and the main toasts. The Redux store is not one of them:
 * it loads with the first part that needs it (lib/store-on-demand.tsx, docs/decisions/990).
 */
export function AppProvider({ publicQueries, children }: AppProviderProps) {
  return (
    <PublicQueryProvider cache={publicQueries}>
      {children}
      <MainToaster />
    </PublicQueryProvider>
  );
}
