/**
 * The geography every other part builds on: regions, districts and sub-areas from
 * districts.json, school nets from school-nets.json, MTR lines and stations from mtr.json.
 */
import districtsRef from '../../data/reference/districts.json';
import schoolRef from '../../data/reference/school-nets.json';
import mtrRef from '../../data/reference/mtr.json';
import { fromRef, t, type L } from './text';
import { nearest, type Point } from './geo';
import { DISTRICT_MARKET, REGION_CODES, AREA_PREMIUM, SPARSE_AREAS } from './vocab/districts';
import type { SeedRow } from './batch';

export interface Area extends Point {
  code: string;
  slug: string;
  name: L;
  districtCode: string;
  premium: number;
  /** share of the territory's estates in this sub-area */
  weight: number;
}
export interface District extends Point {
  code: string;
  slug: string;
  regionCode: string;
  name: L;
  areas: Area[];
  psf: number;
  rentYield: number;
  drift: number;
  primaryNets: string[];
  secondaryNet: string;
}
export interface Station extends Point {
  id: number;
  code: string;
  name: L;
  districtCode: string;
  lineIds: number[];
}
export interface Geography {
  districts: District[];
  areas: Area[];
  stations: Station[];
  rows: Record<'regions' | 'school_nets' | 'mtr_lines' | 'mtr_stations' | 'mtr_line_stations', SeedRow[]>;
}

function market(slug: string) {
  const m = DISTRICT_MARKET[slug];
  if (!m) throw new Error(`no market data for district ${slug}`);
  return m;
}

export function buildGeography(): Geography {
  const regions: SeedRow[] = [];
  districtsRef.regionSplit.regions.forEach((r, i) => {
    regions.push({ code: REGION_CODES[r.id], parent_code: null, level: 1, name: fromRef(r.name), lat: null, lng: null, sort: i + 1 });
  });
  const districts: District[] = [];
  const areas: Area[] = [];
  districtsRef.districts.forEach((d, i) => {
    const m = market(d.id);
    const regionCode = REGION_CODES[d.region] as string;
    const code = `${regionCode}-${m.suffix}`;
    const dist: District = {
      code, slug: d.id, regionCode, name: fromRef(d.name), lat: d.mainTown.lat, lng: d.mainTown.lng, areas: [],
      psf: m.psf, rentYield: m.rentYield, drift: m.drift, primaryNets: [], secondaryNet: `S-${m.suffix}`,
    };
    regions.push({ code, parent_code: regionCode, level: 2, name: dist.name, lat: d.centroid.lat, lng: d.centroid.lng, sort: i + 1 });
    d.subAreas.forEach((s, j) => {
      const a: Area = {
        code: `${code}-${String(j + 1).padStart(2, '0')}`, slug: s.id, name: fromRef(s.name), districtCode: code,
        lat: s.lat, lng: s.lng, premium: AREA_PREMIUM[s.id] ?? 1,
        weight: (m.weight / d.subAreas.length) * (SPARSE_AREAS.has(s.id) ? 0.35 : 1),
      };
      dist.areas.push(a);
      areas.push(a);
      regions.push({ code: a.code, parent_code: code, level: 3, name: a.name, lat: a.lat, lng: a.lng, sort: j + 1 });
    });
    districts.push(dist);
  });
  const bySlug = new Map(districts.map((d) => [d.slug, d]));

  const schoolNets: SeedRow[] = [];
  schoolRef.poa.nets.forEach((n, i) => {
    const d = bySlug.get(n.district);
    if (!d) throw new Error(`school net ${n.net}: unknown district`);
    d.primaryNets.push(n.net);
    schoolNets.push({
      code: n.net, kind: 'primary', district_code: d.code, sort: i + 1,
      name: t(`${n.net}校網（${d.name['zh-hk']}）`, `School Net ${n.net} (${d.name['en-us']})`),
    });
  });
  schoolRef.sspa.nets.forEach((n, i) => {
    const d = bySlug.get(n.district);
    if (!d) throw new Error(`school net ${n.net}: unknown district`);
    schoolNets.push({
      code: d.secondaryNet, kind: 'secondary', district_code: d.code, sort: 100 + i + 1,
      name: t(`${d.name['zh-hk']}中學校網（${n.net}）`, `${d.name['en-us']} Secondary School Net (${n.net})`),
    });
  });

  const lines: SeedRow[] = [];
  const lineStations: SeedRow[] = [];
  const stations = new Map<string, Station>();
  mtrRef.lines.forEach((l, i) => {
    const lineId = i + 1;
    lines.push({ id: lineId, code: l.id, name: fromRef(l.name), color: l.colour, sort: lineId });
    for (const s of l.stations) {
      let st = stations.get(s.code);
      if (!st) {
        const near = nearest(s, areas).item;
        st = { id: stations.size + 1, code: s.code, name: fromRef(s.name), lat: s.lat, lng: s.lng, districtCode: near.districtCode, lineIds: [] };
        stations.set(s.code, st);
      }
      st.lineIds.push(lineId);
      lineStations.push({ line_id: lineId, station_id: st.id, seq: s.seq });
    }
  });
  const stationList = [...stations.values()];
  return {
    districts, areas, stations: stationList,
    rows: {
      regions, school_nets: schoolNets, mtr_lines: lines,
      mtr_stations: stationList.map((s) => ({ id: s.id, code: s.code, name: s.name, lat: s.lat, lng: s.lng, district_code: s.districtCode })),
      mtr_line_stations: lineStations,
    },
  };
}
