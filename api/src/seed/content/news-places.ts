/** District spotlights (from the seeded deals) and Greater Bay Area city notes (from gba-cities.json). */
import gba from '../../../data/reference/gba-cities.json';
import type { SeedRow } from '../batch';
import type { Estate } from '../estates';
import type { Geography } from '../reference';
import { paras, t } from '../text';
import { daysAgo } from '../clock';
import { CAT } from './categories';
import { median, num, type Article } from './article';

export function districtNews(geo: Geography, estates: readonly Estate[], deals: readonly SeedRow[], refDate: string): Article[] {
  const since = daysAgo(refDate, 183);
  const byEstate = new Map(estates.map((e) => [e.id, e]));
  const psf = new Map<string, number[]>();
  const counts = new Map<number, number>();
  for (const d of deals) {
    if (d.rental_type !== 1 || (d.deal_date as string) < since) continue;
    const e = byEstate.get(d.estate_id as number);
    if (!e) continue;
    const list = psf.get(e.district.code) ?? [];
    list.push(d.price_per_sqft as number);
    psf.set(e.district.code, list);
    counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
  }
  return geo.districts.flatMap((d, i): Article[] => {
    const list = psf.get(d.code);
    const local = estates.filter((e) => e.district.code === d.code).sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0));
    const top = local[0];
    if (!list || list.length < 3 || !top) return [];
    const m = median(list);
    const stations = [...new Set(local.map((e) => e.station))].slice(0, 3);
    return [{
      kind: 'news', categoryId: CAT.market, daysAgo: 3 + i * 4, tags: [d.name['zh-hk'], d.name['en-us']], estateId: top.id,
      title: t(`${d.name['zh-hk']}半年二手成交${list.length}宗 呎價中位數${num(m)}元`, `${d.name['en-us']}: ${list.length} second-hand sales in six months at a median HK$${num(m)} per sq ft`),
      summary: t(`過去六個月${d.name['zh-hk']}最活躍的屋苑為${top.name['zh-hk']}，錄得${counts.get(top.id) ?? 0}宗買賣。`,
        `The busiest estate in ${d.name['en-us']} over the past six months was ${top.name['en-us']}, with ${counts.get(top.id) ?? 0} sales.`),
      body: paras([
        [`過去六個月，本平台追蹤的${d.name['zh-hk']}屋苑共錄得${list.length}宗二手買賣，實用呎價中位數為${num(m)}元。`,
          `Over the past six months the ${d.name['en-us']} estates we track recorded ${list.length} second-hand sales at a median of HK$${num(m)} per saleable sq ft.`],
        [`最活躍的屋苑為${top.name['zh-hk']}（${top.occupation.slice(0, 4)}年入伙，${num(top.unitCount)}個單位）。`,
          `The most active estate was ${top.name['en-us']} (completed ${top.occupation.slice(0, 4)}, ${num(top.unitCount)} flats).`],
        [`區內主要港鐵站包括${stations.map((s) => s.name['zh-hk']).join('、')}站；小一學校網為${d.primaryNets.join('、')}。`,
          `Main MTR stations in the district include ${stations.map((s) => s.name['en-us']).join(', ')}; its Primary One Admission school net${d.primaryNets.length > 1 ? 's are' : ' is'} ${d.primaryNets.join(', ')}.`],
      ]),
    }];
  });
}

export function gbaNews(): Article[] {
  const hk = gba.cities.find((c) => c.id === 'hong-kong');
  return gba.cities.filter((c) => c.id !== 'hong-kong').map((c, i): Article => {
    const km = hk ? Math.round(Math.hypot((c.lat - hk.lat) * 111, (c.lng - hk.lng) * 111 * Math.cos((hk.lat * Math.PI) / 180))) : 0;
    return {
      kind: 'news', categoryId: CAT.gba, daysAgo: 10 + i * 9, tags: ['大灣區', 'GBA', c.name['zh-hk']],
      title: t(`大灣區城市概覽：${c.name['zh-hk']}`, `Greater Bay Area city profile: ${c.name.en}`),
      summary: t(`${c.name['zh-hk']}距離香港市中心直線約${km}公里，是粵港澳大灣區十一個城市之一。`,
        `${c.name.en} lies about ${km} km in a straight line from central Hong Kong and is one of the eleven cities of the Greater Bay Area.`),
      body: paras([
        [`粵港澳大灣區由香港、澳門兩個特別行政區及廣東省九個城市組成，《粵港澳大灣區發展規劃綱要》於2019年2月公布。`,
          'The Guangdong-Hong Kong-Macao Greater Bay Area is made up of the Hong Kong and Macao SARs and nine Guangdong cities; its Outline Development Plan was published in February 2019.'],
        [`${c.name['zh-hk']}距離香港市中心直線約${km}公里。香港買家在內地購買住宅須符合當地購房政策，交易以人民幣計價，並須留意匯率風險。`,
          `${c.name.en} is about ${km} km in a straight line from central Hong Kong. Hong Kong buyers of mainland homes must meet local purchase rules; deals are priced in renminbi, so exchange-rate risk applies.`],
        ['內地物業的業權、稅費及按揭安排與香港不同，簽約前宜向內地律師查核產權及開發商預售許可。',
          'Title, taxes and mortgages for mainland property differ from Hong Kong; before signing, have a mainland lawyer check the title and the developer\'s pre-sale permit.'],
      ]),
    };
  });
}
