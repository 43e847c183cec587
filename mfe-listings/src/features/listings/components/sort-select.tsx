import { orderIdOf, sortOf, type SortDirection, type SortKey } from '@portal/shared/url';
import { useListingsT } from '../../../i18n/use-listings-t';
import type { ListingKind } from '../list-kind';
import styles from './list-view.module.css';

/** The sort choices this list offers (spec 3.4 user-facing keys), by their label key. */
export const SORT_CHOICES: ReadonlyArray<{ label: string; key: SortKey; direction: SortDirection }> = [
  { label: 'default', key: 'default', direction: 'desc' },
  { label: 'latest', key: 'latest', direction: 'desc' },
  { label: 'priceAsc', key: 'price', direction: 'asc' },
  { label: 'priceDesc', key: 'price', direction: 'desc' },
  { label: 'unitPriceSFAAsc', key: 'unitPriceSFA', direction: 'asc' },
  { label: 'unitPriceSFADesc', key: 'unitPriceSFA', direction: 'desc' },
  { label: 'saleableAreaAsc', key: 'saleableArea', direction: 'asc' },
  { label: 'saleableAreaDesc', key: 'saleableArea', direction: 'desc' },
];

export function SortSelect({ kind, order, onChange }: { kind: ListingKind; order: number; onChange: (order: number) => void }) {
  const { t } = useListingsT();
  const current = sortOf(order);
  return (
    <label className={styles.sort}>
      <span>{t('list.sort')}</span>
      <select
        data-testid="sort-select"
        value={`${current.key}:${current.direction}`}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':') as [SortKey, SortDirection];
          onChange(orderIdOf(key, direction, kind));
        }}
      >
        {SORT_CHOICES.map((c) => (
          <option key={c.label} value={`${c.key}:${c.direction}`}>
            {t(`list.sortOptions.${c.label}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
