/**
 * Payments survive restarts and races: the same signed webhook delivered to two API instances on
 * one database at once pays the order once; an instance started afterwards finds the event and
 * changes nothing; and when paying fails halfway (the plan cannot be applied), neither the event
 * nor the order's change is kept, so the provider's next delivery pays it.
 */
import { buildApp } from '../src/app';
import { createTestEnv, type TestEnv } from './helpers';
import { deliverStripe, signed, stripeEvent, STRIPE_WEBHOOK_SECRET } from './payments-stripe-events';
import { FIXTURE, insertFixtures } from '../src/modules/member/testing';

let env: TestEnv;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_harbourhome', STRIPE_WEBHOOK_SECRET };
beforeAll(async () => {
  Object.assign(process.env, STRIPE);
  env = await createTestEnv();
  await insertFixtures(env.db);
});
afterAll(async () => {
  for (const k of Object.keys(STRIPE)) delete process.env[k];
  await env.close();
});

async function cardOrder(plan: 'premium' | 'promotion' = 'premium'): Promise<number> {
  const row = await env.db.one<{ id: number }>(
    `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, status, provider_ref)
     VALUES ($1, $2, $3, $4, 'card', 'pending', 'cs_test_' || md5(random()::text)) RETURNING id::int AS id`,
    [FIXTURE.ownedSale, FIXTURE.owner, plan, plan === 'premium' ? 688 : 388],
  );
  return Number(row?.id);
}
const paidOnce = (orderId: number) =>
  env.db.one('SELECT o.status, (SELECT count(*)::int FROM payment_events e WHERE e.order_id = o.id AND e.applied) AS applied FROM listing_orders o WHERE o.id = $1', [orderId]);

it('pays once when two instances receive the same event at once, and a restarted instance replays it as a no-op', async () => {
  const second = await buildApp({ db: env.db });
  await second.ready();
  const orderId = await cardOrder();
  const event = signed(stripeEvent('evt_twice', orderId));
  const answers = await Promise.all([deliverStripe(env.app, event), deliverStripe(second, event), deliverStripe(second, event)]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  expect(answers.map((a) => a.json().result.outcome).sort()).toEqual(['applied', 'replayed', 'replayed']);
  await second.close();

  const restarted = await buildApp({ db: env.db });
  await restarted.ready();
  await env.db.query('UPDATE listings SET premium = false WHERE id = $1', [FIXTURE.ownedSale]);
  expect((await deliverStripe(restarted, event)).json().result.outcome).toBe('replayed');
  await restarted.close();
  expect(await paidOnce(orderId)).toEqual({ status: 'paid', applied: 1 });
  expect((await env.db.one<{ p: boolean }>('SELECT premium AS p FROM listings WHERE id = $1', [FIXTURE.ownedSale]))?.p).toBe(false);
});

it('keeps neither the event nor the order change when paying fails halfway, so the next delivery pays it', async () => {
  const orderId = await cardOrder('promotion');
  const event = signed(stripeEvent('evt_halfway', orderId, { amount_total: 38_800 }));
  await env.db.exec(`CREATE FUNCTION refuse_pin() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
    CREATE TRIGGER refuse_pin BEFORE UPDATE OF top_type ON listings FOR EACH ROW EXECUTE FUNCTION refuse_pin();`);
  try {
    expect((await deliverStripe(env.app, event)).statusCode).toBe(500);
  } finally {
    await env.db.exec('DROP TRIGGER refuse_pin ON listings; DROP FUNCTION refuse_pin();');
  }
  expect(await env.db.one("SELECT count(*)::int AS n FROM payment_events WHERE event_id = 'evt_halfway'")).toEqual({ n: 0 });
  expect(await paidOnce(orderId)).toEqual({ status: 'pending', applied: 0 });
  expect((await deliverStripe(env.app, event)).json().result.outcome).toBe('applied');
  expect(await paidOnce(orderId)).toEqual({ status: 'paid', applied: 1 });
});
