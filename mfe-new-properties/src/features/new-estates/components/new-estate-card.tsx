import { mediaUrl } from '@portal/shared/api';
import { formatArea, formatMoney } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Card as CardFrame } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { SALES_STATUS_KEYS, type NewEstateCard as Card } from '../../../lib/new-estate-types';
import styles from './new-estate-card.module.css';

const range = (lo: string, hi: string) => (lo === hi ? lo : `${lo} – ${hi}`);

/** A new development on a list: photo, sales status, district and developer, prices, sizes, handover. */
export function NewEstateCard({ item, locale, action }: { item: Card; locale: Locale; action?: ReactNode }) {
  const { t } = useNewPropertiesT();
  const cover = mediaUrl(item.coverImage);
  return (
    <CardFrame as="article" padded={false} interactive className={styles.card} data-testid="new-estate-card">
      <Link className={styles.link} to={href('newPropertyDetail', { propertyId: String(item.estateId) }, locale)}>
        <div className={styles.photo}>
          {cover ? <img src={cover} alt="" loading="lazy" width={400} height={300} /> : null}
          <span className={styles.badge} data-status={SALES_STATUS_KEYS[item.salesStatus]}>{item.salesStatusWithCulture}</span>
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{item.nameWithCulture}</h3>
          <p className={styles.meta}>
            {item.gscopeNameWithCulture}
            {item.developerNameWithCulture ? ` · ${item.developerNameWithCulture}` : ''}
          </p>
          <p className={styles.price}>
            {item.minPrice !== null && item.maxPrice !== null
              ? range(formatMoney(item.minPrice, locale), formatMoney(item.maxPrice, locale))
              : t('card.priceTbc')}
          </p>
          <p className={styles.meta}>
            {item.minSaleableArea !== null && item.maxSaleableArea !== null
              ? t('card.area', { area: range(formatArea(item.minSaleableArea, locale), formatArea(item.maxSaleableArea, locale)) })
              : null}
          </p>
          <p className={styles.meta}>
            {t('card.flats', { count: item.flatCount })}
            {item.expectedHandover ? ` · ${t('card.handover', { date: item.expectedHandover })}` : ''}
          </p>
        </div>
      </Link>
      {action ? <div className={styles.action}>{action}</div> : null}
    </CardFrame>
  );
}
