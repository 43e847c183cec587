/**
 * localStorage / sessionStorage that never throws: private mode, a full quota, a missing window
 * or broken JSON all degrade to "nothing stored". Writes made through here notify subscribers in
 * this window; the browser's `storage` event brings writes from other tabs.
 */
export type StorageArea = 'local' | 'session';
type Listener = (key: string | null) => void;

const listeners = new Set<Listener>();

function area(kind: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function notify(key: string | null): void {
  for (const fn of [...listeners]) fn(key);
}

export function readRaw(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The parsed value, or `fallback` when absent, unparsable or rejected by `accept`. */
export function readJson<T>(key: string, fallback: T, accept?: (value: unknown) => value is T, kind: StorageArea = 'local'): T {
  const raw = readRaw(key, kind);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (accept && !accept(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

/** false when the value could not be stored (quota, private mode, no storage). */
export function writeJson(key: string, value: unknown, kind: StorageArea = 'local'): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    notify(key);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key);
    notify(key);
  } catch {
    // storage unavailable: nothing to remove
  }
}

/** Calls `fn` with the changed key after writes here and in other tabs (null: all cleared). */
export function subscribeStorage(fn: Listener): () => void {
  listeners.add(fn);
  const onStorage = (event: StorageEvent) => fn(event.key);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(fn);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
