/**
 * Fixtures for the member tests: a handful of rows of the catalog (regions, an agency and agent,
 * users, listings in several states, an estate, a new estate, orders) and request helpers.
 * Test-only; nothing in the product imports it.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/index';
import { registered } from '../../http/register';
import { createSession } from './auth';
import { handTrace } from './captcha-testing';

const t3 = (hk: string, cn: string, en: string) => JSON.stringify({ 'zh-hk': hk, 'zh-cn': cn, 'en-us': en });

export const FIXTURE = {
  owner: 9001, // owns S9001 and S9003
  member: 9002,
  other: 9003,
  agentUser: 9004, // the account of agent 901, who lists R9002
  ownedSale: 'S9001',
  agentRent: 'R9002',
  expiredSale: 'S9003',
  estate: 9101,
  newEstate: 9201,
} as const;

export async function insertFixtures(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO regions (code, parent_code, level, name) VALUES
      ('ZZ-HK', NULL, 1, '${t3('港島', '港岛', 'Hong Kong Island')}'),
      ('ZZ-CW', 'ZZ-HK', 2, '${t3('中西區', '中西区', 'Central and Western')}');
    INSERT INTO companies (id, name, address, license) VALUES
      (901, '${t3('港居地產', '港居地产', 'Harbour Realty')}', '${t3('中環', '中环', 'Central')}', 'C-901001');
    INSERT INTO agents (id, company_id, name, license, phone, whatsapp) VALUES
      (901, 901, '${t3('陳大文', '陈大文', 'Chan Tai Man')}', 'E-901001', '61234567', '61234567');
    INSERT INTO users (id, email, phone, name, role, agent_id) VALUES
      (9001, 'owner9001@fixture.test', '91234567', 'Owner', 'owner', NULL),
      (9002, 'member9002@fixture.test', '92345678', 'Member', 'member', NULL),
      (9003, 'other9003@fixture.test', NULL, 'Other', 'member', NULL),
      (9004, 'agent9004@fixture.test', '61234567', 'Agent', 'agent', 901);
    INSERT INTO estates (id, name, search_key, tag_category, address, region_code, district_code, lat, lng, occupation_date, storeys, unit_count)
      VALUES (9101, '${t3('海景花園', '海景花园', 'Harbour View Gardens')}', 'harbourview', 'Z',
        '${t3('干諾道西 1 號', '干诺道西 1 号', '1 Connaught Road West')}', 'ZZ-HK', 'ZZ-CW', 22.28, 114.15, '1998-06-01', 40, 800);
    INSERT INTO new_estates (id, name, search_key, region_code, district_code, address, lat, lng, tower_count, flat_count, sales_status, min_price, max_price)
      VALUES (9201, '${t3('港灣一號', '港湾一号', 'One Harbour')}', 'oneharbour', 'ZZ-HK', 'ZZ-CW',
        '${t3('堅尼地城', '坚尼地城', 'Kennedy Town')}', 22.28, 114.13, 2, 300, 2, 6000000, 18000000);
  `);
  const listing = (id: string, no: string, type: number, status: number, owner: number | null, agent: number | null) =>
    db.query(
      `INSERT INTO listings (id, listing_no, rental_type, status, owner_user_id, agent_id, is_owner_listing, estate_id, region_code,
         district_code, title, description, address, sale_price, rent_price, saleable_area, room_number, building_age, lat, lng,
         published_at, updated_at, expires_at)
       VALUES ($1, $2, $3, $4, $5::bigint, $6::int, $5::bigint IS NOT NULL, 9101, 'ZZ-HK', 'ZZ-CW', $7, $7, $8, $9, $10, 520, 2, 25, 22.28, 114.15,
         now(), now(), now() + interval '60 days')`,
      [id, no, type, status, owner, agent, t3(`海景花園 ${no}`, `海景花园 ${no}`, `Harbour View Gardens ${no}`),
        t3('干諾道西', '干诺道西', 'Connaught Road West'), type === 1 ? 8800000 : null, type === 2 ? 24000 : null],
    );
  await listing('S9001', 'HH9001', 1, 4, FIXTURE.owner, null);
  await listing('R9002', 'HH9002', 2, 4, null, 901);
  await listing('S9003', 'HH9003', 1, 5, FIXTURE.owner, null);
  await db.query(
    `INSERT INTO listing_orders (listing_id, user_id, method, amount, payment_method, created_at) VALUES
       ('S9001', NULL, 'standard', 388, 'card', now() - interval '2 days'),
       ('S9003', 9001, 'renewal', 188, 'paypal', now() - interval '1 day'),
       ('R9002', 9004, 'premium', 688, 'bank-transfer', now())`,
  );
}

/** A signed-in session for a fixture user. */
/** A bank account for transfers, as the API reads it from its environment (BANK_TRANSFER_*). */
export const TEST_BANK = { BANK_TRANSFER_BANK: 'Harbour Bank', BANK_TRANSFER_NAME: 'HarbourHome Ltd', BANK_TRANSFER_ACCOUNT: '012-345678-001' };

/** A staff member (the reviewer of listings and transfers) beside the fixtures; its id. */
export async function insertStaff(db: Db, id = 9010): Promise<number> {
  await db.query("INSERT INTO users (id, email, name, role) VALUES ($1, $2, 'Staff', 'admin')", [id, `staff${id}@fixture.test`]);
  return id;
}

export async function tokenFor(db: Db, userId: number): Promise<string> {
  return (await createSession(db, userId)).token;
}

/** Sessions of the fixture's owner, member (a message author), other member and agent. */
export async function fixtureTokens(db: Db): Promise<{ owner: string; author: string; other: string; agent: string }> {
  return {
    owner: await tokenFor(db, FIXTURE.owner),
    author: await tokenFor(db, FIXTURE.member),
    other: await tokenFor(db, FIXTURE.other),
    agent: await tokenFor(db, FIXTURE.agentUser),
  };
}

export interface CallOptions {
  token?: string;
  visitorId?: string;
  language?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** the client address, so rate limits of one test do not touch another */
  ip?: string;
}

export async function call(app: FastifyInstance, method: 'GET' | 'POST', path: string, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (o.token) headers.token = o.token;
  if (o.visitorId) headers.visitorId = o.visitorId;
  if (o.language) headers.language = o.language;
  const qs = new URLSearchParams(Object.entries(o.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await app.inject({
    method,
    url: `/api${path}${qs ? `?${qs}` : ''}`,
    headers,
    remoteAddress: o.ip ?? '10.0.0.1',
    ...(method === 'POST' ? { payload: (o.body ?? {}) as object } : {}),
  });
  assertMatchesContract(method, path, res);
  return res;
}

/** Every success answer in the member tests must match its endpoint's result schema. */
function assertMatchesContract(method: string, path: string, res: LightMyRequestResponse): void {
  if (res.statusCode !== 200) return;
  const endpoint = registered.find((e) => e.method === method && e.path === path);
  if (!endpoint) return;
  const parsed = endpoint.result.safeParse(res.json().result);
  if (!parsed.success) throw new Error(`${method} ${path} answered outside its contract: ${parsed.error.message}`);
}

/**
 * A captcha and its answer, read from the database as only a test may, with the trace of a hand
 * sliding the piece there (h-recaptchatrace).
 */
let captchaClients = 0;
export async function solvedCaptcha(app: FastifyInstance, db: Db): Promise<{ id: string; x: number; trace: string }> {
  // a client address of its own each time, so GetRecaptcha's rate limit and the captcha
  // allowance of an address never shape another test
  captchaClients++;
  const ip = `10.250.${Math.floor(captchaClients / 250) % 250}.${captchaClients % 250}`;
  const res = await call(app, 'GET', '/Common/GetRecaptcha', { ip });
  const id = res.json().result.captchaId as string;
  const row = await db.one<{ answer_x: number }>('SELECT answer_x FROM captchas WHERE id = $1', [id]);
  const x = Number(row?.answer_x);
  return { id, x, trace: handTrace(x) };
}

/**
 * Rate limits count in fixed one-minute windows; a test that makes N calls waits out the last
 * seconds of a minute first so its calls all land in one window.
 */
export async function withinOneMinuteWindow(seconds = 8): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
