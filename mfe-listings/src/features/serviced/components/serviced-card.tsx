import { mediaUrl } from '@portal/shared/api';
import type { PropertyListItem } from '@portal/shared/contracts';
import { formatArea, formatRent } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';
import styles from './serviced-card.module.css';

/** A serviced apartment in the list: photo, name, monthly rent, size, district; opens its page. */
export function ServicedCard({ item, locale, eager }: { item: PropertyListItem; locale: Locale; eager: boolean }) {
  const { t } = useListingsT();
  return (
    <li className={styles.card} data-testid="serviced-card">
      <Link className={styles.link} to={href('servicesDetail', { propertyId: item.propertyID }, locale)}>
        <div className={styles.photo}>
          {item.coverImage ? (
            <img src={mediaUrl(item.coverImage)} alt="" width={360} height={270} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
          <span className={styles.badge}>{t('serviced.card.badge')}</span>
        </div>
        <div className={styles.body}>
          <h2 className={styles.title}>{item.titleWithCulture}</h2>
          <p className={styles.price}>{formatRent(item.price, locale)}</p>
          <p className={styles.meta}>
            {[item.roomNumberWithCulture, t('serviced.card.saleable', { area: formatArea(item.saleableArea, locale) })].join(' · ')}
          </p>
          <p className={styles.meta}>{[item.gscopeNameWithCulture, item.areaNameWithCulture, item.estateNameWithCulture].filter(Boolean).join(' · ')}</p>
          <p className={styles.terms}>{t('serviced.card.leaseTerms')}</p>
        </div>
      </Link>
    </li>
  );
}
