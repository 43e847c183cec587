/**
 * When a part of a page below the first view loads (a home widget, the market page's tools): once
 * its section (the one its heading `headingId` names) comes within 400 px of the viewport
 * (scrolled to, or a short page that shows it). Until then the server's HTML stands in for it,
 * styled and with working links (each an ordinary page load), so a visit that never scrolls down
 * downloads and runs none of its code; loading it when the browser was idle instead kept the main
 * thread busy in the seconds after load, on every visit.
 * Settles at once where there is nothing to wait for: on the server, in a browser without
 * IntersectionObserver, and on a page the browser renders itself (the section is not in the
 * document yet when React asks for the module).
 * Only the served page waits (servedPage of @portal/shared/api): a promise made for the server's
 * HTML of a section never settles once React has replaced that HTML, so a part mounted on a page the
 * browser rendered itself must not reuse it.
 */
export function whenSeen(headingId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const heading = document.getElementById(headingId);
  if (!heading) return Promise.resolve();
  // the whole section, not its heading: a jump into the middle of a tall section (a link to it,
  // the End key, a phone's stacked cards) may never bring the heading near the viewport
  return whenNear(heading.closest('section') ?? heading);
}

/**
 * When an element comes within 400 px of the viewport (at once without IntersectionObserver);
 * `signal` stops watching (the promise then never settles).
 */
export function whenNear(element: Element, signal?: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      resolve();
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}
