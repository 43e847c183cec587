/**
 * localStorage / sessionStorage that never throws: private mode, a full quota, a missing window
 * or broken JSON all degrade gracefully. When the browser refuses its storage (a cross-site frame,
 * private mode, a full quota), values are kept in memory for the page's life instead, so what was
 * browsed in the page still shows and still reaches an embedding parent (spec 4.8). Never on the
 * server: there one process renders for every visitor, and nothing is kept. Writes made through
 * here notify subscribers in this window; the browser's `storage` event brings writes from other tabs.
 */
export type StorageArea = 'local' | 'session';
type Listener = (key: string | null) => void;

const listeners = new Set<Listener>();
/** what the browser refused to store, per area: read before the real storage */
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

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
  const kept = memory[kind].get(key);
  if (kept !== undefined) return kept;
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

/**
 * false when the browser's storage refused the value (quota, private mode, a cross-site frame):
 * in a browser it is then kept in memory until the page unloads; on the server it is dropped.
 */
export function writeJson(key: string, value: unknown, kind: StorageArea = 'local'): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  let stored = false;
  try {
    const store = area(kind);
    if (store) {
      store.setItem(key, raw);
      stored = true;
    }
  } catch {
    // refused: kept in memory below
  }
  if (stored) memory[kind].delete(key);
  else if (typeof window !== 'undefined') memory[kind].set(key, raw);
  else return false;
  notify(key);
  return stored;
}

export function removeKey(key: string, kind: StorageArea = 'local'): void {
  memory[kind].delete(key);
  try {
    area(kind)?.removeItem(key);
  } catch {
    // storage unavailable: only the memory copy was there
  }
  notify(key);
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
