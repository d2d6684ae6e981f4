import type { CSSProperties } from 'react';
import { type ExternalToast, Toaster, toast } from 'sonner';

// spec 000 §4: besides the main notification area, a separate store shows one toast at a time.
// Sonner 2 routes a toast to the Toaster whose id matches its toasterId.
const ADMIN_TOASTER_ID = 'admin';

type AdminToastOptions = Omit<ExternalToast, 'toasterId'>;
type Message = Parameters<typeof toast>[0];

const withAdminToaster = (options?: AdminToastOptions): ExternalToast => ({
  ...options,
  toasterId: ADMIN_TOASTER_ID,
});

export const adminToast = Object.assign(
  (message: Message, options?: AdminToastOptions) => toast(message, withAdminToaster(options)),
  {
    success: (message: Message, options?: AdminToastOptions) =>
      toast.success(message, withAdminToaster(options)),
    error: (message: Message, options?: AdminToastOptions) => toast.error(message, withAdminToaster(options)),
    loading: (message: Message, options?: AdminToastOptions) =>
      toast.loading(message, withAdminToaster(options)),
    /** A failure in the destructive colours: the title (the error) and a line under it. */
    destructive: (title: Message, description: string, options?: AdminToastOptions) =>
      toast.error(
        title,
        withAdminToaster({
          ...options,
          description,
          classNames: { description: 'text-white!', ...options?.classNames },
          style: {
            '--normal-bg': 'var(--color-destructive)',
            '--normal-border': 'var(--color-destructive)',
            '--normal-text': 'white',
            ...options?.style,
          } as CSSProperties,
        }),
      ),
    dismiss: (id?: string | number) => toast.dismiss(id),
  },
);

/** Mount once where admin screens render; it shows the admin toasts one at a time. */
export function AdminToaster() {
  return (
    <Toaster
      id={ADMIN_TOASTER_ID}
      position="top-center"
      visibleToasts={1}
      duration={4000}
      hotkey={['altKey', 'KeyA']}
      containerAriaLabel="Admin notifications"
    />
  );
}
