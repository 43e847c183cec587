/** One query value of a page's search string ('?a=1&b=2'), or '' when absent. */
export function queryValue(search: string, ...names: string[]): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of names) {
    const value = params.get(name);
    if (value) return value.trim();
  }
  return '';
}
