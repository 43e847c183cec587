/** Listing titles and descriptions in three languages, from the flat's facts and tags. */
import { DICTIONARY_GROUPS } from './vocab/dictionary-groups';
import { t, type L } from './text';
import type { Estate } from './estates';

const TAG = new Map((DICTIONARY_GROUPS.PropertyTag ?? []).map(([v, zh, en]) => [Number(v), [zh, en] as const]));
const FLOOR = [['', ''], ['低層', 'low floor'], ['中層', 'middle floor'], ['高層', 'high floor']] as const;

/** lower-cases a label for the middle of a sentence, keeping acronyms such as MTR and EV */
const mid = (s: string) => (/^[A-Z]{2}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

function roomsText(rooms: number): readonly [string, string] {
  return rooms === 0 ? ['開放式', 'studio'] : [`${rooms}房`, `${rooms}-bedroom`];
}

export interface ListingFacts {
  estate: Estate;
  rental: 1 | 2;
  serviced: boolean;
  rooms: number;
  baths: number;
  floorLevel: 1 | 2 | 3;
  saleable: number;
  gross: number;
  tags: number[];
  leaseMin?: number;
  leaseMax?: number;
}

export function listingTitle(f: ListingFacts): L {
  const [rz, re] = roomsText(f.rooms);
  const [fz, fe] = FLOOR[f.floorLevel];
  const highlights = f.tags.filter((v) => v >= 101 && v < 400).slice(0, 2).map((v) => TAG.get(v) ?? ['', '']);
  const hz = highlights.map((h) => h[0]).join(' ');
  const he = highlights.map((h) => mid(h[1])).join(', ');
  if (f.serviced) {
    return t(`${f.estate.name['zh-hk']} 服務式住宅 ${rz} 靈活租期`, `${f.estate.name['en-us']} serviced apartment, ${re}, flexible lease`);
  }
  return t(
    `${f.estate.name['zh-hk']} ${fz}${rz}${hz ? ` ${hz}` : ''}`,
    `${f.estate.name['en-us']}: ${fe} ${re}${he ? `, ${he}` : ''}`,
  );
}

export function listingDescription(f: ListingFacts): L {
  const e = f.estate;
  const [rz, re] = roomsText(f.rooms);
  const tagsZh = f.tags.map((v) => TAG.get(v)?.[0]).filter(Boolean).join('、');
  const tagsEn = f.tags.map((v) => TAG.get(v)?.[1]).filter((x): x is string => !!x).map(mid).join(', ');
  const mins = Math.max(1, Math.round(e.stationDistance / 80));
  const walk = e.stationDistance <= 1200 ? [`步行至港鐵${e.station.name['zh-hk']}站約${mins}分鐘。`, ` About ${mins === 1 ? "a minute's" : `${mins} minutes'`} walk to ${e.station.name['en-us']} MTR station.`] : [`鄰近交通設施完善，最近港鐵站為${e.station.name['zh-hk']}站。`, ` The nearest MTR station is ${e.station.name['en-us']}.`];
  const lease = f.serviced
    ? [`租期${f.leaseMin}至${f.leaseMax}個月，租金已包括管理費、差餉、水電及每週清潔。`, ` Lease from ${f.leaseMin} to ${f.leaseMax} months; rent includes management fee, rates, utilities and weekly cleaning.`]
    : f.rental === 2 ? ['租約一般為兩年（一年生約、一年死約）。', ' Standard lease is two years (one year fixed, one year optional).'] : ['歡迎預約睇樓。', ' Viewings by appointment.'];
  return t(
    `實用面積${f.saleable}平方呎（建築面積${f.gross}平方呎），${rz}${f.baths}浴室，${FLOOR[f.floorLevel][0]}單位。` +
      `${tagsZh ? `特點：${tagsZh}。` : ''}${walk[0]}屋苑${e.occupation.slice(0, 4)}年入伙，屬${e.primaryNet}校網。${lease[0]}`,
    `Saleable area ${f.saleable} sq. ft (gross ${f.gross} sq. ft), ${re} with ${f.baths} bathroom${f.baths > 1 ? 's' : ''} on a ${FLOOR[f.floorLevel][1]}.` +
      `${tagsEn ? ` Highlights: ${tagsEn}.` : ''}${walk[1]} The estate was completed in ${e.occupation.slice(0, 4)} and is in school net ${e.primaryNet}.${lease[1]}`,
  );
}
