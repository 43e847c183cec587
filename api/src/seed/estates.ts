/**
 * Estates (second-hand housing estates) at plausible places inside their sub-areas, with the
 * nearest MTR station, the district's school nets, phases, blocks, sizes and a price level.
 */
import type { Rng } from './prng';
import type { Area, District, Geography, Station } from './reference';
import type { SeedRow } from './batch';
import { yearsBetween } from './clock';
import { nearest, round6 } from './geo';
import { t, type L } from './text';
import { STREET_KINDS } from './vocab/estate-words';
import { estateName } from './estate-names';
import { MANAGERS, DEVELOPERS, FACILITIES } from './vocab/names';
import { searchKey } from './search-key';
import { estateDescription } from './estate-text';

export interface Building {
  id: number;
  code: string;
  floors: number;
  flatsPerFloor: number;
}
export interface Estate {
  id: number;
  name: L;
  kindEn: string;
  address: L;
  district: District;
  area: Area;
  lat: number;
  lng: number;
  station: Station;
  stationDistance: number;
  occupation: string;
  age: number;
  /** saleable price per sq ft at the reference date, middle floor */
  psf: number;
  /** saleable / gross */
  efficiency: number;
  storeys: number;
  buildings: Building[];
  /** saleable area of each flat letter (A, B, ...) */
  flatSizes: number[];
  facilityIds: number[];
  primaryNet: string;
  unitCount: number;
  carparks: number;
  phaseCount: number;
  developerId: number;
  manager: L;
}

function occupationYear(rng: Rng): number {
  const [lo, hi] = rng.weighted<readonly [number, number]>([[[1965, 1979], 15], [[1980, 1999], 45], [[2000, 2015], 28], [[2016, 2025], 12]]);
  return rng.int(lo, hi);
}

export function buildEstates(rng: Rng, geo: Geography, count: number, refDate: string) {
  const estates: Estate[] = [];
  const used = new Set<string>();
  const order = rng.sample(geo.areas, geo.areas.length);
  const byWeight = geo.areas.map((a) => [a, a.weight] as const);
  const phases: SeedRow[] = [];
  const buildings: SeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const area = i < order.length ? (order[i] as Area) : rng.weighted(byWeight);
    const district = geo.districts.find((d) => d.code === area.districtCode) as District;
    const id = 10001 + i;
    const { name, word, kind } = estateName(rng, area, used);
    const year = occupationYear(rng);
    const occupation = `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const age = Math.max(0, yearsBetween(occupation, refDate));
    const jitter = () => Math.max(-0.0035, Math.min(0.0035, rng.normal() * 0.0012));
    const lat = round6(area.lat + jitter());
    const lng = round6(area.lng + jitter());
    const near = nearest({ lat, lng }, geo.stations);
    const villa = kind[1] === 'Villa';
    const single = kind[1] === 'Mansion' || kind[1] === 'Tower';
    const big = kind[1] === 'Garden' || kind[1] === 'Court';
    const bigBlocks = rng.weighted<readonly [number, number]>([[[2, 4], 50], [[5, 10], 35], [[11, 24], 15]]);
    const blockCount = villa ? rng.int(4, 16) : single ? 1 : big ? rng.int(bigBlocks[0], bigBlocks[1]) : rng.int(1, 4);
    const storeys = villa ? rng.int(3, 5) : year < 1980 ? rng.int(8, 24) : year < 2000 ? rng.int(18, 40) : rng.int(25, 60);
    const flatsPerFloor = villa ? rng.int(1, 2) : rng.int(4, 8);
    const phaseCount = blockCount >= 8 ? rng.int(2, 5) : 1;
    const premium = area.premium * Math.exp(rng.normal() * 0.1);
    const ageFactor = (0.8 + 0.45 * Math.exp(-age / 12)) / 0.91;
    const psf = Math.round(district.psf * premium * ageFactor * (villa ? 1.15 : 1));
    const meanSize = (villa ? 1500 : year < 1985 ? 430 : 560) * Math.min(1.8, Math.max(0.8, premium)) * Math.exp(rng.normal() * 0.15);
    const flatSizes = Array.from({ length: flatsPerFloor }, () =>
      Math.round(Math.min(2800, Math.max(220, meanSize * Math.exp(rng.normal() * 0.3)))),
    );
    const estateBuildings: Building[] = [];
    let phaseId = phases.length;
    for (let p = 1; p <= phaseCount; p++) {
      phases.push({ id: ++phaseId, estate_id: id, name: t(`第${p}期`, `Phase ${p}`), sort: p });
    }
    for (let b = 1; b <= blockCount; b++) {
      const bid = buildings.length + 1;
      const floors = Math.max(2, storeys - (blockCount > 1 ? rng.int(0, 4) : 0));
      const code = `E${id}-B${String(b).padStart(2, '0')}`;
      const phase = phaseId - phaseCount + 1 + Math.floor(((b - 1) * phaseCount) / blockCount);
      const bName = villa ? t(`${b}號洋房`, `House ${b}`) : single ? t('大廈', 'Main block') : t(`第${b}座`, `Block ${b}`);
      buildings.push({ id: bid, estate_id: id, phase_id: phase, code, name: bName, floors, flats_per_floor: flatsPerFloor });
      estateBuildings.push({ id: bid, code, floors, flatsPerFloor });
    }
    const unitCount = estateBuildings.reduce((s, b) => s + b.floors * b.flatsPerFloor, 0);
    const facilityPool = FACILITIES.map((_, k) => k + 1);
    const facilityIds = (big || villa) && year >= 1985
      ? rng.sample(facilityPool, rng.int(4, 10)).sort((a, b) => a - b)
      : rng.sample([8, 11, 12], rng.int(0, 2)).sort((a, b) => a - b);
    const [street, streetEn] = rng.pick(STREET_KINDS);
    const no = rng.int(1, 188);
    const address = t(
      `${district.name['zh-hk']}${area.name['zh-hk']}${word[0]}${street}${no}號`,
      `${no} ${word[1]} ${streetEn}, ${area.name['en-us']}, ${district.name['en-us']}`,
    );
    const nets = district.primaryNets;
    const primaryNet = nets[geo.areas.indexOf(area) % nets.length] as string;
    estates.push({
      id, name, kindEn: kind[1], address, district, area, lat, lng, station: near.item, stationDistance: Math.round(near.distance),
      occupation, age, psf, efficiency: rng.range(0.76, 0.84), storeys, buildings: estateBuildings, flatSizes,
      facilityIds, primaryNet, unitCount, carparks: Math.round(unitCount * (villa ? 1.5 : year < 1980 ? 0.05 : rng.range(0.1, 0.45))),
      phaseCount, developerId: rng.int(1, DEVELOPERS.length), manager: t(...rng.pick(MANAGERS)),
    });
  }
  const rows: SeedRow[] = estates.map((e) => ({
    id: e.id, name: e.name,
    search_key: searchKey([e.name, e.area.name, e.district.name, e.station.name]),
    tag_category: e.age <= 2 ? 'DEV' : e.buildings.length >= 3 ? 'Z' : 'G',
    address: e.address, region_code: e.district.regionCode, district_code: e.district.code, area_code: e.area.code,
    lat: e.lat, lng: e.lng, developer_id: e.developerId, management_company: e.manager,
    primary_school_net: e.primaryNet, secondary_school_net: e.district.secondaryNet,
    station_id: e.station.id, station_distance_m: e.stationDistance, occupation_date: e.occupation,
    phase_count: e.phaseCount, block_count: e.buildings.length, storeys: e.storeys,
    unit_count: e.unitCount, carpark_count: e.carparks, facility_ids: e.facilityIds, description: estateDescription(e),
  }));
  return { estates, rows: { estates: rows, estate_phases: phases, estate_buildings: buildings } };
}
