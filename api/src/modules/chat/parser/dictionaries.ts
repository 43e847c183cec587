/** Builds the parser's dictionaries from reference-table rows (read by the chat module's loader). */
import { FEATURE_SYNONYMS } from './features';
import type { ChatDictionaries, Feature, Place, PlaceKind } from './types';

export interface Named { 'zh-hk': string; 'zh-cn': string; 'en-us': string }
export interface ReferenceRows {
  regions: { code: string; level: number; name: Named }[];
  estates: { id: number; name: Named }[];
  lines: { id: number; name: Named }[];
  stations: { id: number; name: Named }[];
  schoolNets: { code: string; kind: string }[];
  /** PropertyTag children and ForRent entries */
  tags: { group_name: string; value: string; item_name: string; name: Named; parent_value: string | null }[];
}

const lower = (s: string) => s.toLowerCase().trim();
function namesOf(n: Named): string[] {
  const out = [n['zh-hk'], n['zh-cn'], n['en-us']].map(lower);
  const en = lower(n['en-us']);
  out.push(en.replace(/['’]/g, ''), en.replace(/\s+/g, ''), en.replace(/-/g, ' '));
  return out;
}
const uniq = (xs: string[]) => [...new Set(xs.filter((x) => x.length >= 2))];
const LEVEL_KIND: Record<number, PlaceKind> = { 1: 'region', 2: 'district', 3: 'area' };

function regionNames(r: ReferenceRows['regions'][number]): string[] {
  const names = namesOf(r.name);
  // '沙田區' is asked for as '沙田', '半山區' as '半山'
  names.push(...[r.name['zh-hk'], r.name['zh-cn']].map((s) => s.replace(/[區区]$/, '')));
  if (r.level === 2) {
    // 'Central and Western' as 'Central & Western'
    names.push(lower(r.name['en-us']).replace(' and ', ' & '), `${lower(r.name['en-us'])} district`);
  }
  if (r.level === 1 && r.name['en-us'] === 'Hong Kong Island') names.push('hk island', '香港島', '香港岛');
  return uniq(names);
}

function lineNames(n: Named): string[] {
  const names = namesOf(n);
  const zh = [n['zh-hk'], n['zh-cn']];
  names.push(...zh.map((s) => s.replace(/綫/g, '線')), ...zh.map((s) => s.replace(/[綫线線]$/, '')));
  names.push(lower(n['en-us']).replace(/ line$/, ''), `${lower(n['en-us'])} mtr`);
  return uniq(names);
}

/** station names that are everyday words: only '香港站', 'University station' mean the station */
const NOT_ALONE = new Set(['香港', 'hong kong', 'hongkong', '大學', '大学', 'university', '機場', '机场', 'airport', '會展', '会展', 'hku']);

function stationNames(n: Named): string[] {
  const plain = namesOf(n).filter((x) => !NOT_ALONE.has(x));
  const names = [...plain];
  for (const zh of [n['zh-hk'], n['zh-cn']]) names.push(`${zh}站`, `港鐵${zh}站`, `地鐵${zh}站`, `港铁${zh}站`, `地铁${zh}站`);
  const en = lower(n['en-us']);
  names.push(`${en} station`, `${en} mtr station`, `${en} mtr`);
  return uniq(names);
}

export function buildDictionaries(rows: ReferenceRows): ChatDictionaries {
  const places: Place[] = [];
  for (const r of rows.regions) places.push({ kind: LEVEL_KIND[r.level] as PlaceKind, code: r.code, names: regionNames(r) });
  for (const e of rows.estates) places.push({ kind: 'estate', code: String(e.id), names: uniq(namesOf(e.name)) });
  for (const l of rows.lines) places.push({ kind: 'line', code: String(l.id), names: lineNames(l.name) });
  for (const s of rows.stations) places.push({ kind: 'station', code: String(s.id), names: stationNames(s.name) });
  const features: Feature[] = [];
  for (const t of rows.tags) {
    const isRent = t.group_name === 'ForRent';
    if (!isRent && t.parent_value === null) continue;
    const names = uniq([...namesOf(t.name), ...(FEATURE_SYNONYMS[lower(t.item_name)] ?? [])]);
    features.push({ field: isRent ? 'rentLabel' : 'propertyTag', value: Number(t.value), names });
  }
  const schoolNets = new Set(rows.schoolNets.filter((n) => n.kind === 'primary').map((n) => n.code));
  return { places, features, schoolNets };
}
