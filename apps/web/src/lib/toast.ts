import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { toasterSignal } from './toaster-signal';

// Import `toast` from here, not from 'sonner' (ADR 1394). Sonner is not part of any page's first
// load, not even of the pages whose forms can toast (sign-in, sign-up, My trips): it loads with the
// first toast and hands its Toaster to lib/toaster-signal.ts, which app/provider.tsx mounts. Each
// toast gets its id at once, so `toast.loading` answers one a later `toast.success(…, { id })`
// replaces, and the toasts reach Sonner in the order they were raised. Sonner replays toasts raised
// before its Toaster subscribed. If Sonner's file does not arrive (a dropped connection), the toast
// is said in a plain live region instead, and the next toast tries the file again.

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'message' | 'loading';
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
let sequence = 0;

/** Where Sonner comes from: the module by default; a test may hand it another loader. */
let loadSonner: () => Promise<Sonner> = () => import('sonner');

function sonner(): Promise<Sonner> {
  loading ??= loadSonner().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const FALLBACK_ID = 'wayfarer-toast-fallback';

/** The toast as plain text in a polite live region, for four seconds, when Sonner did not load. */
function sayPlainly(message: Message): void {
  if (typeof document === 'undefined' || (typeof message !== 'string' && typeof message !== 'number')) return;
  let region = document.getElementById(FALLBACK_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = FALLBACK_ID;
    region.setAttribute('role', 'status');
    region.className =
      'fixed right-4 bottom-4 z-50 max-w-[356px] rounded-md border bg-white px-4 py-3 text-sm shadow-lg';
    document.body.append(region);
  }
  region.textContent = String(message);
  const shown = region;
  setTimeout(() => {
    if (shown.textContent === String(message)) shown.remove();
  }, 4000);
}

function raise(kind: Kind, message: Message, options?: ExternalToast): string | number {
  sequence += 1;
  const id = options?.id ?? `toast-${sequence}`;
  sonner().then(
    ({ toast, Toaster }) => {
      toast[kind](message, { ...options, id });
      toasterSignal.arrived(Toaster);
    },
    () => sayPlainly(message),
  );
  return id;
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => raise('success', message, options),
  error: (message: Message, options?: ExternalToast) => raise('error', message, options),
  message: (message: Message, options?: ExternalToast) => raise('message', message, options),
  loading: (message: Message, options?: ExternalToast) => raise('loading', message, options),
};

/** Tests only: load Sonner through `load` from now on (and forget a load in flight). */
export function setSonnerLoaderForTests(load: () => Promise<Sonner>): void {
  loadSonner = load;
  loading = undefined;
}
