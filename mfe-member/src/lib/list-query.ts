/** A member list's tab and page from its query (`?type=buy&page=2`); an unknown tab is the first. */
export function listQuery<T extends string>(search: string, tabs: readonly T[]): { tab: T; page: number } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const tab = tabs.find((t) => t === type) ?? tabs[0]!;
  const page = Number(params.get('page'));
  return { tab, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The query of a tab and page; the first tab and page 1 are left out. */
export function listSearch<T extends string>(tab: T, page: number, tabs: readonly T[]): string {
  const params = new URLSearchParams();
  if (tab !== tabs[0]) params.set('type', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
