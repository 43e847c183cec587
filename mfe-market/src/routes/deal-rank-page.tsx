import type { RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { DealRanking, RANK_ORDERS, rankMonthsOf } from '../features/deal-rank';
import { useMarketT } from '../i18n/use-market-t';
import { ChipNav } from '../lib/chip-nav';
import styles from '../lib/market.module.css';
import { districtsOf } from '../lib/regions';
import { codeParam, oneOf, pageParam } from '../lib/search-params';
import { useParamHref } from '../lib/use-param-href';
import { useRegions } from '../lib/use-regions';

/** dealRank: /deal-rank, /marketData/deal-rank: estates ranked by deals, by region and district, page by page */
export default function DealRankPage({ locale, search }: RemotePageProps) {
  const { t } = useMarketT();
  usePageMeta({ title: t('rankPage.title'), description: t('rankPage.intro') });
  const params = new URLSearchParams(search);
  const regions = useRegions(locale);
  const hrefWith = useParamHref();
  const regionCode = codeParam(params, 'region');
  const zoneCode = codeParam(params, 'district');
  const districts = regionCode ? districtsOf(regions, regionCode) : [];
  return (
    <div data-testid="deal-rank-page" className={styles.page}>
      <h1>{t('rankPage.title')}</h1>
      <p className={styles.muted}>{t('rankPage.intro')}</p>
      <DealRanking
        locale={locale}
        heading={t('rank.heading')}
        months={rankMonthsOf(params.get('months'))}
        order={oneOf(params.get('order'), RANK_ORDERS, 'DealCount')}
        regionCode={regionCode}
        zoneCode={zoneCode}
        regions={regions}
        page={pageParam(params)}
        pageSize={20}
        paged
        extraFilters={districts.length > 0 && (
          <ChipNav
            label={t('rank.districtLabel')}
            testId="rank-districts"
            links={[{ code: undefined, name: t('rank.allDistricts') }, ...districts].map((d) => ({ key: d.code ?? 'all', label: d.name, to: hrefWith({ district: d.code }), current: d.code === zoneCode }))}
          />
        )}
      />
    </div>
  );
}
