import { useApi } from '@portal/shared/api';
import { getEstateDealByEsateId } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { DealTable } from './deal-table';
import { RECENT_MONTHS } from './estate-deals';
import styles from './deals.module.css';

const SHOWN = 10;

/** The estate's latest sales (the last 12 months, newest first), with a link to its transactions tab. */
export function LatestSales({ estateId, estateName, locale }: { estateId: number; estateName: string; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateDealByEsateId, { body: { estateId, rentalType: 1, months: RECENT_MONTHS, pageIndex: 1, pageCount: SHOWN }, language: locale });
  const title = t('saleDetail.deals.title');
  return (
    <section className={styles.section} data-testid="latest-sales">
      <h2>{title}</h2>
      {state.error && !state.data ? (
        <ErrorState title={t('deals.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={6} />
      ) : state.data.items.length === 0 ? (
        <EmptyState title={t('deals.noneRecent', { months: RECENT_MONTHS })} />
      ) : (
        <DealTable deals={state.data.items} locale={locale} caption={title} />
      )}
      <p>
        <Link to={href('estateDetail', { propertyId: String(estateId) }, locale, { tab: 'deals' })}>{t('saleDetail.deals.all', { estate: estateName })}</Link>
      </p>
    </section>
  );
}
