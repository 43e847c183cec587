/**
 * The loading bar's state (spec 4.9): a run starts on a route or parameter change, stays
 * 'loading' while the router navigates or tracked requests are open, then ends 'done' (fading
 * out) or 'failed' when a request failed with a non-cancel error or the route failed.
 */
import { requestTracker } from '@portal/shared/api';

export type Phase = 'idle' | 'loading' | 'done' | 'failed';

let phase: Phase = 'idle';
let navigating = false;
let open = 0;
let failed = false;
let unsubscribeTracker: (() => void) | undefined;
const listeners = new Set<() => void>();

function set(next: Phase): void {
  if (next === phase) return;
  phase = next;
  for (const fn of [...listeners]) fn();
  if (next === 'done') setTimeout(() => phase === 'done' && set('idle'), 400);
}

function update(): void {
  if (navigating || open > 0) set('loading');
  else if (phase === 'loading') set(failed ? 'failed' : 'done');
}

export const loadingBar = {
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    unsubscribeTracker ??= requestTracker.subscribe((s) => {
      open = s.open;
      failed = s.failed;
      update();
    });
    return () => {
      listeners.delete(fn);
    };
  },
  getPhase: (): Phase => phase,
  /** a route or parameter change: a new run */
  start(): void {
    requestTracker.reset();
    failed = false;
    set('loading');
    update();
  },
  setNavigating(value: boolean): void {
    navigating = value;
    update();
  },
  /** the route itself failed (spec 8: a failed refresh marks the bar as failed) */
  fail(): void {
    failed = true;
    navigating = false;
    set('failed');
  },
};
