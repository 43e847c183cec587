/**
 * Named places: regions, districts, sub-areas, estates, MTR lines and stations, school nets,
 * matched longest name first. When one name means several kinds, the district wins over the
 * sub-area, the sub-area over the region, then estates, stations and lines ('觀塘' is the
 * district; '觀塘站' the station; '觀塘綫' the line).
 */
import { blank } from './normalize';
import type { ChatDictionaries, ChatFilter, Place, PlaceKind } from './types';

const PRIORITY: Record<PlaceKind, number> = { district: 0, area: 1, region: 2, estate: 3, station: 4, line: 5, schoolNet: 6 };
const SCHOOL_NET = /(?:小一|primary)?\s?(?:school net|net|校網|校网)\s?(?:no\.?\s?)?(\d{2,3})\b|(\d{2,3})\s?(?:號|号)?\s?(?:校網|校网|school net|net\b)/;

interface NameEntry { name: string; latin: boolean; places: Place[] }

export interface PlaceIndex {
  /** names longest first, each with the places of the best kind that bear it */
  names: NameEntry[];
  /** the same names by their first two characters, so a question only tries names that can occur in it */
  byFirst: Map<string, NameEntry[]>;
}

const byLength = (a: NameEntry, b: NameEntry) => b.name.length - a.name.length || (a.name < b.name ? -1 : 1);

/** the first two characters of a name (every name has at least two) */
const head = (s: string, at = 0) => s.slice(at, at + 2);

/** the entries whose first two characters occur in the text, longest first */
export function candidates<T extends { name: string }>(byFirst: Map<string, T[]>, text: string, order: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) {
    const key = head(text, i);
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byFirst.get(key);
    if (list) out.push(...list);
  }
  return out.sort(order);
}

export function groupByFirst<T extends { name: string }>(entries: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const e of entries) {
    const key = head(e.name);
    const list = map.get(key);
    if (list) list.push(e);
    else map.set(key, [e]);
  }
  return map;
}

export function indexPlaces(places: readonly Place[]): PlaceIndex {
  const byName = new Map<string, Place[]>();
  for (const p of places) {
    for (const name of p.names) {
      if (name.length < 2) continue;
      const have = byName.get(name);
      const best = have?.[0];
      if (!best || PRIORITY[p.kind] < PRIORITY[best.kind]) byName.set(name, [p]);
      else if (PRIORITY[p.kind] === PRIORITY[best.kind] && !have.some((x) => x.code === p.code)) have.push(p);
    }
  }
  const names = [...byName].map(([name, ps]) => ({ name, latin: /^[\x20-\x7e]+$/.test(name), places: ps }));
  names.sort(byLength);
  return { names, byFirst: groupByFirst(names) };
}

export interface PlaceRead { found: Place[]; ambiguous: string[]; text: string }

function latinAt(text: string, at: number, len: number): boolean {
  const before = text[at - 1];
  const after = text[at + len];
  return !(before && /[a-z0-9]/.test(before)) && !(after && /[a-z0-9]/.test(after));
}

export function readPlaces(input: string, index: PlaceIndex, dict: ChatDictionaries): PlaceRead {
  let text = input;
  const found: { at: number; place: Place }[] = [];
  const ambiguous: string[] = [];
  const net = SCHOOL_NET.exec(text);
  if (net) {
    const code = net[1] ?? net[2] ?? '';
    if (dict.schoolNets.has(code)) {
      found.push({ at: net.index, place: { kind: 'schoolNet', code, names: [] } });
      text = blank(text, net.index, net[0].length);
    }
  }
  for (const { name, latin, places } of candidates(index.byFirst, text, byLength)) {
    let at = text.indexOf(name);
    while (at >= 0) {
      if (!latin || latinAt(text, at, name.length)) {
        if (places.length > 1) ambiguous.push(name);
        else if (!found.some(({ place: p }) => p.kind === places[0]?.kind && p.code === places[0]?.code)) found.push({ at, place: places[0] as Place });
        text = blank(text, at, name.length);
      }
      at = text.indexOf(name, at + 1);
    }
  }
  // in the order they were written
  return { found: found.sort((a, b) => a.at - b.at).map((x) => x.place), ambiguous, text };
}

const join = (ps: Place[]) => ps.map((p) => p.code).join(',');

/** puts the places into the filter's location fields */
export function applyPlaces(found: readonly Place[], f: ChatFilter): void {
  const of = (k: PlaceKind) => found.filter((p) => p.kind === k);
  const regions = of('region');
  const districts = of('district');
  const areas = of('area');
  if (regions.length) f.regionCode = join(regions);
  if (districts.length) f.zoneCode = join(districts);
  if (areas.length) f.gscopeCode = join(areas);
  const nets = of('schoolNet');
  if (nets.length && !areas.length) {
    f.gscopeCode = join(nets);
    f.districtTab = 1;
  }
  const estates = of('estate');
  if (estates.length) f.estateIds = estates.map((p) => Number(p.code));
  const stations = of('station');
  if (stations.length) f.StationIds = stations.map((p) => Number(p.code));
  const line = of('line')[0];
  if (line) f.LineId = Number(line.code);
}

/** the location fields, replaced as a group when a follow-up names another place */
export const LOCATION_FIELDS = ['regionCode', 'zoneCode', 'gscopeCode', 'districtTab', 'estateIds', 'StationIds', 'LineId'] as const;
