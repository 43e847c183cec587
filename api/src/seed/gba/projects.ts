/**
 * The projects of one Greater Bay Area city: names (invented), developer, district, prices from
 * the district's 2026 range, floor plans, pre-sale permits, the sales introduction and the agent.
 */
import type { Rng } from '../prng';
import { addDays, daysAgo, yearOf } from '../clock';
import { cn, t, type L } from '../text';
import type { SeedRow } from '../batch';
import type { GbaCityVocab } from './districts';
import { AGENCIES, AGENT_NAMES, DECORATIONS, DEVELOPERS, MACAU_DEVELOPERS, NAME_HEADS, NAME_TAILS, ORIENTATIONS, PROPERTY_TYPES, type Pair } from './words';
import { planRows, type PlanRow } from './plans';

export interface GbaCitySeed {
  id: string;
  name: L;
  lat: number;
  lng: number;
  vocab: GbaCityVocab;
  /** gba_districts ids of vocab.districts, in order */
  districtIds: readonly number[];
}

const l = ([hk, en]: Pair): L => t(hk, en);
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const SELLING = 2;

export interface ProjectRows {
  project: SeedRow;
  plans: PlanRow[];
  permits: SeedRow[];
}

/** one project; `usedNames` keeps names unique across the region */
export function projectRows(rng: Rng, city: GbaCitySeed, n: number, id: number, usedNames: Set<string>, today: string): ProjectRows {
  const macau = city.id === 'macau';
  const at = n % city.vocab.districts.length;
  const district = city.vocab.districts[at] as (typeof city.vocab.districts)[number];
  let head = rng.pick(NAME_HEADS);
  let tail = rng.pick(NAME_TAILS);
  while (usedNames.has(head[0] + tail[0])) [head, tail] = [rng.pick(NAME_HEADS), rng.pick(NAME_TAILS)];
  usedNames.add(head[0] + tail[0]);
  const name = t(`${head[0]}${tail[0]}`, `${head[1]} ${tail[1]}`);
  const status = rng.weighted([[SELLING, 0.7], [1, 0.15], [3, 0.15]] as const);
  const unitPrice = Math.round(rng.int(district.price[0], district.price[1]) / 100) * 100;
  const type = rng.weighted([[PROPERTY_TYPES[0] as Pair, 0.75], [PROPERTY_TYPES[1] as Pair, 0.15], [PROPERTY_TYPES[2] as Pair, 0.1]]);
  const decoration = rng.pick(DECORATIONS);
  const households = rng.int(30, 240) * 10;
  const towers = Math.max(2, Math.round(households / rng.int(150, 300)));
  const completion = status === 3 ? yearOf(today) - rng.int(0, 1) : yearOf(today) + rng.int(0, 3);
  const developer = rng.pick(macau ? MACAU_DEVELOPERS : DEVELOPERS);
  const road = rng.pick(NAME_HEADS);
  const no = rng.int(1, 388);
  const address = t(`${city.name['zh-hk']}${district.hk}${road[0]}路${no}號`, `${no} ${road[1]} Road, ${district.en}, ${city.name['en-us']}`);
  const plans = planRows(rng, { projectId: id, macau, unitPrice, priced: status !== 1, orientations: ORIENTATIONS });
  const priced = plans.filter((p) => p.total_price !== null);
  const permits = status === 1 ? [] : permitRows(rng, city, id, towers, plans.reduce((s, p) => s + p.unit_count, 0), today);
  const agent = rng.pick(AGENT_NAMES);
  const tenure = macau ? 25 : type === PROPERTY_TYPES[2] ? 40 : 70;
  const project: SeedRow = {
    id,
    city_id: city.id,
    district_id: city.districtIds[at],
    name,
    developer: l(developer),
    address,
    sales_address: t(`${name['zh-hk']}銷售中心，${address['zh-hk']}`, `${name['en-us']} sales centre, ${address['en-us']}`),
    sales_status: status,
    property_type: l(type),
    completion_year: completion,
    unit_price_m2: status === 1 ? null : unitPrice,
    total_min: priced.length ? Math.min(...priced.map((p) => p.total_price as number)) : null,
    total_max: priced.length ? Math.max(...priced.map((p) => p.total_price as number)) : null,
    area_min_m2: Math.min(...plans.map((p) => p.area_m2)),
    area_max_m2: Math.max(...plans.map((p) => p.area_m2)),
    lat: Math.round((city.lat + district.at[0] + rng.range(-0.02, 0.02)) * 1e5) / 1e5,
    lng: Math.round((city.lng + district.at[1] + rng.range(-0.02, 0.02)) * 1e5) / 1e5,
    sales_intro: salesIntro({ name, developer: l(developer), city: city.name, district: t(district.hk, district.en), households, towers, decoration: l(decoration), completion, status }),
    land_tenure_years: tenure,
    decoration: l(decoration),
    plot_ratio: Math.round(rng.range(macau ? 6 : 2, macau ? 9 : 5) * 10) / 10,
    greening_ratio: Math.round(rng.range(0.3, 0.4) * 100) / 100,
    household_count: households,
    management_fee_m2: Math.round(rng.range(macau ? 8 : 2.5, macau ? 15 : 6.5) * 10) / 10,
    agent: {
      name: l(agent),
      company: l(rng.pick(AGENCIES)),
      phone: macau ? `+853 6${digits(rng, 3)} ${digits(rng, 4)}` : `+86 13${digits(rng, 1)} ${digits(rng, 4)} ${digits(rng, 4)}`,
      licenceNo: macau ? `IH-A${digits(rng, 4)}` : `GD-${yearOf(today) - rng.int(1, 6)}-${digits(rng, 6)}`,
    },
    latest_permit_on: permits.length ? (permits[permits.length - 1]?.issued_on as string) : null,
  };
  return { project, plans, permits };
}

function permitRows(rng: Rng, city: GbaCitySeed, projectId: number, towers: number, units: number, today: string): SeedRow[] {
  const count = Math.min(towers, rng.int(1, 3));
  const start = daysAgo(today, rng.int(120, 720));
  const out: SeedRow[] = [];
  let tower = 1;
  for (let i = 0; i < count; i++) {
    const issued = addDays(start, i * rng.int(40, 110));
    const year = yearOf(issued);
    const num = String(rng.int(1, 420)).padStart(3, '0');
    const permitNo = city.id === 'macau' ? `${city.vocab.permitPrefix}第${num}/${year}號` : cn(`${city.vocab.permitPrefix}（${year}）第${num}號`);
    const span = Math.max(1, Math.round(towers / count));
    const last = i === count - 1 ? towers : tower + span - 1;
    const buildings = tower === last ? t(`${tower}座`, `Tower ${tower}`) : t(`${tower}至${last}座`, `Towers ${tower} to ${last}`);
    const share = Math.max(20, Math.round((units * (last - tower + 1)) / towers));
    out.push({ project_id: projectId, permit_no: permitNo, issued_on: issued, buildings, unit_count: share, area_m2: Math.round(share * rng.range(85, 115)) });
    tower = last + 1;
  }
  return out;
}

function salesIntro(p: { name: L; developer: L; city: L; district: L; households: number; towers: number; decoration: L; completion: number; status: number }): L {
  const when = { hk: p.status === 3 ? `已於${p.completion}年落成，單位已售罄` : `預計${p.completion}年落成`, en: p.status === 3 ? `completed in ${p.completion} and sold out` : `due for completion in ${p.completion}` };
  const sale = { hk: p.status === 1 ? '預售許可證待批，開售日期及價單將另行公布。' : '現正發售，示範單位每日上午十時至下午六時開放。', en: p.status === 1 ? 'The pre-sale permit is pending; the launch date and price list will be announced.' : 'On sale now; show flats open daily from 10 am to 6 pm.' };
  return t(
    `${p.name['zh-hk']}由${p.developer['zh-hk']}發展，位於${p.city['zh-hk']}${p.district['zh-hk']}，共${p.towers}座、${p.households}伙，${p.decoration['zh-hk']}交付，${when.hk}。${sale.hk}`,
    `${p.name['en-us']}, by ${p.developer['en-us']} in ${p.district['en-us']}, ${p.city['en-us']}: ${p.households} homes in ${p.towers} towers, delivered ${p.decoration['en-us'].toLowerCase()}, ${when.en}. ${sale.en}`,
  );
}
