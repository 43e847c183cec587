/**
 * Where sign-in goes next: the page the route check came from (`?redirect=`), if it is a path of
 * this site, else `fallback`. Anything else (another origin, `//host`, a backslash trick) is refused.
 */
export function redirectTarget(search: string, fallback: string): string {
  const to = new URLSearchParams(search).get('redirect');
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  return to;
}
