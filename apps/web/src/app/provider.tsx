import { type ReactNode, useSyncExternalStore } from 'react';
import { type PublicQueryCache, PublicQueryProvider } from '@/lib/public-query';
import { toasterSignal } from '@/lib/toaster-signal';

/** The main toaster, mounted with the first toast, once Sonner has loaded (lib/toaster-signal.ts). */
function MainToaster() {
  const Toaster = useSyncExternalStore(toasterSignal.subscribe, toasterSignal.current, () => null);
  if (!Toaster) return null;
  // spec 000 §4, §9: bottom-right, 3 visible, 4000 ms, Alt+T; width 356, gap 14 are Sonner's defaults.
  return <Toaster position="bottom-right" visibleToasts={3} duration={4000} hotkey={['altKey', 'KeyT']} />;
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
