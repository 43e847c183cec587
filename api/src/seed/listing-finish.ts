/**
 * After the listings are drawn: make sure every state of spec 4.1 appears (never by taking a live
 * listing from the test owner, user 1, or the test agent, agent 1), and write orders.
 */
import type { Rng } from './prng';
import type { SeedRow } from './batch';

const OTHER_STATES = [1, 2, 3, 5, 6, 7, 8, 9];

export function finishListings(rng: Rng, rows: SeedRow[]): void {
  for (const s of OTHER_STATES) {
    let have = rows.filter((r) => r.status === s).length;
    while (have < 2 && rows.length > 40) {
      const r = rows[rng.int(0, rows.length - 1)] as SeedRow;
      if (r.status !== 4 || r.top_type === 3 || r.owner_user_id === 1 || r.agent_id === 1) continue;
      r.status = s;
      if (s === 5) r.expires_at = r.updated_at;
      have++;
    }
  }
}

/** an order for every owner listing and every premium listing */
export function listingOrders(rng: Rng, rows: readonly SeedRow[]): SeedRow[] {
  const out: SeedRow[] = [];
  for (const r of rows) {
    if (!r.is_owner_listing && !r.premium) continue;
    const method = r.premium ? 'premium' : 'standard';
    out.push({
      listing_id: r.id, user_id: r.owner_user_id ?? null, method, amount: r.premium ? 388 : 0,
      payment_method: rng.weighted([['card', 6], ['bank-transfer', 3], ['paypal', 1]] as const),
      status: r.status === 1 ? 'pending' : 'paid', created_at: r.published_at,
    });
    if (r.is_owner_listing && rng.chance(0.2)) {
      out.push({
        listing_id: r.id, user_id: r.owner_user_id ?? null, method: 'renewal', amount: 98,
        payment_method: rng.weighted([['card', 6], ['bank-transfer', 3], ['paypal', 1]] as const), status: 'paid', created_at: r.updated_at,
      });
    }
  }
  return out;
}
