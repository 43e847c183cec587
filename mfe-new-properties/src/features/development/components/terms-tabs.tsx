import { useApi } from '@portal/shared/api';
import { getNewEstateBonusById } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { discountsOf } from '../net-price';
import { Loaded } from './loaded';
import styles from './development.module.css';

/** The discounts the developer offers (GetNewEstateBonusById). */
export function DiscountsTab({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useNewPropertiesT();
  const state = useApi(getNewEstateBonusById, { query: { estateId }, language: locale });
  return (
    <section className={styles.section} aria-labelledby="np-discounts">
      <h2 id="np-discounts">{t('tabs.discounts')}</h2>
      <Loaded state={state}>
        {(entries) => {
          const discounts = discountsOf(entries);
          return discounts.length === 0 ? (
            <p>{t('discounts.none')}</p>
          ) : (
            <ul className={styles.list} data-testid="discounts">
              {discounts.map((d) => (
                <li key={d.name}>{t('discounts.item', { name: d.name, percent: d.percent })}</li>
              ))}
            </ul>
          );
        }}
      </Loaded>
      <p className={styles.note}>{t('discounts.note')}</p>
    </section>
  );
}
