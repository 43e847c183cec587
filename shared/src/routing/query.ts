/**
 * Spec 5: a query value sent from the Android or iOS app carries a marker suffix, stripped here.
 * Marker forms (case-insensitive, one is removed): `_android`, `-android`, `_ios`, `-ios`, `_app`, `-app`.
 * A value that is only a marker is left as it is.
 */
const APP_SUFFIX = /^(.+?)[_-](?:android|ios|app)$/i;

export function stripAppSuffix(value: string): string {
  const m = APP_SUFFIX.exec(value);
  return m ? (m[1] as string) : value;
}

/** Parses a search string ('?a=1' or 'a=1'), strips app markers from every value, drops empty values. */
export function cleanQuery(search: string): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    const value = stripAppSuffix(v.trim());
    if (k && value) out.append(k, value);
  }
  return out;
}
