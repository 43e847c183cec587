import { formatMoney, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { RoomType } from '../../../lib/types';
import tables from '../../../lib/tables.module.css';
import { useLayoutText } from './layout-text';
import sections from '../../../lib/sections.module.css';

/** The estate's sale market by layout: flats for sale, the lowest asking price and $/ft² against the last 12 months' deals. */
export function RoomTypesForSale({ roomTypes, locale }: { roomTypes: readonly RoomType[]; locale: Locale }) {
  const { t } = useEstatesT();
  const text = useLayoutText(locale);
  return (
    <section className={sections.section} data-testid="sale-by-layout">
      <h2>{t('saleDetail.byLayout.title')}</h2>
      {roomTypes.length === 0 ? <p>{t('layouts.none')}</p> : (
        <div className={tables.scroll}>
          <table className={tables.table}>
            <caption className={tables.caption}>{t('saleDetail.byLayout.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('saleDetail.byLayout.layout')}</th>
                <th scope="col">{t('saleDetail.byLayout.area')}</th>
                <th scope="col">{t('saleDetail.byLayout.forSale')}</th>
                <th scope="col">{t('saleDetail.byLayout.from')}</th>
                <th scope="col">{t('saleDetail.byLayout.asking')}</th>
                <th scope="col">{t('saleDetail.byLayout.deals')}</th>
                <th scope="col">{t('saleDetail.byLayout.avgDeal')}</th>
              </tr>
            </thead>
            <tbody>
              {roomTypes.map((r) => (
                <tr key={r.roomTypeId} data-testid="sale-layout-row">
                  <th scope="row"><Link to={href('roomTypeDetail', { id: r.roomTypeId }, locale)}>{t('layouts.name', { flat: r.flat })}</Link></th>
                  <td>{text.area(r.saleableArea)}</td>
                  <td>{r.saleListingCount}</td>
                  <td>{formatMoney(r.minSalePrice, locale)}</td>
                  <td>{formatUnitPrice(r.avgAskingPricePerSqft, locale)}</td>
                  <td>{r.saleDealCount}</td>
                  <td>{formatUnitPrice(r.avgDealPricePerSqft, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
