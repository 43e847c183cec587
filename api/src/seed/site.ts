/**
 * Hot searches, ads on our own pages (locations home-banner, site-banner, list-top, detail-side;
 * they run two years from the reference date), app configuration and SEO entries of the main paths.
 */
import type { Rng } from './prng';
import type { SeedRow } from './batch';
import type { Geography } from './reference';
import type { Estate } from './estates';
import { addDays, minutesAgo } from './clock';
import { t } from './text';
import { SEO_PAGES } from './vocab/seo';

export function buildSite(rng: Rng, geo: Geography, estates: readonly Estate[], newEstateIds: readonly number[], refDate: string) {
  const keywords: SeedRow[] = [];
  const big = [...estates].sort((a, b) => b.unitCount - a.unitCount);
  const addKw = (type: string, items: readonly { 'zh-hk': string; 'zh-cn': string; 'en-us': string }[]) =>
    items.forEach((k, i) => keywords.push({ search_type: type, keyword: k, weight: 100 - i * 5 }));
  addKw('buy', big.slice(0, 10).map((e) => e.name));
  addKw('rent', big.slice(10, 20).map((e) => e.name));
  addKw('estate', big.slice(0, 12).map((e) => e.area.name));
  addKw('new', rng.sample(geo.districts, 8).map((d) => d.name));
  addKw('news', [t('印花稅', 'stamp duty'), t('按揭', 'mortgage'), t('樓價指數', 'price index'), t('新盤', 'new launches'), t('校網', 'school nets'), t('租金', 'rents')]);

  const ads: SeedRow[] = [];
  const start = minutesAgo(refDate, 60 * 24 * 20);
  const end = `${addDays(refDate, 730)}T15:59:59.000Z`;
  const adEstates = big.slice(0, 6);
  adEstates.forEach((e, i) => ads.push({
    location: i < 3 ? 'home-banner' : 'list-top', title: t(`${e.name['zh-hk']} 精選放盤`, `Featured homes at ${e.name['en-us']}`),
    image: `ad/estate-${e.id}`, link_url: `/estate-${e.id}`, starts_at: start, ends_at: end, sort: i + 1,
  }));
  newEstateIds.slice(0, 6).forEach((id, i) => ads.push({
    location: i < 2 ? 'detail-side' : i < 4 ? 'site-banner' : 'home-banner', title: t('新盤推介：最新價單及銷售安排', 'New launch: latest price list and sales arrangements'),
    image: `ad/new-${id}`, link_url: `/new-property-${id}`, starts_at: start, ends_at: end, sort: 10 + i,
  }));
  ads.push({ location: 'detail-side', title: t('按揭計算機：即計每月供款', 'Mortgage calculator: work out your monthly payment'), image: 'ad/mortgage', link_url: '/market-data', starts_at: start, ends_at: end, sort: 20 });
  ads.push({ location: 'list-top', title: t('業主免費放盤', 'List your home for free'), image: 'ad/owner-listing', link_url: '/buy', starts_at: start, ends_at: end, sort: 21 });
  ads.push({ location: 'site-banner', title: t('每週樓價指數及成交排行', 'Weekly price index and deal rankings'), image: 'ad/market-data', link_url: '/market-data', starts_at: start, ends_at: end, sort: 22 });
  ads.push({ location: 'site-banner', title: t('服務式住宅：一個月起租', 'Serviced apartments from one month'), image: 'ad/serviced', link_url: '/serviced-apartment', starts_at: start, ends_at: end, sort: 23 });

  const appConfig: SeedRow[] = [
    { key: 'feature-flags', value: { housegpt: true, vrTours: true, ownerListing: true, gba: true, marketData: true } },
    { key: 'app-download', value: { ios: '/download#ios', android: '/download#android', qr: '/download' } },
    { key: 'hotline', value: { phone: '+852 3188 2026', hours: t('星期一至六 09:00-19:00', 'Mon to Sat 09:00-19:00') } },
    { key: 'version-stamp', value: { value: 20240806 } },
    { key: 'listing-fees', value: { standard: 0, premium: 388, renewal: 98, currency: 'HKD' } },
  ];
  const seo: SeedRow[] = SEO_PAGES.map(([path, tz, te, dz, de, kz, ke]) => ({
    web_path: path, title: t(tz, te), description: t(dz, de), keywords: t(kz, ke),
  }));
  return { search_keywords: keywords, ads, app_config: appConfig, seo_entries: seo };
}
