import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface ToastContent {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** Display times from the product spec (section 9); loading stays until dismissed. */
export const toastDurations: Record<ToastKind, number | undefined> = {
  info: 5000,
  error: 5000,
  success: 2000,
  loading: undefined,
};

export const MAX_VISIBLE_TOASTS = 24;

/** The one app-wide queue; `<Toaster/>` renders it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

export interface ToastOptions {
  description?: string;
  /** Overrides the spec's display time (ms). */
  timeout?: number;
  onClose?: () => void;
}

/** The toast already on screen that says exactly this, if any (a loading toast is never shared). */
function sameToastShown(kind: ToastKind, title: string, description: string | undefined): string | null {
  if (kind === 'loading') return null;
  const same = toastQueue.visibleToasts.find((t) => t.content.kind === kind && t.content.title === title && t.content.description === description);
  return same?.key ?? null;
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  const { description, timeout = toastDurations[kind], onClose } = options;
  // Identical messages collapse into one: four failed calls of one page say it once (issue 20).
  const shown = sameToastShown(kind, title, description);
  if (shown !== null && !onClose) return shown;
  return toastQueue.add(
    description === undefined ? { kind, title } : { kind, title, description },
    { ...(timeout === undefined ? {} : { timeout }), ...(onClose ? { onClose } : {}) },
  );
}

/** Show toasts from anywhere: `const key = toast.loading('Importing...'); toast.dismiss(key)`. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  loading: (title: string, options?: Omit<ToastOptions, 'timeout'>) => show('loading', title, options),
  /** Closes one toast, or all of them without a key. */
  dismiss: (key?: string) => (key === undefined ? toastQueue.clear() : toastQueue.close(key)),
};
