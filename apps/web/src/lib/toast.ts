import { toast } from 'sonner';
import { toasterSignal } from './toaster-signal';

// Import `toast` from here, not from 'sonner': loading this module mounts the main Toaster.
toasterSignal.want();

export { toast };
