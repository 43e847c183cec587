import type { Locale } from '@portal/shared/routing';
import { Select } from '@portal/shared/ui';
import { orderIdOf, withOrder, withPage, withoutValue, type ListFilter } from '@portal/shared/url';
import { useListingsT } from '../../../i18n/use-listings-t';
import { useDistrictOptions } from '../api/use-district-options';
import styles from './serviced-list.module.css';

const SORTS = [
  { label: 'default', order: 0 },
  { label: 'latest', order: orderIdOf('latest') },
  { label: 'rentAsc', order: orderIdOf('price', 'asc', 'serviced') },
  { label: 'rentDesc', order: orderIdOf('price', 'desc', 'serviced') },
  { label: 'areaAsc', order: orderIdOf('saleableArea', 'asc') },
  { label: 'areaDesc', order: orderIdOf('saleableArea', 'desc') },
] as const;

/** District (the list URL's hk code) and sort of the serviced list; a change goes back to page 1. */
export function ServicedToolbar({ filter, locale, onChange }: { filter: ListFilter; locale: Locale; onChange: (f: ListFilter) => void }) {
  const { t } = useListingsT();
  const districts = useDistrictOptions(locale);
  const district = filter.codes.hk?.[0] ?? '';
  const order = filter.order ?? 0;
  const setDistrict = (id: string) => {
    const cleared = withPage((filter.codes.hk ?? []).reduce((f, v) => withoutValue(f, 'hk', v), filter), 1);
    onChange(id ? { ...cleared, codes: { ...cleared.codes, hk: [id] } } : cleared);
  };
  return (
    <div className={styles.toolbar}>
      <Select
        label={t('serviced.list.district')}
        placeholder={t('serviced.list.allDistricts')}
        value={district}
        options={districts}
        onChange={(e) => setDistrict(e.target.value)}
        data-testid="serviced-district"
      />
      <Select
        label={t('serviced.list.sort')}
        value={String(SORTS.some((s) => s.order === order) ? order : 0)}
        options={SORTS.map((s) => ({ value: String(s.order), label: t(`serviced.sort.${s.label}`) }))}
        onChange={(e) => onChange(withOrder(filter, Number(e.target.value) || undefined))}
        data-testid="serviced-sort"
      />
    </div>
  );
}
