import { useApi } from '@portal/shared/api';
import { searchEstate } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonCard } from '@portal/shared/ui';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { EstateCard } from './estate-card';
import styles from './estate-list.module.css';

export const POPULAR_COUNT = 6;

/** The estates with the most deals this month (the home page's popular estates). */
export function PopularEstates({ locale }: { locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(searchEstate, { body: { order: 'DealCountDesc', pageIndex: 1, pageCount: POPULAR_COUNT }, language: locale });
  if (state.error && !state.data) return <ErrorState title={t('list.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
  if (!state.data) return <div className={styles.grid}>{Array.from({ length: POPULAR_COUNT }, (_, i) => <SkeletonCard key={i} />)}</div>;
  return (
    <div className={styles.grid} data-testid="popular-estates">
      {state.data.items.map((item) => <EstateCard key={item.estateID} item={item} locale={locale} headingLevel={3} />)}
    </div>
  );
}
