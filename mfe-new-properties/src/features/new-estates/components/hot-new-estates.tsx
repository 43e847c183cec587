import { useApi } from '@portal/shared/api';
import { getHotNewEstate } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonCard } from '@portal/shared/ui';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { NewEstateCard } from './new-estate-card';
import styles from './new-estate-list.module.css';

/** how many developments the home page shows (a row of three on a desktop, twice) */
export const HOT_COUNT = 6;

/** The most popular new developments (GetHotNewEstate), for the home page. */
export function HotNewEstates({ locale }: { locale: Locale }) {
  const { t } = useNewPropertiesT();
  const state = useApi(getHotNewEstate, { query: { count: HOT_COUNT }, language: locale });
  if (state.error && !state.data) return <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  return (
    <div className={styles.grid} data-testid="hot-new-properties">
      {state.data
        ? state.data.map((item) => <NewEstateCard key={item.estateId} item={item} locale={locale} />)
        : Array.from({ length: HOT_COUNT }, (_, i) => <SkeletonCard key={i} />)}
    </div>
  );
}
