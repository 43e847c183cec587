import { useApi } from '@portal/shared/api';
import { getNewEstateRecommendEstateById } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Loaded } from '../../features/development';
import { NewEstateCard } from '../../features/new-estates';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import styles from './development-screen.module.css';

/** Other developments of the same district or region. */
export function Recommendations({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useNewPropertiesT();
  const state = useApi(getNewEstateRecommendEstateById, { query: { estateId, count: 6 }, language: locale });
  return (
    <section aria-labelledby="np-recommendations">
      <h2 id="np-recommendations" className={styles.heading}>{t('tabs.recommendations')}</h2>
      <Loaded state={state}>
        {(items) => (
          <div className={styles.grid} data-testid="recommendations">
            {items.map((item) => <NewEstateCard key={item.estateId} item={item} locale={locale} />)}
          </div>
        )}
      </Loaded>
    </section>
  );
}
