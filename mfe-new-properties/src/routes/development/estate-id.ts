/**
 * The development a page is about: the path's id (/new-property-80019.html,
 * /houseDetail/newDetail/80019) or, on the pages without one, ?id= (or ?estateId=).
 */
export function estateIdOf(params: Readonly<Record<string, string>>, search: string): number | null {
  const q = new URLSearchParams(search);
  const raw = params.propertyId ?? q.get('id') ?? q.get('estateId') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
