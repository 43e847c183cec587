import { mediaUrl } from '@portal/shared/api';
import type { PropertyListItem } from '@portal/shared/contracts';
import { formatArea, formatMoney, formatRent, formatUnitPrice, relativeTime } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DETAIL_ROUTE, kindOfRentalType } from '../list-kind';
import styles from './listing-card.module.css';

export interface ListingCardProps {
  item: PropertyListItem;
  locale: Locale;
  /** the first cards of a page load their photo eagerly (LCP) */
  eager?: boolean;
  /** the time relative dates are measured from (one value for a whole list) */
  now: number;
  /** a control beside the link (e.g. the bookmark button), outside the link */
  action?: ReactNode;
}

/** A listing in a list: photo, title, price, areas, district and freshness. */
export function ListingCard({ item, locale, eager = false, now, action }: ListingCardProps) {
  const { t } = useListingsT();
  const kind = kindOfRentalType(item.rentalType);
  const price = kind === 'rent' ? formatRent(item.price, locale) : formatMoney(item.price, locale);
  return (
    <article className={styles.card} data-testid="listing-card">
      <Link className={styles.link} to={href(DETAIL_ROUTE[kind], { propertyId: item.propertyID }, locale)}>
        <div className={styles.photo}>
          {item.coverImage ? (
            <img src={mediaUrl(item.coverImage)} alt="" width={360} height={270} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
          ) : null}
          {item.topType === 3 ? <span className={styles.badge}>{t('card.promoted')}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{item.titleWithCulture}</h3>
          <p className={styles.price}>{price}</p>
          <p className={styles.meta}>
            {t('card.saleable', { area: formatArea(item.saleableArea, locale) })}
            {item.saleableAvgPrice && kind === 'buy' ? ` · ${t('card.unitPrice', { price: formatUnitPrice(item.saleableAvgPrice, locale) })}` : ''}
          </p>
          <p className={styles.meta}>
            {[item.regionNameWithCulture, item.gscopeNameWithCulture, item.estateNameWithCulture].filter(Boolean).join(' · ')}
          </p>
          <p className={styles.meta}>
            {item.roomNumberWithCulture}
            {item.isOwner ? ` · ${t('card.owner')}` : item.companyNameWithCulture ? ` · ${item.companyNameWithCulture}` : ''}
          </p>
          <p className={styles.time}>{t('card.updated', { time: relativeTime(item.updateTime, now, locale) })}</p>
        </div>
      </Link>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
