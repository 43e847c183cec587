/** The rows of the rights matrix over visitor bookmarks, saved searches, ratings and orders (see rights-matrix-rows). */
import { FIXTURE } from '../src/modules/member/testing';
import { bookmarkOfVisitor, countOf, left, ratingOfA, refusedOr, subscriptionOfA, visitorList, type Data, type Row } from './rights-matrix-rows';

export const VISITOR_AND_MEMBER_ROWS: Row[] = [
  { name: "SearchVisitorCollection: the visitor's bookmark", expect: ['sees', 'none', 'none', 'none', 'none', 'none'], ...visitorList('/User/SearchVisitorCollection', {}) },
  { name: "SearchVisitorCollection of a type: the visitor's bookmark", expect: ['sees', 'none', 'none', 'none', 'none', 'none'], ...visitorList('/User/SearchVisitorCollection', { sourceType: 'buy' }) },
  { name: "GetVisitorCollectionsStatus: the visitor's bookmark", expect: ['sees', 'none', 'none', 'none', 'none', 'none'], ...visitorList('/User/GetVisitorCollectionsStatus', { sourceType: 'buy', sourceIds: [FIXTURE.ownedSale] }) },
  { name: "GetVisitorCollectionCount: the visitor's bookmarks", expect: ['sees', 'none', 'none', 'none', 'none', 'none'], ...countOf('/User/GetVisitorCollectionCount', bookmarkOfVisitor) },
  ...(
    [
      ['by id', (d: Data) => ({ collectionID: d.collection })],
      ['by listing', () => ({ sourceType: 'buy', sourceId: FIXTURE.ownedSale })],
    ] as const
  ).map(([how, body]): Row => ({
    name: `CancelVisitorCollection of the visitor's bookmark ${how}`,
    expect: ['200 gone', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfVisitor,
    run: async (c, as, d) => left(c, await c.call('POST', '/User/CancelVisitorCollection', as, { body: body(d) }), 'visitor_collections WHERE id = $1', [d.collection]),
  })),
  {
    name: 'CleanVisitorCollection',
    expect: ['200 gone', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfVisitor,
    run: async (c, as, d) => left(c, await c.call('POST', '/User/CleanVisitorCollection', as, { body: {} }), 'visitor_collections WHERE id = $1', [d.collection]),
  },
  {
    name: "AddVisitorCollection of the same listing: the visitor's bookmark untouched",
    expect: ['200 kept', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: bookmarkOfVisitor,
    run: async (c, as, d) =>
      left(c, await c.call('POST', '/User/AddVisitorCollection', as, { body: { sourceType: 'buy', sourceId: FIXTURE.ownedSale } }), 'visitor_collections WHERE id = $1 AND visitor_id = $2', [d.collection, c.who.visitor.visitorId]),
  },
  {
    name: "GetUserSubscribesV2: A's saved search",
    expect: ['401', 'sees', 'none', 'none', 'none', 'none'],
    setup: subscriptionOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/GetUserSubscribesV2', as);
      return refusedOr(res, () => (res.json().result.items.some((s: { subscribeId: number }) => s.subscribeId === d.subscription) ? 'sees' : 'none'));
    },
  },
  {
    name: "GetUserDefaultSubscribe: A's saved search",
    expect: ['401', 'sees', 'none', 'none', 'none', 'none'],
    setup: subscriptionOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/GetUserDefaultSubscribe', as, { query: { propertyType: 'buy' } });
      return refusedOr(res, () => (res.json().result?.subscribeId === d.subscription ? 'sees' : 'none'));
    },
  },
  {
    name: "DeleteUserSubscribe of A's saved search",
    expect: ['401', '200 gone', '404 kept', '404 kept', '404 kept', '404 kept'],
    setup: subscriptionOfA,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/DeleteUserSubscribe', as, { query: { subscribeId: Number(d.subscription) } });
      return res.statusCode === 401 ? '401' : left(c, res, 'user_subscriptions WHERE id = $1', [d.subscription]);
    },
  },
  {
    name: "AddUserSubscribe: A's saved searches untouched",
    expect: ['401', '200 kept', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: subscriptionOfA,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/AddUserSubscribe', as, { body: { name: 'Kennedy Town', propertyType: 'rent' } });
      return res.statusCode === 401 ? '401' : left(c, res, 'user_subscriptions WHERE id = $1 AND user_id = $2', [d.subscription, FIXTURE.member]);
    },
  },
  {
    name: "GetUserEvaluate: A's own rating and comment",
    expect: ['none', 'sees', 'none', 'none', 'none', 'none'],
    setup: ratingOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/GetUserEvaluate', as, { body: { targetType: 'listing', targetId: FIXTURE.ownedSale } });
      return refusedOr(res, () => (res.json().result.mine?.comment === 'Bright flat' ? 'sees' : 'none'));
    },
  },
  {
    name: "AddOrUpdateUserEvaluate of the same listing: A's rating untouched",
    expect: ['401', '200 changed', '200 kept', '200 kept', '200 kept', '200 kept'],
    setup: ratingOfA,
    run: async (c, as) => {
      const res = await c.call('POST', '/User/AddOrUpdateUserEvaluate', as, { body: { targetType: 'listing', targetId: FIXTURE.ownedSale, score: 1, comment: 'Dark' } });
      if (res.statusCode === 401) return '401';
      return (await left(c, res, "user_evaluations WHERE user_id = $1 AND comment = 'Bright flat' AND score = 4", [FIXTURE.member])).replace('gone', 'changed');
    },
  },
  {
    name: 'SearchOrderRecord: the orders of the caller’s own listings only',
    expect: ['401', 'none', 'none', 'S9003 S9001', 'none', 'none'],
    setup: async () => ({}),
    run: async (c, as) => {
      const res = await c.call('POST', '/User/SearchOrderRecord', as, { body: {} });
      return refusedOr(res, () => res.json().result.items.map((o: { listingId: string }) => o.listingId).join(' ') || 'none');
    },
  },
];
