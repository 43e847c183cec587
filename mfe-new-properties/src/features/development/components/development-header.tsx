import { formatArea, formatMoney } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import type { ReactNode } from 'react';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../../lib/new-estate-types';
import { SalesStatusBanner } from './sales-status-banner';
import styles from './development.module.css';

/** The development's name, address, prices and sizes, and its sales status banner, above every tab. */
export function DevelopmentHeader({ estate, locale, action }: { estate: NewEstateDetail; locale: Locale; action?: ReactNode }) {
  const { t } = useNewPropertiesT();
  const price = estate.minPrice !== null && estate.maxPrice !== null
    ? `${formatMoney(estate.minPrice, locale)} – ${formatMoney(estate.maxPrice, locale)}`
    : t('card.priceTbc');
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1>{estate.nameWithCulture}</h1>
        {action}
      </div>
      <p className={styles.address}>
        {estate.addressWithCulture} · {estate.gscopeNameWithCulture}
        {estate.developerNameWithCulture ? ` · ${estate.developerNameWithCulture}` : ''}
      </p>
      <p className={styles.headline}>
        <span className={styles.price}>{price}</span>
        {estate.minSaleableArea !== null && estate.maxSaleableArea !== null ? (
          <span>{t('card.area', { area: `${formatArea(estate.minSaleableArea, locale)} – ${formatArea(estate.maxSaleableArea, locale)}` })}</span>
        ) : null}
      </p>
      <SalesStatusBanner estate={estate} />
    </header>
  );
}
