/** Dictionaries, configuration, suggestions, ads, the browse log and information (spec 7.8). */
import { createTestEnv, type TestEnv } from '../../../test/helpers';
import { SEED, get, ok, post, isSorted } from './test-support';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seedWith: SEED });
});
afterAll(() => env.close());

type Entry = { itemName: string; dictionaryValue: string; dictionaryNameWithCulture: string; parentDictionaryValue: string | null; children: Entry[] };

describe('dictionaries', () => {
  it('SearchDictionaryInfo answers every group or one, children under their parent, per language', async () => {
    const all = ok(await get<Entry[]>(env, '/DictionaryInfo/SearchDictionaryInfo', {}, 'en-us'));
    expect(new Set(all.map((e) => e.itemName)).size).toBe(18);
    const tags = ok(await get<Entry[]>(env, '/DictionaryInfo/SearchDictionaryInfo', { itemName: 'PropertyTag' }, 'en-us'));
    expect(tags.map((t) => t.dictionaryValue)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(tags[1]?.dictionaryNameWithCulture).toBe('View');
    expect(tags[1]?.children.every((c) => c.parentDictionaryValue === '2')).toBe(true);
    expect(tags[1]?.children.map((c) => c.dictionaryNameWithCulture)).toContain('Sea view');
    const hk = ok(await get<Entry[]>(env, '/DictionaryInfo/SearchDictionaryInfo', { itemName: 'PropertyTag' }));
    expect(hk[1]?.dictionaryNameWithCulture).toBe('景觀');
    const bad = await get(env, '/DictionaryInfo/SearchDictionaryInfo', { itemName: 'Nope' });
    expect([bad.status, bad.body.field]).toEqual([400, 'query.itemName']);
  });

  it('SearchLabel pages a group, PropertyLabel by default', async () => {
    const page = ok(await get<{ items: Entry[]; total: number }>(env, '/DictionaryInfo/SearchLabel', { PageCount: 2 }));
    expect(page.items.length).toBe(2);
    expect(page.total).toBe(4);
    expect(page.items.every((i) => i.itemName === 'PropertyLabel')).toBe(true);
    const rooms = ok(await get<{ total: number }>(env, '/DictionaryInfo/SearchLabel', { Type: 'RoomNumber' }));
    expect(rooms.total).toBe(6);
  });

  it('GetGscope answers regions > districts > sub-areas with school nets, per language', async () => {
    type G = { gscopeCode: string; gscopeNameWithCulture: string; level: number; schoolNet: string[]; children: G[] };
    const tree = ok(await get<G[]>(env, '/DictionaryInfo/GetGscope', {}, 'en-us'));
    expect(tree.length).toBe(4);
    expect(tree.every((r) => r.level === 1 && r.children.every((d) => d.level === 2))).toBe(true);
    expect(tree.flatMap((r) => r.children).length).toBe(18);
    const district = tree[0]?.children[0];
    expect(district?.schoolNet.length).toBeGreaterThan(0);
    expect(district?.children.length).toBeGreaterThan(0);
    const hk = ok(await get<G[]>(env, '/DictionaryInfo/GetGscope'));
    expect(hk[0]?.gscopeNameWithCulture).not.toBe(tree[0]?.gscopeNameWithCulture);
  });

  it('GetArea, GetSchoolNetGscope and GetAllSubwayline', async () => {
    const areas = ok(await get<{ level: number }[]>(env, '/DictionaryInfo/GetArea'));
    expect(areas.filter((a) => a.level === 2).length).toBe(18);
    const nets = ok(await get<{ items: { kind: string }[]; total: number }>(env, '/DictionaryInfo/GetSchoolNetGscope', { PageIndex: 1, PageCount: 100 }));
    expect(nets.total).toBe(54);
    const primary = ok(await get<{ items: { kind: string }[]; total: number }>(env, '/DictionaryInfo/GetSchoolNetGscope', { kind: 'primary' }));
    expect(primary.total).toBe(36);
    const lines = ok(await get<{ stations: { seq: number }[] }[]>(env, '/DictionaryInfo/GetAllSubwayline', {}, 'en-us'));
    expect(lines.length).toBe(10);
    expect(lines.every((l) => l.stations.length > 1 && isSorted(l.stations, (s) => s.seq, 'asc'))).toBe(true);
  });

  it('GetSeo answers the longest matching path prefix; 400 without webPath', async () => {
    const paths = (await env.db.query<{ web_path: string }>('SELECT web_path FROM seo_entries ORDER BY length(web_path) DESC')).map((r) => r.web_path);
    const longest = paths[0] as string;
    const seo = ok(await get<{ webPath: string; titleWithCulture: string }>(env, '/DictionaryInfo/GetSeo', { webPath: `${longest.replace(/\/$/, '')}/x/y` }, 'en-us'));
    expect(seo.webPath).toBe(longest);
    expect(seo.titleWithCulture.length).toBeGreaterThan(0);
    expect((await get(env, '/DictionaryInfo/GetSeo')).body.field).toBe('query.webPath');
    const person = ok(await get<{ webPath: string; titleWithCulture: string }>(env, '/DictionaryInfo/GetSeo', { webPath: '/person-data/S1000014' }, 'en-us'));
    expect(person).toMatchObject({ webPath: '/person-data', titleWithCulture: 'Contact person | HarbourHome' });
    const around = ok(await get<{ titleWithCulture: string }>(env, '/DictionaryInfo/GetSeo', { webPath: '/around' }, 'zh-cn'));
    expect(around.titleWithCulture).toBe('附近楼盘｜按港铁站找楼｜港居');
  });
});

describe('configuration, suggestions, keywords, ads, log', () => {
  it('GetAllWapConfig and GetWapConfig; 404 for an unknown key', async () => {
    const all = ok(await get<{ key: string; value: unknown }[]>(env, '/AppConfig/GetAllWapConfig'));
    expect(all.length).toBeGreaterThan(0);
    const one = ok(await get<{ key: string; value: unknown }>(env, '/AppConfig/GetWapConfig', { key: all[0]?.key ?? '' }));
    expect(one).toEqual(all[0]);
    expect((await get(env, '/AppConfig/GetWapConfig', { key: 'no-such-key' })).status).toBe(404);
  });

  it("SearchSuggester finds one estate by 'taikoo'-style, spaced English and Chinese names", async () => {
    const e = await env.db.one<{ id: number; name: Record<string, string> }>(
      "SELECT id, name FROM estates WHERE name->>'en-us' LIKE '% %' ORDER BY sale_listing_count DESC, id LIMIT 1");
    const en = e?.name['en-us'] ?? '';
    const forms = [en.toLowerCase().replace(/\s+/g, ''), en.toLowerCase(), e?.name['zh-hk'] ?? '', e?.name['zh-cn'] ?? ''];
    for (const keyword of forms) {
      const s = ok(await get<{ type: string; id: string }[]>(env, '/Suggester/SearchSuggester', { keyword, count: 30 }));
      expect(s.some((x) => x.type === 'estate' && x.id === String(e?.id))).toBe(true);
    }
    const typed = ok(await get<{ type: string }[]>(env, '/Suggester/SearchSuggester', { keyword: forms[0] as string, type: 'estate' }));
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((x) => x.type === 'estate')).toBe(true);
  });

  it('SearchSuggester returns districts and new estates with their type, name-prefix matches first', async () => {
    const d = ok(await get<{ type: string; nameWithCulture: string }[]>(env, '/Suggester/SearchSuggester', { keyword: 'sha tin' }, 'en-us'));
    expect(d.some((x) => x.type === 'district' && x.nameWithCulture === 'Sha Tin')).toBe(true);
    const ne = await env.db.one<{ name: Record<string, string> }>('SELECT name FROM new_estates ORDER BY id LIMIT 1');
    const n = ok(await get<{ type: string; nameWithCulture: string }[]>(env, '/Suggester/SearchSuggester', { keyword: ne?.name['zh-hk'] ?? '', type: 'newEstate' }));
    expect(n[0]?.nameWithCulture).toBe(ne?.name['zh-hk']);
    expect((await get(env, '/Suggester/SearchSuggester', { keyword: '' })).body.field).toBe('query.keyword');
  });

  it('GetRecommendKeyword answers hot keywords of a search type by weight', async () => {
    const k = ok(await post<{ searchType: string; weight: number }[]>(env, '/Common/GetRecommendKeyword', { searchType: 'buy', count: 5 }));
    expect(k.length).toBeGreaterThan(0);
    expect(k.every((x) => x.searchType === 'buy')).toBe(true);
    expect(isSorted(k, (x) => x.weight, 'desc')).toBe(true);
    expect((await post(env, '/Common/GetRecommendKeyword', { searchType: 'cars' })).body.field).toBe('body.searchType');
  });

  it('GetAdInfoByLocation answers only running ads of the location', async () => {
    const loc = await env.db.one<{ location: string; n: number }>(
      'SELECT location, count(*)::int AS n FROM ads WHERE starts_at <= now() AND ends_at > now() GROUP BY 1 ORDER BY 2 DESC LIMIT 1');
    const ads = ok(await get<{ location: string }[]>(env, '/AdInfo/GetAdInfoByLocation', { location: loc?.location ?? 'x' }));
    expect(ads.length).toBe(loc?.n ?? 0);
    expect(ads.every((a) => a.location === loc?.location)).toBe(true);
  });

  it('AddUserBrowseLog writes browse_logs with the request language', async () => {
    const r = ok(await get<{ logged: boolean }>(env, '/Log/AddUserBrowseLog', { sourceType: 'buy', browseValue: 'S1000001', browseURL: '/buy-property-S1000001' }, 'en-us'));
    expect(r.logged).toBe(true);
    const row = await env.db.one<{ language: string; source_type: string }>("SELECT language, source_type FROM browse_logs WHERE browse_value = 'S1000001'");
    expect(row).toEqual({ language: 'en-us', source_type: 'buy' });
    expect((await get(env, '/Log/AddUserBrowseLog', { sourceType: 'buy' })).body.field).toBe('query.browseValue');
  });
});

describe('information', () => {
  type Item = { informationID: number; kind: string; categoryID: number | null; publishTime: string; featured: boolean; titleWithCulture: string; estateID: number | null };
  it('SearchInformation pages a kind newest first and filters by category and keyword', async () => {
    const page = ok(await post<{ items: Item[]; total: number }>(env, '/Information/SearchInformation', { kind: 'news', pageCount: 50 }));
    const n = await env.db.one<{ n: number }>("SELECT count(*)::int AS n FROM information WHERE kind = 'news'");
    expect(page.total).toBe(n?.n);
    expect(isSorted(page.items, (i) => i.publishTime, 'desc')).toBe(true);
    const cat = page.items.find((i) => i.categoryID !== null)?.categoryID;
    const byCat = ok(await post<{ items: Item[] }>(env, '/Information/SearchInformation', { kind: 'news', categoryId: cat }));
    expect(byCat.items.every((i) => i.categoryID === cat)).toBe(true);
    const word = page.items[0]?.titleWithCulture.slice(0, 4) ?? '';
    const kw = ok(await post<{ items: Item[] }>(env, '/Information/SearchInformation', { kind: 'news', keyword: word }));
    expect(kw.items.map((i) => i.informationID)).toContain(page.items[0]?.informationID);
    expect((await post(env, '/Information/SearchInformation', { kind: 'gossip' })).body.field).toBe('body.kind');
  });

  it('GetInformationById answers paragraphs and related articles and counts no view (AddInformationView does); 404 otherwise', async () => {
    const first = await env.db.one<{ id: number; view_count: number }>('SELECT id, view_count FROM information ORDER BY id LIMIT 1');
    const d = ok(await get<{ bodyWithCulture: string[]; viewCount: number; related: Item[] }>(env, '/Information/GetInformationById', { id: first?.id ?? 0 }, 'en-us'));
    expect(d.bodyWithCulture.length).toBeGreaterThan(0);
    expect(d.viewCount).toBe(Number(first?.view_count));
    expect(d.related.some((r) => r.informationID === first?.id)).toBe(false);
    expect((await get(env, '/Information/GetInformationById', { id: 99999999 })).status).toBe(404);
  });

  it('categories, featured news, and estate information', async () => {
    const cats = ok(await get<{ kind: string; children: unknown[] }[]>(env, '/Information/GetInformationCategories', { kind: 'news' }));
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.every((c) => c.kind === 'news')).toBe(true);
    const featured = ok(await get<Item[]>(env, '/Information/GetFeaturedInformation'));
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(featured.every((f) => f.featured && f.kind === 'news')).toBe(true);
    const estateNews = await env.db.one<{ estate_id: number }>("SELECT estate_id FROM information WHERE kind = 'estate-news' AND estate_id IS NOT NULL LIMIT 1");
    const list = ok(await get<{ items: Item[] }>(env, '/Information/GetEstateListInformation', { estateId: estateNews?.estate_id ?? 0 }));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.kind === 'estate-news' && i.estateID === estateNews?.estate_id)).toBe(true);
    const detail = ok(await post<{ items: Item[] }>(env, '/Information/GetEstateDetailInformation', { estateId: estateNews?.estate_id }));
    expect(detail.items.every((i) => i.estateID === estateNews?.estate_id)).toBe(true);
    expect((await post(env, '/Information/GetEstateDetailInformation', { estateId: 1 })).status).toBe(404);
  });
});
