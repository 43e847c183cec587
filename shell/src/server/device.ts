/**
 * The visitor's device class from the User-Agent: the layout a server-rendered page's first render
 * takes (render-page.tsx), and so a part of the page server's cache key (http/page-cache.ts).
 */

/** a phone or a small tablet, from the User-Agent (the layout the first render takes) */
export function isMobileAgent(userAgent: string | undefined): boolean {
  return /Mobi|Android|iPhone|iPod|Windows Phone/i.test(userAgent ?? '');
}
