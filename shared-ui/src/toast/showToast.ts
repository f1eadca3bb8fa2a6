import { createToaster } from '@chakra-ui/react';
import { TOAST_TIMEOUT_MS } from '@portal/shared-sdk';

export type ToastType = 'success' | 'error' | 'warning';

export interface ShowToastOptions {
  title: string;
  description?: string;
  /** success when omitted */
  type?: ToastType;
  /** ms; TOAST_TIMEOUT_MS (2000) when omitted */
  duration?: number;
}

// One toaster for the whole page: shared-ui is a Module Federation singleton, so every parcel and
// the shell push into this store and exactly one ToastHost renders it. Toasts stack below the
// portal's header (3.5rem high), never over its account menu, search or locale switch.
export const toaster = createToaster({
  placement: 'top-end',
  max: 5,
  pauseOnPageIdle: true,
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Shows a toast (success by default, 2000 ms) and returns its id. */
export function showToast({
  title,
  description,
  type = 'success',
  duration = TOAST_TIMEOUT_MS,
}: ShowToastOptions): string {
  return toaster.create({ title, description, type, duration });
}
