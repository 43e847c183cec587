/**
 * Spec 4.9 and 8: a chunk-load failure (a redeploy removed the old hashed files) reloads the
 * page, at most once per 60 seconds; the time of the last reload is kept in sessionStorage.
 */
import { sessionStore } from '../behaviour/session-store';

export const CHUNK_RELOAD_KEY = 'hh:chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: unknown }).cause;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message) ||
    (cause !== undefined && cause !== error && isChunkLoadError(cause))
  );
}

/** Reloads when the error is a chunk-load failure and no reload happened in the last 60 s. */
export function reloadOnChunkError(
  error: unknown,
  { now = Date.now(), storage = sessionStore(), reload = () => window.location.reload() }: { now?: number; storage?: Storage; reload?: () => void } = {},
): boolean {
  // without storage the guard cannot hold: no reload rather than a reload loop
  if (!isChunkLoadError(error) || !storage) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Catches chunk failures outside React (a lazy import rejected with no boundary in between). */
export function installChunkReloadGuard(): void {
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnChunkError(event.reason);
  });
}
