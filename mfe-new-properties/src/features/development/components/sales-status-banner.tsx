import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { SALES_STATUS_KEYS, type NewEstateDetail } from '../../../lib/new-estate-types';
import styles from './development.module.css';

/**
 * The sales status banner (spec 4.2): pending, on sale, sold out or tendering, with what it means
 * for a buyer now (flats left of the total, the launch date, the price sheets issued).
 */
export function SalesStatusBanner({ estate }: { estate: NewEstateDetail }) {
  const { t } = useNewPropertiesT();
  const key = SALES_STATUS_KEYS[estate.salesStatus] ?? 'pending';
  const sheets = estate.priceSheets.length;
  return (
    <div className={styles.banner} data-status={key} role="status" data-testid="sales-status-banner">
      <strong className={styles.bannerStatus}>{estate.salesStatusWithCulture}</strong>
      <span>
        {t(`status.${key}`, {
          available: estate.availableUnits, total: estate.totalUnits, date: estate.salesStartDate ?? '', sheets,
        })}
      </span>
    </div>
  );
}
