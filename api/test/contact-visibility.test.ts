/**
 * A listing's contact details (phone, WhatsApp) are shown to everyone only while the listing is
 * effective (spec 4.1: effective, content updated); in every other state only its owner (the
 * owner member, or the member account of its agent) gets them, on every call that answers them.
 */
import { call, FIXTURE, insertFixtures, tokenFor } from '../src/modules/member/testing';
import { LISTING_STATUS_KEY } from '../src/modules/catalog/labels';
import { createTestEnv, type TestEnv } from './helpers';

let env: TestEnv;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  env = await createTestEnv();
  await insertFixtures(env.db);
  tokens.other = await tokenFor(env.db, FIXTURE.other);
  tokens.ownerMember = await tokenFor(env.db, FIXTURE.owner);
  tokens.agentMember = await tokenFor(env.db, FIXTURE.agentUser);
});
afterAll(() => env.close());

const LISTINGS = [
  { id: FIXTURE.ownedSale, owner: 'ownerMember', digits: '91234567' },
  { id: FIXTURE.agentRent, owner: 'agentMember', digits: '61234567' },
] as const;
const VISIBLE_TO_ALL = new Set([4, 8]);

let ip = 0;
const opts = (viewer: string, extra: object) => ({ token: tokens[viewer], ip: `10.91.${(++ip >> 8) & 255}.${ip & 255}`, ...extra });

/** whether each call answered the listing's full number (or a WhatsApp link to it) */
async function exposures(id: string, digits: string, viewer: string): Promise<Record<string, boolean>> {
  const full = new RegExp(`${digits.slice(0, 4)}\\D?${digits.slice(4)}`);
  const byId = (await call(env.app, 'GET', '/Property/GetPropertyUserInfoById', opts(viewer, { query: { propertyId: id } }))).json().result;
  const [inList] = (await call(env.app, 'POST', '/Property/GetPropertyUserInfoList', opts(viewer, { body: { propertyIds: [id] } }))).json().result;
  const receive = (await call(env.app, 'POST', '/Common/PrepareReceiveCall', opts(viewer, { body: { listingId: id } }))).json().result;
  const whatsApp = (await call(env.app, 'POST', '/Common/GetWhatsAppUrl', opts(viewer, { body: { listingId: id } }))).json().result;
  const card = (c: { phone: string; whatsapp: string | null; contactHidden: boolean }) =>
    full.test(c.phone) || full.test(c.whatsapp ?? '') || !c.contactHidden;
  return {
    GetPropertyUserInfoById: card(byId),
    GetPropertyUserInfoList: card(inList),
    PrepareReceiveCall: full.test(receive.phone ?? '') || receive.visible,
    GetWhatsAppUrl: full.test(whatsApp.url ?? '') || whatsApp.visible,
  };
}

describe('contact details by listing state and viewer', () => {
  const rows = Object.keys(LISTING_STATUS_KEY).map(Number).flatMap((status) =>
    LISTINGS.flatMap((l) => (['visitor', 'other', l.owner] as const).map((viewer) => ({ status, listing: l, viewer }))));

  it.each(rows)('state $status, $listing.id, $viewer', async ({ status, listing, viewer }) => {
    await env.db.query('UPDATE listings SET status = $2 WHERE id = $1', [listing.id, status]);
    const shown = VISIBLE_TO_ALL.has(status) || viewer === listing.owner;
    const got = await exposures(listing.id, listing.digits, viewer);
    expect(got).toEqual({ GetPropertyUserInfoById: shown, GetPropertyUserInfoList: shown, PrepareReceiveCall: shown, GetWhatsAppUrl: shown });
  });

});
