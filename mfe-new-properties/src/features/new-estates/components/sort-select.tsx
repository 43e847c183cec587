import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { NEW_ESTATE_ORDER_IDS } from '../list-url';
import styles from './new-estate-list.module.css';

/** The sort orders of SearchNewEstate. */
export function SortSelect({ order, onChange }: { order: number; onChange: (order: number) => void }) {
  const { t } = useNewPropertiesT();
  return (
    <label className={styles.sort}>
      <span>{t('list.sort')}</span>
      <select data-testid="sort-select" value={order} onChange={(e) => onChange(Number(e.target.value))}>
        {NEW_ESTATE_ORDER_IDS.map((id, i) => (
          <option key={id} value={i}>
            {t(`list.orders.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
