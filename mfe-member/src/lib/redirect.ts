/**
 * Where sign-in goes next: the page the route check came from (`?redirect=`), if it is a path of
 * this site, else `fallback`. Anything else (another origin, `//host`, a backslash trick) is refused.
 */
export function redirectTarget(search: string, fallback: string): string {
  const to = new URLSearchParams(search).get('redirect');
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  return to;
}

/**
 * The page of this site a full page load came from (document.referrer), for a sign-in link that
 * carries no `redirect` (the bookmark limit's): its path, unless it is another site or an account
 * page itself.
 */
export function referrerPath(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || /\/member\/(sign-in|sign-up|reset-password)$/.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}
