import { useApi } from '@portal/shared/api';
import { getNewEstateBuildingPlanInfoByEstateId, getNewEstateRoomById, getNewEstateRoomTypeList } from '@portal/shared/endpoints';
import type { Locale } from '@portal/shared/routing';
import { Pagination, RouterPaginationLink } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useNewPropertiesT } from '../../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../../lib/new-estate-types';
import { PRICE_LIST_PAGE, priceListFilterOf, priceListQuery, unitQuery } from '../price-list-query';
import { tabHref } from '../tabs';
import { Loaded } from './loaded';
import { PriceListFilterForm } from './price-list-filter-form';
import { UnitTable } from './unit-table';
import styles from './development.module.css';

/** The price list: every unit of every price sheet, sold ones marked, filtered by tower, floor, rooms and sheet. */
export function PriceListTab({ estate, locale, search }: { estate: NewEstateDetail; locale: Locale; search: string }) {
  const { t } = useNewPropertiesT();
  const estateId = estate.estateId;
  const filter = priceListFilterOf(search);
  const towers = useApi(getNewEstateBuildingPlanInfoByEstateId, { query: { estateId }, language: locale });
  const types = useApi(getNewEstateRoomTypeList, { query: { estateID: estateId }, language: locale });
  const units = useApi(getNewEstateRoomById, { query: unitQuery(estateId, filter), language: locale });
  const pages = units.data ? Math.max(1, Math.ceil(units.data.total / PRICE_LIST_PAGE)) : 1;
  return (
    <section className={styles.section} aria-labelledby="np-price-list">
      <h2 id="np-price-list">{t('tabs.price-list')}</h2>
      <PriceListFilterForm
        estateId={estateId}
        locale={locale}
        filter={filter}
        towers={towers.data ?? []}
        rooms={[...new Map((types.data ?? []).map((rt) => [rt.roomNumber, rt.roomNumberWithCulture])).entries()]}
        sheets={estate.priceSheets.map((s) => s.priceListNumber)}
      />
      <Loaded state={units}>
        {(page) => (
          <>
            <p aria-live="polite" data-testid="price-list-total">{t('priceList.total', { count: page.total })}</p>
            <UnitTable
              units={page.items}
              locale={locale}
              action={(u) => (
                <Link to={tabHref(estateId, 'payment-plans', locale, { unit: u.unitID })} data-testid="net-price-link">
                  {t('priceList.netPrice')}
                </Link>
              )}
            />
            <Pagination
              page={filter.page}
              total={pages}
              hrefFor={(n) => tabHref(estateId, 'price-list', locale, priceListQuery({ ...filter, page: n }))}
              linkComponent={RouterPaginationLink}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}
