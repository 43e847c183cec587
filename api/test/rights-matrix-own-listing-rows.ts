/** The rows of the rights matrix over a member's own listings, their orders and the staff calls (see rights-matrix-rows). */
import { FIXTURE, TEST_BANK } from '../src/modules/member/testing';
import { count, refusedOr, type Ctx, type Row } from './rights-matrix-rows';

/** member A's own effective listing (a copy of the fixture sale listing) */
export async function listingOfA(c: Ctx) {
  await c.db.query("DELETE FROM listings WHERE id = 'S8800001'");
  await c.db.query(
    `INSERT INTO listings (id, listing_no, rental_type, status, owner_user_id, is_owner_listing, estate_id, region_code, district_code, title, description,
       address, sale_price, saleable_area, room_number, building_age, lat, lng, published_at, updated_at, expires_at)
     SELECT 'S8800001', 'HH8800001', 1, 4, $1, true, estate_id, region_code, district_code, title, '{"zh-hk":"","zh-cn":"","en-us":""}', address,
       6500000, 500, 2, building_age, lat, lng, now(), now(), now() + interval '30 days' FROM listings WHERE id = $2`,
    [FIXTURE.member, FIXTURE.ownedSale],
  );
  return {};
}
const statusOfA = async (c: Ctx) => Number((await c.db.one<{ status: number }>("SELECT status FROM listings WHERE id = 'S8800001'"))?.status);

export const OWN_LISTING_ROWS: Row[] = [
  {
    name: "SearchOwnListing: A's listing",
    expect: ['401', 'sees', 'none', 'none', 'none', 'none'],
    setup: listingOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/SearchOwnListing', as, { body: {} });
      return refusedOr(res, () => (res.json().result.items.some((l: { listingId: string }) => l.listingId === 'S8800001') ? 'sees' : 'none'));
    },
  },
  ...(['hide', 'delete'] as const).map((action): Row => ({
    name: `OwnListingAction ${action} of A's listing`,
    expect: ['401', '200 changed', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: listingOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/OwnListingAction', as, { body: { listingId: 'S8800001', action } });
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await statusOfA(c)) === 4 ? 'kept' : 'changed'}`;
    },
  })),
  {
    name: "UpdateOwnListing of A's listing",
    expect: ['401', '200 changed', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: listingOfA,
    run: async (c, as) => {
      const listing = { rentalType: 1, estateId: FIXTURE.estate, price: 6_000_000, saleableArea: 500, roomNumber: 2 };
      const res = await c.call('POST', '/User/UpdateOwnListing', as, { body: { listingId: 'S8800001', listing } });
      const price = Number((await c.db.one<{ p: number }>("SELECT sale_price AS p FROM listings WHERE id = 'S8800001'"))?.p);
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${price === 6_500_000 ? 'kept' : 'changed'}`;
    },
  },
  {
    name: "ReviewListing (staff only) of A's listing under review",
    expect: ['401', '403 kept', '403 kept', '403 kept', '403 kept', '200 changed'],
    setup: async (c) => {
      await listingOfA(c);
      await c.db.query("UPDATE listings SET status = 2 WHERE id = 'S8800001'");
      return {};
    },
    run: async (c, as) => {
      const res = await c.call('POST', '/Staff/ReviewListing', as, { body: { listingId: 'S8800001', approve: true } });
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await statusOfA(c)) === 2 ? 'kept' : 'changed'}`;
    },
  },
];

const BANK = TEST_BANK;
const pendingOrders = (c: Ctx) => count(c, "listing_orders WHERE listing_id = $1 AND status = 'pending'", [FIXTURE.ownedSale]);

export const ORDER_ROWS: Row[] = [
  {
    name: "CreateListingOrder for the owner's listing",
    expect: ['401', '404 none', '404 none', '200 made', '404 none', '404 none'],
    setup: async (c) => {
      await c.db.query("DELETE FROM listing_orders WHERE status = 'pending'");
      return {};
    },
    run: async (c, as) => {
      Object.assign(process.env, BANK);
      try {
        const res = await c.call('POST', '/User/CreateListingOrder', as, { body: { listingId: FIXTURE.ownedSale, plan: 'premium', paymentMethod: 'bank-transfer' } });
        return res.statusCode === 401 ? '401' : `${res.statusCode} ${(await pendingOrders(c)) > 0 ? 'made' : 'none'}`;
      } finally {
        for (const k of Object.keys(BANK)) delete process.env[k];
      }
    },
  },
  {
    name: "ConfirmListingOrder (staff only) of the owner's order",
    expect: ['401', '403 kept', '403 kept', '403 kept', '403 kept', '200 changed'],
    setup: async (c) => {
      const row = await c.db.one<{ id: number }>(
        `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status) VALUES ($1, $2, 'premium', 688, 'bank-transfer', 'pending')
         RETURNING id::int AS id`,
        [FIXTURE.ownedSale, FIXTURE.owner],
      );
      return { order: Number(row?.id) };
    },
    run: async (c, as, d) => {
      const res = await c.call('POST', '/Staff/ConfirmListingOrder', as, { body: { orderId: d.order } });
      const kept = (await count(c, "listing_orders WHERE id = $1 AND status = 'pending'", [d.order])) > 0;
      return res.statusCode === 401 ? '401' : `${res.statusCode} ${kept ? 'kept' : 'changed'}`;
    },
  },
];
