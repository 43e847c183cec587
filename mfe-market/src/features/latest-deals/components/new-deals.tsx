import { useApi } from '@portal/shared/api';
import { searchDeal } from '@portal/shared/endpoints';
import { href, type Locale } from '@portal/shared/routing';
import { buttonClass, EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useMarketT } from '../../../i18n/use-market-t';
import section from '../../../lib/market.module.css';
import { DealTable } from './deal-table';

const SHOWN = 8;

/** The market page's new deals: how many sales were recorded in the past month, and the newest of them. */
export function NewDeals({ locale }: { locale: Locale }) {
  const { t } = useMarketT();
  const state = useApi(searchDeal, { body: { rentalType: 1, months: 1, pageIndex: 1, pageCount: SHOWN }, language: locale });
  const data = state.data;
  const body = () => {
    if (state.error && !data) return <ErrorState title={t('deals.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />;
    if (!data) return <div aria-busy="true" data-testid="new-deals-loading"><SkeletonText lines={6} /></div>;
    if (data.items.length === 0) return <EmptyState title={t('deals.emptyTitle')} text={t('deals.emptyMonth')} />;
    return (
      <>
        <p className={section.muted} data-testid="new-deals-count">{t('deals.monthCount', { count: data.total })}</p>
        <DealTable items={data.items} locale={locale} caption={t('deals.newestCaption')} />
      </>
    );
  };
  return (
    <section className={section.section} aria-labelledby="market-new-deals-heading" data-testid="new-deals">
      <h2 id="market-new-deals-heading">{t('deals.newHeading')}</h2>
      {body()}
      <p><Link className={buttonClass({ variant: 'secondary' })} to={href('latestTrans', {}, locale)}>{t('deals.allLink')}</Link></p>
    </section>
  );
}
