/**
 * The loading bar's source (spec 4.9): counts open requests that asked for the loading bar and
 * remembers whether one of them failed (cancellations do not count as failures).
 */
export interface RequestTrackerState {
  open: number;
  failed: boolean;
}
type Listener = (state: RequestTrackerState) => void;

let state: RequestTrackerState = { open: 0, failed: false };
const listeners = new Set<Listener>();

function emit(next: RequestTrackerState): void {
  state = next;
  for (const fn of [...listeners]) fn(state);
}

export const requestTracker = {
  /** Calls `fn` now with the current state and after every change; returns the unsubscribe. */
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    fn(state);
    return () => {
      listeners.delete(fn);
    };
  },
  /** The current state, for code that polls. */
  getState(): RequestTrackerState {
    return state;
  },
  /**
   * Clears the failure mark (the shell calls this when a new route change starts). Requests
   * still open stay counted, so the count stays true when they finish.
   */
  reset(): void {
    emit({ open: state.open, failed: false });
  },
};

/** Internal: a tracked request started. */
export function trackStart(): void {
  emit({ open: state.open + 1, failed: state.failed });
}

/** Internal: a tracked request ended; `failed` for a non-cancel error. */
export function trackEnd(failed: boolean): void {
  emit({ open: Math.max(0, state.open - 1), failed: state.failed || failed });
}
