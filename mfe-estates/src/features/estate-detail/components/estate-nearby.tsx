import { useApi } from '@portal/shared/api';
import { getNearbyEstateList } from '@portal/shared/endpoints';
import { formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-detail.module.css';

/** The nearest estates (GetNearbyEstateList) with their distance and average deal price. */
export function EstateNearby({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getNearbyEstateList, { query: { estateID: estateId, count: 8 }, language: locale });
  return (
    <section className={styles.section} data-testid="estate-nearby">
      <h2>{t('nearby.title')}</h2>
      {state.error && !state.data ? (
        <ErrorState title={t('nearby.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={4} />
      ) : state.data.length === 0 ? (
        <EmptyState title={t('nearby.none')} />
      ) : (
        <ul className={styles.cards}>
          {state.data.map((e) => (
            <li key={e.estateID} className={styles.card}>
              <p className={styles.cardTitle}><Link to={href('estateDetail', { propertyId: String(e.estateID) }, locale)}>{e.estateNameWithCulture}</Link></p>
              <p className={styles.muted}>{e.gscopeNameWithCulture} · {t('around.metres', { m: Math.round(e.distance) })}</p>
              <p>{e.avgDealPrice ? t('nearby.avgDeal', { price: formatUnitPrice(e.avgDealPrice, locale) }) : t('nearby.noDeals')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
