/**
 * Room types (layouts) of an estate in this remote: a room type is one flat letter in every block
 * of the estate, its id the letter then the estate id (`B10001`), as the API's GetEstateRoomType
 * takes it and the `/room-type-detail/{id}` path shows it.
 */

/** one or two capital letters, then an estate id without a leading zero (the contract's form) */
const ROOM_TYPE_ID = /^[A-Z]{1,2}[1-9]\d{0,8}$/;

/** The page's room type id, or null when it cannot be one (the page says not found without asking). */
export function roomTypeIdOf(params: Readonly<Record<string, string>>): string | null {
  const id = params.id ?? '';
  return ROOM_TYPE_ID.test(id) ? id : null;
}

/** The estate id of `/estate-sale-detail?id=` (or `estateId=`, as the old pages wrote it). */
export function saleEstateIdOf(search: string): number | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw = q.get('id') ?? q.get('estateId') ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** A page number of the query (`page`), 1 when absent or out of range. */
export function pageOf(search: string): number {
  const n = Number(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('page'));
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

/** How far `price` is from `reference`, in whole percent (positive above); null without both. */
export function percentFrom(price: number | null, reference: number | null): number | null {
  if (price === null || reference === null || reference <= 0 || price <= 0) return null;
  return Math.round(((price - reference) / reference) * 100);
}
