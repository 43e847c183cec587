import { useSyncExternalStore } from 'react';

export type FooterMode = 'visible' | 'normal';

/**
 * Spec 2.7: the footer switches between a visible and a normal state depending on scroll and a
 * viewport width of 768 to 991 px: in that band, once the page is scrolled, the footer links stay
 * visible (sticky); elsewhere the footer sits in the page flow.
 */
export function footerMode(width: number, scrollY: number): FooterMode {
  return width >= 768 && width <= 991 && scrollY > 0 ? 'visible' : 'normal';
}

// read on scroll and resize only (a frame at most), never during a render: reading scrollY
// right after React changed the DOM would force a synchronous layout
let mode: FooterMode = 'normal';
let frame = 0;
const listeners = new Set<() => void>();

function measure(): void {
  frame = 0;
  const next = footerMode(window.innerWidth, window.scrollY);
  if (next === mode) return;
  mode = next;
  for (const fn of [...listeners]) fn();
}

function schedule(): void {
  if (!frame) frame = window.requestAnimationFrame(measure);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    }
  };
}

export function useFooterMode(): FooterMode {
  return useSyncExternalStore(
    subscribe,
    () => mode,
    () => 'normal',
  );
}
