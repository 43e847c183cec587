/** Rooms ('兩房', '2 bed', 'studio'), area (saleable or gross), building age and floor. */
import { CN_NUMERAL, readNumber } from './numbers';
import { blank } from './normalize';
import type { ChatFilter } from './types';

const MAX_ROOMS = 5;
const N = `(\\d+|[${CN_NUMERAL}]|one|two|three|four|five)`;
const ROOMS = new RegExp(`${N}\\s?(?:至|到|-|or|to)\\s?${N}\\s?(?:房|间房|間房|bed(?:room)?s?|br\\b|bd\\b)|${N}\\s?(\\+)?\\s?(?:個房|个房|房|間房|间房|bed(?:room)?s?|-bed(?:room)?s?|br\\b|bd\\b|b\\b)(\\s?(?:或以上|以上|\\+|or more))?`, 'g');
const STUDIO = /開放式|开放式|studio|open[- ]plan|劏房|單身單位|单身单位/;
const AREA = /(實用|实用|saleable|net|建築|建筑|建呎|gross)?\s?(?:面積|面积|area)?\s?(\d+)\s?(?:呎|尺|平方呎|平方尺|sq\.? ?ft|sqft|square feet|square foot|ft²|ft2|ft)(?:\s?(實用|实用|saleable|net|建築|建筑|gross))?/g;
const Y = `(\\d+|[${CN_NUMERAL}]+)`;
const AGE_MAX = new RegExp(`(?:樓齡|楼龄|building age|\\bage\\b)\\s?(?:under|below|less than|within|<)?\\s?${Y}\\s?(?:年|years?)?\\s?(?:以下|以內|以内|內|内|or less|or newer)?|(?:under|less than|below|within)\\s?(\\d+)\\s?years?\\s?old|${Y}\\s?年(?:內|内)?(?:新)?樓(?:以下|以內|以内)?|${Y}\\s?年樓齡以下|${Y}\\s?年楼龄以下`);
const AGE_MIN = new RegExp(`(?:樓齡|楼龄)\\s?${Y}\\s?年?(?:以上|或以上)|(?:over|more than|older than)\\s?(\\d+)\\s?years?\\s?old`);
const NEW_FLAT = /新樓|新楼|new build|newly built|brand new|全新樓|全新楼|一手|\bnew\b(?!\s?search)/;

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const roomCount = (s: string) => WORDS[s] ?? readNumber(s);
/** the largest area and age a filter takes (spec 5 field bounds) */
const MAX_AREA = 1e6;
const MAX_AGE = 200;
const clampRoom = (n: number) => Math.min(MAX_ROOMS, n);
const span = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export function readRooms(text: string, f: ChatFilter): string {
  let t = text;
  for (const m of t.matchAll(ROOMS)) {
    if (m[1] && m[2]) {
      f.roomNumbers = span(clampRoom(roomCount(m[1])), clampRoom(roomCount(m[2])));
    } else if (m[3]) {
      const n = clampRoom(roomCount(m[3]));
      if (Number.isNaN(n)) continue;
      f.roomNumbers = m[4] || m[5] ? span(n, MAX_ROOMS) : [n];
    }
    t = blank(t, m.index, m[0].length);
  }
  const s = STUDIO.exec(t);
  if (s) {
    f.roomNumbers = [0];
    t = blank(t, s.index, s[0].length);
  }
  return t;
}

export function readArea(text: string, f: ChatFilter): string {
  let t = text;
  for (const m of t.matchAll(AREA)) {
    const kind = m[1] ?? m[3] ?? '';
    const gross = /建|gross/.test(kind);
    const value = Number(m[2]);
    if (value > MAX_AREA) continue;
    const before = t.slice(Math.max(0, m.index - 14), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 8);
    const max = /^\s?(以下|以內|以内|或以下|or less|max)/.test(after) || /(under|below|less than|max|within|唔超過|不超过|不超過)\s?$/.test(before);
    const key = gross ? (max ? 'maxBuildingArea' : 'minBuildingArea') : max ? 'maxSaleableArea' : 'minSaleableArea';
    f[key] = value;
    t = blank(t, m.index, m[0].length);
  }
  return t;
}

export function readAge(text: string, f: ChatFilter): string {
  let t = text;
  const min = AGE_MIN.exec(t);
  if (min) {
    f.minBuildingAge = Math.min(MAX_AGE, readNumber(min[1] ?? min[2] ?? ''));
    t = blank(t, min.index, min[0].length);
  }
  const max = AGE_MAX.exec(t);
  if (max) {
    f.maxBuildingAge = Math.min(MAX_AGE, readNumber(max[1] ?? max[2] ?? max[3] ?? max[4] ?? max[5] ?? ''));
    t = blank(t, max.index, max[0].length);
  } else {
    const n = NEW_FLAT.exec(t);
    if (n) {
      f.maxBuildingAge = 5;
      t = blank(t, n.index, n[0].length);
    }
  }
  return t;
}

const FLOORS: [RegExp, number][] = [
  [/高層|高层|高樓層|高楼层|high floor|upper floor|high-floor|high rise floor/, 3],
  [/中層|中层|中樓層|中楼层|mid floor|middle floor|mid-floor/, 2],
  [/低層|低层|低樓層|低楼层|low floor|lower floor|low-floor/, 1],
];

export function readFloor(text: string, f: ChatFilter): string {
  let t = text;
  for (const [re, v] of FLOORS) {
    const m = re.exec(t);
    if (!m) continue;
    f.unitFloors = [...(f.unitFloors ?? []), v].sort();
    t = blank(t, m.index, m[0].length);
  }
  return t;
}
