/**
 * When a home widget below the first view loads: once its section comes within 400 px of the
 * viewport (scrolled to), or once the page has loaded and the browser is idle, whichever is
 * first. Until then the server's HTML stands in for it, so what the first view does not show is
 * not downloaded before the page is idle. Settles at once where there is nothing to wait for: on
 * the server, in a browser without IntersectionObserver, and on a page the browser renders itself
 * (the section is not in the document yet when React asks for the module).
 */
export function whenSeenOrIdle(elementId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) finish();
    }, { rootMargin: '400px 0px' });
    function finish() {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve();
    }
    observer.observe(element);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(finish, { timeout: 2000 });
      else setTimeout(finish, 500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
