import type { Locale } from '@portal/shared/routing';
import { useHydrated } from '@portal/shared/ui';
import { useNavigate } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import { priceListQuery, type PriceListFilter } from '../price-list-query';
import { tabHref } from '../tabs';
import styles from './development.module.css';

interface Props {
  estateId: number;
  locale: Locale;
  filter: PriceListFilter;
  towers: ReadonlyArray<{ towerID: number; nameWithCulture: string; floors: number }>;
  /** [room count, its words] */
  rooms: ReadonlyArray<readonly [number, string]>;
  sheets: readonly number[];
}

type Field = 'tower' | 'floor' | 'rooms' | 'sheet';

/** A plain GET form (it works before hydration); once live, each choice applies at once. */
export function PriceListFilterForm({ estateId, locale, filter, towers, rooms, sheets }: Props) {
  const { t } = useNewPropertiesT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const maxFloor = Math.max(0, ...towers.map((tw) => tw.floors));
  const options: Record<Field, Array<[number, string]>> = {
    tower: towers.map((tw) => [tw.towerID, tw.nameWithCulture]),
    floor: Array.from({ length: maxFloor }, (_, i) => [i + 1, String(i + 1)]),
    rooms: rooms.map(([n, words]) => [n, words]),
    sheet: sheets.map((n) => [n, t('priceList.sheetNo', { n })]),
  };
  const apply = (field: Field, value: string) =>
    navigate(tabHref(estateId, 'price-list', locale, priceListQuery({ ...filter, [field]: value === '' ? undefined : Number(value), page: 1 })));
  const action = tabHref(estateId, 'price-list', locale);
  return (
    <form className={styles.form} method="get" action={action} data-testid="price-list-filter">
      {(Object.keys(options) as Field[]).map((field) => (
        <label key={field}>
          {t(`priceList.filter.${field}`)}
          <select name={field} value={filter[field] ?? ''} onChange={(e) => hydrated && apply(field, e.target.value)}>
            <option value="">{t('priceList.filter.all')}</option>
            {options[field].map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
      ))}
      {hydrated ? null : <button type="submit">{t('priceList.filter.apply')}</button>}
    </form>
  );
}
