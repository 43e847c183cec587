/** A tiny toast queue shared by every app (shared is a singleton at run time). */
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  /** ms before it closes by itself; 0 keeps it until dismissed */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

const DEFAULT_DURATION: Record<ToastKind, number> = { success: 4000, info: 4000, error: 7000 };
const MAX_VISIBLE = 4;

/** no toast: the server's snapshot and the first one in the browser, the same array, so hydrating the toaster renders it once */
export const NO_TOASTS: readonly ToastItem[] = [];
let items = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly ToastItem[]) {
  items = next;
  for (const fn of [...listeners]) fn();
}

function show(kind: ToastKind, text: string, options: ToastOptions = {}): number {
  const id = nextId++;
  set([...items, { id, kind, text, duration: options.duration ?? DEFAULT_DURATION[kind] }].slice(-MAX_VISIBLE));
  return id;
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  dismiss(id: number): void {
    if (items.some((t) => t.id === id)) set(items.filter((t) => t.id !== id));
  },
  clear(): void {
    if (items.length) set([]);
  },
};

export function subscribeToasts(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}
