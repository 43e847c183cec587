import { useApi } from '@portal/shared/api';
import { getGscope } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { useMarketT } from '../../../i18n/use-market-t';
import { regionsOf } from '../../../lib/regions';
import styles from './district-overview.module.css';

/** Hong Kong's regions and their districts (GetGscope, in the page's language). */
export function DistrictOverview({ locale }: { locale: Locale }) {
  const { t } = useMarketT();
  const state = useApi(getGscope, { language: locale }, [locale]);
  if (state.error && !state.data) {
    return <ErrorState title={t('districts.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  }
  if (!state.data) return <SkeletonText lines={6} />;
  const { regions, districtCount } = regionsOf(state.data);
  return (
    <section className={styles.overview} data-testid="district-overview">
      <h2>{t('districts.heading')}</h2>
      <p className={styles.count}>{t('districts.count', { count: districtCount })}</p>
      {regions.map((region) => (
        <div key={region.code} className={styles.region}>
          <h3>{region.name}</h3>
          <ul className={styles.districts}>
            {region.districts.map((district) => (
              <li key={district.code}>{district.name}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
