/**
 * A payment is neither lost nor applied twice across a crash: the API (a process of its own, on a
 * PGlite folder or on PostgreSQL) receives Stripe's signed events for many card orders and is
 * killed with -9 while they are in flight; started again, it is sent every event again, as Stripe
 * retries. Each event answered `applied` before the kill is found and answered `replayed`, every
 * order ends paid, and each by exactly one event.
 */
import { migrate } from '../src/db/migrate';
import { FIXTURE, insertFixtures } from '../src/modules/member/testing';
import { freePort, killApi, portClosed, postRaw, startApi, withStore, type Store } from './api-process';
import { signed, stripeEvent, STRIPE_WEBHOOK_SECRET } from './payments-stripe-events';

const ORDERS = 40;
const APPLIED_BEFORE_KILL = 12;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_harbourhome', STRIPE_WEBHOOK_SECRET };

async function pendingCardOrders(store: Store): Promise<number[]> {
  const db = await store.open();
  await migrate(db);
  await insertFixtures(db);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status)
     SELECT $1, $2, 'premium', 688, 'card', 'pending' FROM generate_series(1, ${ORDERS}) RETURNING id::int AS id`,
    [FIXTURE.ownedSale, FIXTURE.owner],
  );
  await db.close();
  return rows.map((r) => r.id);
}

async function killMidPayments(store: Store): Promise<void> {
  const orders = await pendingCardOrders(store);
  const events = orders.map((id, n) => signed(stripeEvent(`evt_kill_${n}`, id)));
  const deliver = (port: number, n: number) => {
    const { payload, signature } = events[n] as { payload: string; signature: string };
    return postRaw(port, '/Payment/StripeWebhook', payload, { 'stripe-signature': signature }, `127.0.0.${2 + (n % 250)}`);
  };
  const port = await freePort();
  let api = await startApi(store, port, STRIPE);
  const answeredApplied: number[] = [];
  let next = 0;
  const sender = async () => {
    while (api.exitCode === null && api.signalCode === null && next < events.length) {
      const n = next++;
      try {
        const res = await deliver(port, n);
        if ((res.json.result as { outcome?: string } | undefined)?.outcome === 'applied') answeredApplied.push(n);
        if (answeredApplied.length === APPLIED_BEFORE_KILL) api.kill('SIGKILL');
      } catch {
        return; // the process is gone: the event in flight had no answer
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, sender));
  await killApi(api);
  expect(answeredApplied.length).toBeGreaterThanOrEqual(APPLIED_BEFORE_KILL);
  expect(next).toBeLessThan(events.length); // some events were never sent or never answered
  expect(await portClosed(port)).toBe(true);

  api = await startApi(store, port, STRIPE);
  const outcomes: string[] = [];
  try {
    for (let n = 0; n < events.length; n++) outcomes.push((((await deliver(port, n)).json.result ?? {}) as { outcome: string }).outcome);
  } finally {
    await killApi(api);
  }
  expect(answeredApplied.map((n) => outcomes[n])).toEqual(answeredApplied.map(() => 'replayed'));
  expect(outcomes.every((o) => o === 'applied' || o === 'replayed')).toBe(true);

  const db = await store.open();
  try {
    const rows = await db.query<{ status: string; applied: number }>(
      `SELECT o.status, (SELECT count(*)::int FROM payment_events e WHERE e.order_id = o.id AND e.applied) AS applied
       FROM listing_orders o WHERE o.id = ANY($1::bigint[])`,
      [orders],
    );
    expect(rows).toHaveLength(ORDERS);
    expect(rows.filter((r) => r.status !== 'paid' || r.applied !== 1)).toEqual([]);
  } finally {
    await db.close();
  }
}

test('payments answered before a kill -9 are kept, and none is applied twice after the restart', () => withStore(killMidPayments), 240_000);
