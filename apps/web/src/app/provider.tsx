import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { toasterSignal } from '@/lib/toaster-signal';
import type { AppStore, RootState } from './store';

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
  store: AppStore;
  /**
   * A server-rendered page being hydrated: the state it was rendered with. The page shows at once
   * and hydrates against this state; the restored session follows right after (main.tsx).
   */
  serverState?: RootState;
  children: ReactNode;
};

/** App-wide providers: the store, the restored session and the main toasts. */
export function AppProvider({ store, serverState, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      {children}
      <MainToaster />
    </ReduxProvider>
  );
}
