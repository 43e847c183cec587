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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

export function useFooterMode(): FooterMode {
  return useSyncExternalStore(
    subscribe,
    () => footerMode(window.innerWidth, window.scrollY),
    () => 'normal',
  );
}
