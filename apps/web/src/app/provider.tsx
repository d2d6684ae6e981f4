import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { Toaster } from 'sonner';
import { PageSpinner } from '@/components/ui/spinner';
import { persistor, store } from './store';

/** App-wide providers: the store, the restored session and the main toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <PersistGate loading={<PageSpinner />} persistor={persistor}>
        {children}
      </PersistGate>
      {/* spec 000 §4, §9: bottom-right, 3 visible, 4000 ms, Alt+T; width 356, gap 14 are Sonner's defaults. */}
      <Toaster position="bottom-right" visibleToasts={3} duration={4000} hotkey={['altKey', 'KeyT']} />
    </ReduxProvider>
  );
}
