/**
 * Listings (spec 3.1): sale, rent and serviced apartments in estates weighted by size, priced a
 * few percent above the estate's recent deals of similar flats, with owners (about 15 percent) or
 * agents, media, states and dates.
 */
import type { Rng } from './prng';
import type { Estate } from './estates';
import type { Agent } from './parties';
import type { SeedRow } from './batch';
import { minutesAgo } from './clock';
import { floorFactor, floorLevel, flatLetter, grossFor, randomFlat, roomsFor, bathroomsFor } from './flats';
import { listingDescription, listingTitle, type ListingFacts } from './listing-text';
import { mediaFor, pickStatus, pickTags, priceAndArea, rentLabels, SALE_MAX, SALE_MIN, RENT_MAX, RENT_MIN } from './listing-parts';
import { round6 } from './geo';
import { flatPremium } from './flat-premium';
import { recentLevel } from './market-trend';

/** how far asking prices sit above recent deals of similar flats, on average */
export const ASKING_PREMIUM = 1.04;
import { t } from './text';

export interface ListingContext {
  estates: readonly Estate[];
  agents: readonly Agent[];
  ownerIds: readonly number[];
  companyPrefix: Map<number, string>;
  refDate: string;
}

function cumulative(estates: readonly Estate[]): number[] {
  let s = 0;
  return estates.map((e) => (s += Math.sqrt(e.unitCount)));
}

function pickIndex(rng: Rng, cum: readonly number[]): number {
  const x = rng.next() * (cum[cum.length - 1] as number);
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cum[mid] as number) > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function buildListings(rng: Rng, count: number, ctx: ListingContext): SeedRow[] {
  const cum = cumulative(ctx.estates);
  const rows: SeedRow[] = [];
  let ownOwner = 0;
  let ownAgent = 0;
  for (let i = 0; i < count; i++) {
    const e = ctx.estates[pickIndex(rng, cum)] as Estate;
    const kind = rng.weighted([['sale', 60], ['rent', 34], ['serviced', 6]] as const);
    const rental: 1 | 2 = kind === 'sale' ? 1 : 2;
    const serviced = kind === 'serviced';
    const id = `${rental === 1 ? 'S' : 'R'}${1000001 + i}`;
    const flat = randomFlat(rng, e);
    const b = e.buildings[flat.buildingIndex] as Estate['buildings'][number];
    const noise = Math.exp(rng.normal() * 0.05);
    const baseArea = serviced ? Math.min(e.flatSizes[flat.letter] as number, rng.int(250, 700)) : (e.flatSizes[flat.letter] as number);
    // asking prices sit a few percent above the similar flats' deals of the last twelve months
    const asking = e.psf * recentLevel(ctx.refDate, e.district.drift) * floorFactor(flat.floor, b.floors)
      * flatPremium(e, flat.buildingIndex, flat.letter, baseArea) * noise * ASKING_PREMIUM;
    const monthly = (asking * e.district.rentYield) / 12 * (serviced ? 1.35 : 1);
    const { price, area } = rental === 1
      ? priceAndArea(asking, baseArea, SALE_MIN, SALE_MAX, 10_000)
      : priceAndArea(monthly, baseArea, RENT_MIN, RENT_MAX, 100);
    const gross = grossFor(area, e.efficiency);
    const rooms = roomsFor(area, rng);
    const tags = pickTags(rng, e, rental, serviced);
    const level = floorLevel(flat.floor, b.floors);
    const leaseMin = serviced ? rng.int(1, 6) : undefined;
    const leaseMax = leaseMin !== undefined ? rng.int(Math.max(leaseMin, 6), 11) : undefined;
    const facts: ListingFacts = { estate: e, rental, serviced, rooms, baths: bathroomsFor(rooms, rng), floorLevel: level, saleable: area, gross, tags, leaseMin, leaseMax };
    const owner = !serviced && rng.chance(0.15);
    // the documented test owner (first owner id) and test agent (agent 1) always have live listings
    const ownerId = owner ? (ownOwner < 3 ? ctx.ownerIds[0] : rng.pick(ctx.ownerIds)) : null;
    const agent = owner ? undefined : ownAgent < 3 ? ctx.agents[0] : rng.pick(ctx.agents);
    const showcase = (owner && ownOwner < 3) || (!owner && ownAgent < 3);
    if (owner) ownOwner++;
    else ownAgent++;
    const media = mediaFor(rng, id, rooms, area);
    const picked = pickStatus(rng);
    const status = showcase ? 4 : picked;
    const publishedMin = rng.int(60, 180 * 24 * 60);
    const updatedMin = rng.int(30, publishedMin);
    const expiresMin = status === 5 ? rng.int(1, Math.min(updatedMin, 60 * 24 * 60)) : -rng.int(60 * 24 * 5, 60 * 24 * 90);
    const reduced = rng.chance(rental === 1 ? 0.14 : 0.08);
    const pct = reduced ? rng.int(3, 15) : 0;
    const original = reduced ? Math.round(price / (1 - pct / 100) / (rental === 1 ? 10_000 : 100)) * (rental === 1 ? 10_000 : 100) : null;
    const premium = rng.chance(0.1);
    // sale form (1 first-hand, 2 second-hand, 3 auction, 4 tender): first-hand only in brand-new estates
    const firstHand = rental === 1 && e.age < 1.5 && rng.chance(0.5);
    const saleForm = rental === 2 ? null : firstHand ? 1 : rng.weighted([[2, 97], [3, 2], [4, 1]] as const);
    const topType = status === 4 && rng.chance(0.04) ? 3 : 0;
    rows.push({
      id, listing_no: `${String(260000000 + i * 7 + rng.int(0, 6))}`, agent_ref: agent ? `${ctx.companyPrefix.get(agent.companyId)}-${rng.int(10000, 99999)}` : null,
      rental_type: rental, is_serviced: serviced, status, verified: rng.chance(0.7), premium, top_type: topType,
      owner_user_id: ownerId ?? null, agent_id: agent ? agent.id : null, company_id: agent ? agent.companyId : null,
      is_owner_listing: owner, property_source: owner ? 1 : firstHand ? 3 : 2, estate_id: e.id, building_id: b.id,
      region_code: e.district.regionCode, district_code: e.district.code, area_code: e.area.code,
      title: listingTitle(facts), description: listingDescription(facts),
      address: t(`${e.address['zh-hk']}${e.name['zh-hk']}`, `${e.name['en-us']}, ${e.address['en-us']}`),
      floor: flat.floor, floor_level: level, flat: flatLetter(flat.letter), property_category: 1, sale_form: saleForm,
      sale_price: rental === 1 ? price : null, rent_price: rental === 2 ? price : null,
      original_price: original, price_reduction_pct: reduced ? pct : null,
      building_area: gross, saleable_area: area, saleable_avg_price: Math.round(price / area), building_avg_price: Math.round(price / gross),
      room_number: rooms, bathroom_number: facts.baths, building_age: Math.floor(e.age), property_tags: tags,
      property_labels: media.labels, rent_labels: rental === 2 ? rentLabels(rng, serviced, tags) : [],
      facility_ids: e.facilityIds, station_id: e.station.id, line_ids: e.station.lineIds, primary_school_net: e.primaryNet,
      lat: round6(e.lat + rng.normal() * 0.0002), lng: round6(e.lng + rng.normal() * 0.0002),
      photos: media.photos, floor_plan: media.floorPlan, video_url: media.video, vr_url: media.vr,
      parking: tags.includes(601) ? { spaces: 1, covered: rng.chance(0.8), evCharging: tags.includes(602) } : null,
      lease_min_months: leaseMin ?? null, lease_max_months: leaseMax ?? null,
      view_count: Math.round(rng.range(5, 60) * Math.sqrt(publishedMin / 60 / 24 + 1) * (topType ? 3 : 1)),
      published_at: minutesAgo(ctx.refDate, publishedMin), updated_at: minutesAgo(ctx.refDate, updatedMin),
      expires_at: minutesAgo(ctx.refDate, expiresMin),
      rank_score: (topType ? 1000 : 0) + (premium ? 300 : 0) + media.photos.length * 10 + Math.round(200 - publishedMin / 1296),
    });
  }
  return rows;
}
