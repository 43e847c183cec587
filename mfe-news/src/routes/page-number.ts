/** ?page=n of a list URL: a whole number from 1, else 1. */
export function pageNumberOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}
