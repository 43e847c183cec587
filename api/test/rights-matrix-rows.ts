/**
 * The rows of the rights matrix (rights-matrix.test.ts): per operation, the data it works on
 * (set up fresh for each cell), how a role's call turns into an outcome, and the outcome expected
 * of each role in the order visitor, member A, member B, listing owner, message author, staff.
 *
 * Outcomes: an HTTP status the API refused with ("401", "403", "404"); for reads, what of the
 * party's data came back ("sees", "none"); for writes, the status and what is left of the party's
 * data afterwards ("200 kept", "200 gone", "200 changed").
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/index';
import { FIXTURE, type CallOptions } from '../src/modules/member/testing';

export type Who = { token?: string; visitorId?: string };
export interface Ctx {
  db: Db;
  who: Record<'visitor' | 'memberA' | 'memberB' | 'owner' | 'author' | 'staff', Who>;
  call(method: 'GET' | 'POST', path: string, as: Who, o?: CallOptions): Promise<LightMyRequestResponse>;
  /** POST of raw bytes (an upload) with their Content-Type */
  upload(path: string, as: Who, query: Record<string, string | number>, bytes: Buffer, contentType: string): Promise<LightMyRequestResponse>;
  captcha(): Promise<{ id: string; x: number; trace: string }>;
}
/** ids of the data set up for a cell */
export type Data = Record<string, number>;
export interface Row {
  name: string;
  expect: readonly string[];
  setup(c: Ctx): Promise<Data>;
  run(c: Ctx, as: Who, data: Data): Promise<string>;
}

export const ok = (res: LightMyRequestResponse) => res.statusCode === 200;
export const refusedOr = (res: LightMyRequestResponse, outcome: () => string | Promise<string>) => (ok(res) ? outcome() : String(res.statusCode));
export const count = async (c: Ctx, sql: string, params: unknown[]) => Number((await c.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))?.n);
/** the status, and whether the party's row (`sql` counts it) is still there */
export const left = async (c: Ctx, res: LightMyRequestResponse, sql: string, params: unknown[]) =>
  `${res.statusCode} ${(await count(c, sql, params)) > 0 ? 'kept' : 'gone'}`;

async function clean(c: Ctx): Promise<void> {
  await c.db.exec(`DELETE FROM collections; DELETE FROM visitor_collections; DELETE FROM user_subscriptions;
    DELETE FROM user_evaluations; DELETE FROM outbox; DELETE FROM leave_messages;`);
}

/** member A bookmarks the owner's sale listing */
export async function bookmarkOfA(c: Ctx): Promise<Data> {
  await clean(c);
  const res = await c.call('POST', '/User/AddCollection', c.who.memberA, { body: { sourceType: 'buy', sourceId: FIXTURE.ownedSale, remark: 'A only' } });
  return { collection: res.json().result.collectionID as number };
}
/** the visitor bookmarks the owner's sale listing */
export async function bookmarkOfVisitor(c: Ctx): Promise<Data> {
  await clean(c);
  const res = await c.call('POST', '/User/AddVisitorCollection', c.who.visitor, { body: { sourceType: 'buy', sourceId: FIXTURE.ownedSale } });
  return { collection: res.json().result.collectionID as number };
}
/** member A saves a search */
export async function subscriptionOfA(c: Ctx): Promise<Data> {
  await clean(c);
  const res = await c.call('POST', '/User/AddUserSubscribe', c.who.memberA, { body: { name: 'Central 2 rooms', propertyType: 'buy' } });
  return { subscription: res.json().result.subscribeId as number };
}
/** member A rates the owner's sale listing */
export async function ratingOfA(c: Ctx): Promise<Data> {
  await clean(c);
  await c.call('POST', '/User/AddOrUpdateUserEvaluate', c.who.memberA, { body: { targetType: 'listing', targetId: FIXTURE.ownedSale, score: 4, comment: 'Bright flat' } });
  return {};
}
/** the author's public and owner-only messages on the owner's listing, and a visitor's public one */
export async function messages(c: Ctx): Promise<Data> {
  await clean(c);
  const insert = async (user: number | null, visitor: string | null, ownerOnly: boolean) =>
    Number(
      (await c.db.one<{ id: number }>(
        `INSERT INTO leave_messages (listing_id, author_user_id, author_visitor_id, contact_name, contact_type, contact, content, owner_only)
         VALUES ($1, $2, $3, 'Mr Ho', 'phone', '62345678', 'Can I view it on Saturday?', $4) RETURNING id::int AS id`,
        [FIXTURE.ownedSale, user, visitor, ownerOnly],
      ))?.id,
    );
  return { public: await insert(9005, null, false), ownerOnly: await insert(9005, null, true), byVisitor: await insert(null, c.who.visitor.visitorId ?? null, false) };
}

/** a read that lists bookmarks: does the party's bookmark come back? */
const listOf = (setup: Row['setup']) => (path: string, body: object): Omit<Row, 'name' | 'expect'> => ({
  setup,
  run: async (c, as, d) => {
    const res = await c.call('POST', path, as, { body });
    return refusedOr(res, () => (JSON.stringify(res.json().result).includes(`"collectionID":${d.collection}`) ? 'sees' : 'none'));
  },
});
export const listOfA = listOf(bookmarkOfA);
export const visitorList = listOf(bookmarkOfVisitor);

export const countOf = (path: string, setup: Row['setup']): Omit<Row, 'name' | 'expect'> => ({
  setup,
  run: async (c, as) => {
    const res = await c.call('POST', path, as, { body: { sourceType: 'buy' } });
    return refusedOr(res, () => (res.json().result.total > 0 ? 'sees' : 'none'));
  },
});

export const ACCOUNT_ROWS: Row[] = [
  {
    name: 'GetUserInfo: whose account comes back',
    expect: ['401', 'A', 'own', 'own', 'own', 'own'],
    setup: async () => ({}),
    run: async (c, as) => {
      const res = await c.call('GET', '/User/GetUserInfo', as);
      return refusedOr(res, () => (res.json().result.email === 'member9002@fixture.test' ? 'A' : 'own'));
    },
  },
  { name: "SearchCollection: A's bookmark", expect: ['401', 'sees', 'none', 'none', 'none', 'none'], ...listOfA('/User/SearchCollection', {}) },
  { name: "SearchCollection of a type: A's bookmark", expect: ['401', 'sees', 'none', 'none', 'none', 'none'], ...listOfA('/User/SearchCollection', { sourceType: 'buy' }) },
  { name: "GetCollectionsStatus: A's bookmark", expect: ['401', 'sees', 'none', 'none', 'none', 'none'], ...listOfA('/User/GetCollectionsStatus', { sourceType: 'buy', sourceIds: [FIXTURE.ownedSale] }) },
  { name: "GetCollectionCount: A's bookmarks", expect: ['401', 'sees', 'none', 'none', 'none', 'none'], ...countOf('/User/GetCollectionCount', bookmarkOfA) },
  {
    name: "UpdateCollection of A's bookmark",
    expect: ['401', '200 changed', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: bookmarkOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/UpdateCollection', as, { body: { collectionID: d.collection, remark: 'changed' } });
      if (res.statusCode === 401) return '401';
      const remark = (await c.db.one<{ remark: string }>('SELECT remark FROM collections WHERE id = $1', [d.collection]))?.remark;
      return `${res.statusCode} ${remark === 'A only' ? 'kept' : 'changed'}`;
    },
  },
  {
    name: "DeleteCollection of A's bookmark by id",
    expect: ['401', '200 gone', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/DeleteCollection', as, { query: { collectionId: Number(d.collection) } });
      return res.statusCode === 401 ? '401' : left(c, res, 'collections WHERE id = $1', [d.collection]);
    },
  },
  {
    name: 'DeleteCollection of every bookmark of a type',
    expect: ['401', '200 gone', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/DeleteCollection', as, { query: { sourceType: 'buy' } });
      return res.statusCode === 401 ? '401' : left(c, res, 'collections WHERE id = $1', [d.collection]);
    },
  },
  {
    name: "AddCollection of the same listing: A's bookmark untouched by others",
    expect: ['401', '200 changed', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/AddCollection', as, { body: { sourceType: 'buy', sourceId: FIXTURE.ownedSale, remark: 'mine' } });
      if (res.statusCode === 401) return '401';
      return (await left(c, res, "collections WHERE id = $1 AND remark = 'A only' AND user_id = $2", [d.collection, FIXTURE.member])).replace('gone', 'changed');
    },
  },
];
