import type { Toaster } from 'sonner';

// The main toaster (Sonner) is not part of any first load: lib/toast.ts loads Sonner with the first
// toast and hands its Toaster here, and app/provider.tsx mounts it then. Sonner replays toasts
// raised before its Toaster subscribed, so none is lost. The Toaster is only handed over once its
// file has arrived, so a failed load mounts nothing that could throw.
type ToasterComponent = typeof Toaster;
type Listener = () => void;

let toaster: ToasterComponent | null = null;
const listeners = new Set<Listener>();

export const toasterSignal = {
  arrived(component: ToasterComponent): void {
    if (toaster) return;
    toaster = component;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): ToasterComponent | null => toaster,
};
