// The main toaster (Sonner) is not part of the first load: it mounts the first time code that
// can toast is loaded (lib/toast.ts says so when it is evaluated). Sonner replays toasts raised
// before its Toaster subscribed, so none is lost.
type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();

export const toasterSignal = {
  want(): void {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
};
