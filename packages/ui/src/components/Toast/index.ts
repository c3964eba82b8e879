export { Toaster, type ToasterProps } from './Toast.tsx';
export { MAX_VISIBLE_TOASTS, toast, toastDurations, toastQueue, type ToastContent, type ToastKind, type ToastOptions } from './toastQueue.ts';
