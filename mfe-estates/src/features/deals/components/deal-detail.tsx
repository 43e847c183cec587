import { useApi } from '@portal/shared/api';
import { getDealById } from '@portal/shared/endpoints';
import { formatArea, formatDate, formatMoney, formatRent, formatUnitPrice } from '@portal/shared/format';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import { DealTable, useChangeText, useFlatText } from './deal-table';
import figures from '../../../lib/facts.module.css';
import styles from './deals.module.css';

/** One transaction (spec 2.2 /deal/{id}): the deal, the flat's other deals, and the estate's deals around its date. */
export function DealDetail({ dealId, locale }: { dealId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const flatText = useFlatText();
  const changeText = useChangeText();
  const state = useApi(getDealById, { query: { dealId }, language: locale });
  const d = state.data?.deal;
  usePageMeta(d ? {
    title: t('deal.metaTitle', { estate: d.estateNameWithCulture, flat: flatText(d), date: formatDate(d.dealDate, locale) }),
    description: t('deal.metaDescription', { estate: d.estateNameWithCulture, price: formatMoney(d.price, locale), date: formatDate(d.dealDate, locale) }),
  } : null);
  if (state.error?.status === 404) return <><NotFoundStatus /><EmptyState title={t('deal.notFound')} /></>;
  if (state.error && !state.data) return <ErrorState title={t('deal.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!state.data || !d) return <SkeletonText lines={8} />;
  const rent = d.rentalType === 2;
  const facts: Array<[string, string]> = [
    [t('deal.date'), formatDate(d.dealDate, locale)],
    [t(rent ? 'deal.rent' : 'deal.price'), rent ? formatRent(d.price, locale) : formatMoney(d.price, locale)],
    [t('deals.area'), formatArea(d.saleableArea, locale)],
    ...(rent ? [] : [[t('deals.unitPrice'), formatUnitPrice(d.pricePerSqft, locale)] as [string, string]]),
    [t('deals.previous'), d.previousPrice !== null ? `${formatMoney(d.previousPrice, locale)}${d.previousDate ? ` (${formatDate(d.previousDate, locale)})` : ''}` : '--'],
    [t('deals.change'), changeText(d)],
    [t('deal.source'), d.source],
  ];
  return (
    <article className={styles.section} data-testid="deal-page">
      <p>
        <Link to={href('estateDetail', { propertyId: String(d.estateID) }, locale)}>{d.estateNameWithCulture}</Link> · {d.gscopeNameWithCulture}
      </p>
      <h1>{t(rent ? 'deal.leaseTitle' : 'deal.saleTitle', { flat: flatText(d) })}</h1>
      <dl className={figures.facts} data-testid="deal-facts">
        {facts.map(([k, v]) => (
          <div key={k}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
      <h2>{t('deal.flatDeals')}</h2>
      {state.data.flatDeals.length === 0 ? <p>{t('deal.noFlatDeals')}</p> : <DealTable deals={state.data.flatDeals} locale={locale} caption={t('deal.flatDeals')} />}
      <h2>{t('deal.aroundDeals')}</h2>
      {state.data.aroundDeals.length === 0 ? <p>{t('deal.noAroundDeals')}</p> : <DealTable deals={state.data.aroundDeals} locale={locale} caption={t('deal.aroundDeals')} />}
      <p>
        <Link to={href('estateDetail', { propertyId: String(d.estateID) }, locale, { tab: 'history' })}>{t('deal.allDeals', { estate: d.estateNameWithCulture })}</Link>
      </p>
    </article>
  );
}
