import * as OpenCC from 'opencc-js';
import { createTestDb } from '../../test/helpers';
import type { Db } from '../db/index';
import { seed } from './index';
import type { L, LList } from './text';
import { TEST_ACCOUNTS, TEST_PASSWORD } from './users';
import { verifyPassword } from './password';
import { verifyPassword as memberVerify } from '../modules/member/password';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await seed(db, { listings: 200, seed: 7 });
});
afterAll(() => drop());

const LANGS = ['zh-hk', 'zh-cn', 'en-us'] as const;
const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' });
const TEXT_COLUMNS: [string, string][] = [
  ['regions', 'name'], ['school_nets', 'name'], ['mtr_lines', 'name'], ['mtr_stations', 'name'], ['dictionary_entries', 'name'],
  ['facilities', 'name'], ['developers', 'name'], ['companies', 'name'], ['agents', 'name'], ['estates', 'name'],
  ['estates', 'address'], ['estates', 'description'], ['listings', 'title'], ['listings', 'description'], ['new_estates', 'name'],
  ['new_estates', 'description'], ['information_categories', 'name'], ['information', 'title'], ['information', 'summary'],
  ['seo_entries', 'title'], ['seo_entries', 'description'], ['search_keywords', 'keyword'], ['ads', 'title'],
];

describe('seeded text', () => {
  it.each(TEXT_COLUMNS)('%s.%s is written in all three languages, zh-cn converted from zh-hk', async (table, column) => {
    const rows = await db.query<{ v: L }>(`SELECT ${column} AS v FROM ${table}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { v } of rows) {
      for (const lang of LANGS) expect([table, lang, typeof v[lang] === 'string' && v[lang].trim().length > 0]).toEqual([table, lang, true]);
      expect(v['zh-cn']).toBe(toCn(v['zh-hk']).replace(/呎/g, '尺'));
      expect(v['en-us']).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has simplified text that differs from the traditional where the characters differ', async () => {
    const row = await db.one<{ n: number; differ: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE title->>'zh-cn' <> title->>'zh-hk')::int AS differ FROM listings",
    );
    expect(row!.differ).toBeGreaterThan(row!.n / 2);
    const district = await db.one<{ name: L }>("SELECT name FROM regions WHERE code = 'HK-WC'");
    expect(district!.name).toEqual({ 'zh-hk': '灣仔區', 'zh-cn': '湾仔区', 'en-us': 'Wan Chai' });
  });

  it('writes article bodies as arrays of equal length in each language: text paragraphs, or structured blocks', async () => {
    const rows = await db.query<{ kind: string; body: LList }>('SELECT kind, body FROM information');
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['encyclopedia', 'estate-news', 'faq', 'news', 'tips']);
    for (const { body } of rows) {
      expect(Array.isArray(body['zh-hk']) && body['zh-hk'].length > 0).toBe(true);
      expect(body['zh-cn']).toHaveLength(body['zh-hk'].length);
      expect(body['en-us']).toHaveLength(body['zh-hk'].length);
      for (const part of body['en-us'] as unknown[]) {
        // a paragraph of text, or a block (heading, list, table ...) whose text is as complete
        const text = typeof part === 'string' ? part : JSON.stringify(part);
        expect(text.length).toBeGreaterThan(typeof part === 'string' ? 20 : 10);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('puts every name form in the estate search key', async () => {
    const rows = await db.query<{ name: L; search_key: string }>('SELECT name, search_key FROM estates');
    for (const { name, search_key } of rows) {
      const en = name['en-us'].toLowerCase();
      for (const form of [name['zh-hk'], name['zh-cn'], en, en.replace(/ /g, '')]) expect(search_key).toContain(form);
    }
  });

  it('seeds the documented test accounts with scrypt hashes the member module accepts', async () => {
    for (const a of TEST_ACCOUNTS) {
      const user = await db.one<{ role: string; password_hash: string }>('SELECT role, password_hash FROM users WHERE email = $1', [a.email]);
      expect(user?.role).toBe(a.role);
      expect(user!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(TEST_PASSWORD, user!.password_hash)).toBe(true);
      expect(await memberVerify(TEST_PASSWORD, user!.password_hash)).toBe(true);
      expect(await verifyPassword('wrong password', user!.password_hash)).toBe(false);
    }
    const owners = await db.one<{ n: number }>("SELECT count(DISTINCT owner_user_id)::int AS n FROM listings WHERE is_owner_listing");
    expect(owners!.n).toBeGreaterThan(1);
    const live = await db.one<{ owner: number; agent: number }>(`SELECT
      count(*) FILTER (WHERE u.email = 'owner@harbourhome.test')::int AS owner, count(*) FILTER (WHERE l.agent_id = 1)::int AS agent
      FROM listings l LEFT JOIN users u ON u.id = l.owner_user_id WHERE l.status = 4`);
    expect(live!.owner).toBeGreaterThanOrEqual(3);
    expect(live!.agent).toBeGreaterThanOrEqual(3);
  });
});

describe('search key', () => {
  it("lets 'taikoo', '太古' and 'tai koo' find an estate in Taikoo Shing", async () => {
    const { buildGeography } = await import('./reference');
    const { nearest } = await import('./geo');
    const { searchKey } = await import('./search-key');
    const { t } = await import('./text');
    const geo = buildGeography();
    const area = geo.areas.find((a) => a.slug === 'taikoo-shing');
    expect(area).toBeDefined();
    const district = geo.districts.find((d) => d.code === area!.districtCode)!;
    const station = nearest(area!, geo.stations).item;
    const key = searchKey([t(`${area!.name['zh-hk']}翠林花園`, `${area!.name['en-us']} Green Grove Garden`), area!.name, district.name, station.name]);
    for (const q of ['taikoo', '太古', 'tai koo']) expect(key).toContain(q);
  });
});
