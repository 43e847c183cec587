/**
 * The estate page's tabs (spec 2.6) and their state in the URL's query, so every tab is a real
 * link rendered on the server: `tab`, the trend's `period`, the deals' `kind` and `page`, the
 * chosen block (`building`).
 */
export const ESTATE_TABS = ['intro', 'agents', 'aerial', 'trend', 'deals', 'history', 'around', 'nearby', 'news', 'faq'] as const;
export type EstateTab = (typeof ESTATE_TABS)[number];

export interface EstatePageState {
  tab: EstateTab;
  period?: string;
  kind: 'sale' | 'rent';
  page: number;
  building?: string;
}

export function pageStateOf(search: string): EstatePageState {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const tab = q.get('tab') ?? '';
  const page = Number(q.get('page'));
  const building = q.get('building')?.trim();
  return {
    tab: (ESTATE_TABS as readonly string[]).includes(tab) ? (tab as EstateTab) : 'intro',
    period: q.get('period') ?? undefined,
    kind: q.get('kind') === 'rent' ? 'rent' : 'sale',
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
    building: building && building.length <= 40 ? building : undefined,
  };
}

/** The query of a page state; defaults are left out, and a new tab starts on its own defaults. */
export function queryOf(state: EstatePageState): string {
  const q = new URLSearchParams();
  if (state.tab !== 'intro') q.set('tab', state.tab);
  if (state.tab === 'trend' && state.period) q.set('period', state.period);
  if ((state.tab === 'deals' || state.tab === 'history') && state.kind === 'rent') q.set('kind', 'rent');
  if (state.tab === 'history' && state.page > 1) q.set('page', String(state.page));
  if (state.tab === 'history' && state.building) q.set('building', state.building);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The estate id of the page: the path's id, or `estateId` in the query of /houseDetail/estateDetail. */
export function estateIdOf(params: Readonly<Record<string, string>>, search: string): number | null {
  const raw = params.propertyId ?? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('estateId') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
