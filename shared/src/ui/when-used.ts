/** what says a visitor is reaching for a part of the page: a pointer over it, a press or touch, focus inside it */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * When a part of the served page that works as HTML alone (a listing's fair price: its text, a
 * disclosure and plain links) hydrates: once the visitor reaches for it (a pointer over it, a
 * touch, focus inside it, so its code has loaded by the time a click lands), not merely because
 * it is on screen. Until then the server's HTML stands in for it: the disclosure opens, a link is
 * an ordinary page load, and a visit that never touches it downloads and runs none of its code.
 * Settles at once where there is nothing to keep: on the server, when the element is not in the
 * document (a page the browser renders itself), and when the server could only send its loading
 * state (`aria-busy` inside it), which the browser must fill.
 */
export function whenUsed(elementId: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(elementId);
  if (!element || element.querySelector('[aria-busy="true"]')) return Promise.resolve();
  // on the window, capturing: React stops the events aimed at a part it has not hydrated at its
  // root (it queues them to replay once it can), so they never reach the part itself
  return new Promise((resolve) => {
    const used = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of INTENT_EVENTS) window.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, used, { capture: true, passive: true });
  });
}
