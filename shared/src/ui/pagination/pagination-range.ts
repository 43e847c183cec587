export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: always the first and last, the current one with `siblings` on
 * each side, and an ellipsis where pages are skipped. The count of items stays constant
 * (2 * siblings + 5) once there are enough pages, so the control does not jump.
 */
export function paginationRange(current: number, total: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const slots = 2 * siblings + 5;
  if (last <= slots) return Array.from({ length: last }, (_, i) => i + 1);

  const span = 2 * siblings + 3; // pages shown beside the first or last one when one ellipsis is used
  if (page <= siblings + 3) {
    return [...Array.from({ length: span }, (_, i) => i + 1), 'ellipsis-end', last];
  }
  if (page >= last - siblings - 2) {
    return [1, 'ellipsis-start', ...Array.from({ length: span }, (_, i) => last - span + 1 + i)];
  }
  const middle = Array.from({ length: 2 * siblings + 1 }, (_, i) => page - siblings + i);
  return [1, 'ellipsis-start', ...middle, 'ellipsis-end', last];
}
