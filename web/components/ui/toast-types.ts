/** The toasts' shapes, apart from the host so that the lazily loaded list can share them. */
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  title: string;
  description?: string;
  /** Milliseconds on screen; radix pauses the timer while the pointer or focus is on the toast. */
  durationMs?: number;
}

export interface ShownToast extends ToastOptions {
  id: number;
}
