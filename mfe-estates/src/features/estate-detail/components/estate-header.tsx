import { formatAge, formatDate, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { EstateDetail } from '../../../lib/types';
import figures from '../../../lib/facts.module.css';
import styles from './estate-detail.module.css';

/** The estate's name, address and key facts (spec 3.2), its listings' lists and its map. */
export function EstateHeader({ estate, locale, actions }: { estate: EstateDetail; locale: Locale; actions?: ReactNode }) {
  const { t } = useEstatesT();
  const e = estate;
  const facts: Array<[string, string]> = [
    [t('facts.avgDeal'), e.avgDealPrice ? formatUnitPrice(e.avgDealPrice, locale) : '--'],
    [t('facts.avgListing'), e.avgListingPrice ? formatUnitPrice(e.avgListingPrice, locale) : '--'],
    [t('facts.monthDeals'), String(e.monthDealCount)],
    [t('facts.blocks'), String(e.blockCount)],
    [t('facts.units'), e.unitCount.toLocaleString('en-US')],
    [t('facts.occupation'), `${formatDate(e.occupationDate, locale)} (${formatAge(e.buildingAge, locale)})`],
  ];
  const filter = `e${e.estateID}`;
  return (
    <header className={styles.header}>
      <p className={styles.crumbs}>
        <Link to={href('estateList', {}, locale)}>{t('page.title')}</Link> › {e.gscopeNameWithCulture}
      </p>
      <h1 className={styles.name}>{e.estateNameWithCulture}</h1>
      <p className={styles.address}>{[e.regionNameWithCulture, e.gscopeNameWithCulture, e.addressWithCulture].filter(Boolean).join(' · ')}</p>
      <dl className={figures.facts} data-testid="estate-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.links}>
        <Link to={href('buyList', { filter }, locale)} data-testid="estate-sale-link">{t('facts.forSale', { count: e.saleListingCount })}</Link>
        <Link to={href('rentList', { filter }, locale)} data-testid="estate-rent-link">{t('facts.forRent', { count: e.rentListingCount })}</Link>
        <Link to={href('estateSaleDetail', {}, locale, { id: String(e.estateID) })} data-testid="estate-sale-overview-link">{t('facts.saleOverview')}</Link>
        <Link to={href('estateMap', { estateId: String(e.estateID) }, locale)} data-testid="estate-map-link">{t('facts.map')}</Link>
        {actions}
      </p>
    </header>
  );
}
