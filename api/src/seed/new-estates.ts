/**
 * New developments (first-hand): towers, room types with floor plans, price sheets and units
 * whose status follows the development's sales status, with discounts, payment plans and
 * sales arrangements. sales_status: 1 pending, 2 on sale, 3 sold, 4 tendering.
 */
import type { Rng } from './prng';
import type { Geography } from './reference';
import type { SeedRow } from './batch';
import { addDays, daysAgo } from './clock';
import { nearest, round6 } from './geo';
import { t } from './text';
import { NAME_KINDS, NAME_WORDS } from './vocab/estate-words';
import { DEVELOPERS, MANAGERS } from './vocab/names';
import { searchKey } from './search-key';
import { newEstateTerms } from './new-estate-terms';
import { newEstateUnits } from './new-estate-units';

export function buildNewEstates(rng: Rng, geo: Geography, count: number, refDate: string) {
  const rows: Record<string, SeedRow[]> = { new_estates: [], new_estate_towers: [], new_estate_room_types: [], new_estate_price_sheets: [], new_estate_units: [] };
  const ids = { tower: 0, type: 0, sheet: 0, unit: 0 };
  for (let i = 0; i < count; i++) {
    const id = 80001 + i;
    const area = rng.pick(geo.areas);
    const district = geo.districts.find((d) => d.code === area.districtCode);
    if (!district) throw new Error('area without district');
    const word = NAME_WORDS[(i * 7) % NAME_WORDS.length] as readonly [string, string];
    const kind = rng.pick(NAME_KINDS);
    const suffix = i >= NAME_WORDS.length ? ` ${Math.floor(i / NAME_WORDS.length) + 1}` : '';
    const name = t(`${word[0]}${area.name['zh-hk']}${kind[0]}${suffix ? `第${suffix.trim()}期` : ''}`, `${word[1]} ${area.name['en-us']} ${kind[1]}${suffix ? ` Phase${suffix}` : ''}`);
    const status = rng.weighted([[2, 45], [1, 20], [3, 25], [4, 10]] as const);
    const lat = round6(area.lat + rng.normal() * 0.001);
    const lng = round6(area.lng + rng.normal() * 0.001);
    const station = nearest({ lat, lng }, geo.stations).item;
    const completed = status === 3 ? rng.chance(0.6) : rng.chance(0.15);
    const handover = completed ? daysAgo(refDate, rng.int(30, 700)) : addDays(refDate, rng.int(120, 1100));
    const salesStart = status === 1 ? addDays(refDate, rng.int(14, 200)) : daysAgo(refDate, rng.int(20, status === 3 ? 900 : 300));
    const psf = Math.round(district.psf * area.premium * 1.25 * Math.exp(rng.normal() * 0.08));
    const towers = rng.int(1, 4);
    const estateRows = newEstateUnits(rng, { id, towers, psf, status, salesStart, refDate, ids });
    for (const [k, v] of Object.entries(estateRows.rows)) (rows[k] as SeedRow[]).push(...v);
    const terms = newEstateTerms(rng, id, status, salesStart, estateRows.sheetCount);
    const [mz, me] = rng.pick(MANAGERS);
    const developerId = rng.int(1, DEVELOPERS.length);
    const dev = DEVELOPERS[developerId - 1] as (typeof DEVELOPERS)[number];
    rows.new_estates?.push({
      id, name, search_key: searchKey([name, area.name, district.name, station.name]), developer_id: developerId,
      region_code: district.regionCode, district_code: district.code, area_code: area.code,
      address: t(`${district.name['zh-hk']}${area.name['zh-hk']}${word[0]}路${rng.int(1, 99)}號`, `${rng.int(1, 99)} ${word[1]} Road, ${area.name['en-us']}, ${district.name['en-us']}`),
      lat, lng, tower_count: towers, flat_count: estateRows.flatCount, carpark_count: Math.round(estateRows.flatCount * rng.range(0.08, 0.3)),
      expected_handover: handover, primary_school_net: rng.pick(district.primaryNets), secondary_school_net: district.secondaryNet,
      station_id: station.id, management_company: t(mz, me),
      show_flat_location: t(`${district.name['zh-hk']}${area.name['zh-hk']}售樓處`, `Sales office, ${area.name['en-us']}, ${district.name['en-us']}`),
      sales_status: status, estate_status: completed ? 2 : 1,
      features: rng.sample([1, 2, 3, 4, 5, 6, 7, 8], rng.int(2, 4)).sort((a, b) => a - b),
      multimedia: [1, 4, 5, ...(rng.chance(0.5) ? [2] : []), ...(rng.chance(0.3) ? [3] : [])].sort((a, b) => a - b),
      sales_start_date: salesStart, min_price: estateRows.minPrice, max_price: estateRows.maxPrice,
      min_saleable_area: estateRows.minArea, max_saleable_area: estateRows.maxArea,
      ...terms, photos: Array.from({ length: rng.int(5, 9) }, (_, k) => `photo/NE${id}-${k + 1}`),
      description: t(
        `${name['zh-hk']}位於${district.name['zh-hk']}${area.name['zh-hk']}，由${dev[0]}發展，提供${towers}座共${estateRows.flatCount}個單位，鄰近港鐵${station.name['zh-hk']}站，預計${handover.slice(0, 4)}年落成。`,
        `${name['en-us']} is a new development by ${dev[1]} in ${area.name['en-us']}, ${district.name['en-us']}, with ${estateRows.flatCount} flats in ${towers} tower${towers > 1 ? 's' : ''}, near ${station.name['en-us']} MTR station. Expected completion: ${handover.slice(0, 4)}.`,
      ),
      hot_score: status === 2 ? rng.int(500, 1000) : rng.int(0, 500),
    });
  }
  return rows;
}
