import { useApi } from '@portal/shared/api';
import { searchDealForPropertyDetail } from '@portal/shared/endpoints';
import { formatArea, formatDate, formatMoney, formatRent } from '@portal/shared/format';
import type { Locale } from '@portal/shared/routing';
import { useListingsT } from '../../i18n/use-listings-t';
import styles from './detail-screen.module.css';

/** the call of a listing's estate deals (the detail screen starts it early on the server) */
export const estateDealsCall = (listingId: string, locale: Locale) =>
  [searchDealForPropertyDetail, { body: { propertyId: listingId, pageIndex: 1, pageCount: 8 }, language: locale }] as const;

/** Recent transactions in the listing's estate (SearchDealForPropertyDetail), newest first; the table scrolls sideways on narrow screens (a focusable region). */
export function EstateDeals({ listingId, locale, rent }: { listingId: string; locale: Locale; rent: boolean }) {
  const { t } = useListingsT();
  const state = useApi(...estateDealsCall(listingId, locale));
  const deals = state.data?.items;
  if (!deals) return null;
  return (
    <section className={styles.section} data-testid="estate-deals" aria-labelledby="deals-title">
      <h2 id="deals-title">{t('detail.deals')}</h2>
      {deals.length === 0 ? (
        <p className={styles.muted}>{t('detail.dealsEmpty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="deals-title">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.dealDate')}</th>
                <th scope="col">{t('detail.dealUnit')}</th>
                <th scope="col">{t('detail.dealArea')}</th>
                <th scope="col">{t('detail.dealPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {deals.map((d) => (
                <tr key={d.dealID}>
                  <td>{formatDate(d.dealDate, locale)}</td>
                  <td>{[d.buildingNameWithCulture, d.floor === null ? null : `${d.floor}/F`, d.flat].filter(Boolean).join(' ')}</td>
                  <td>{formatArea(d.saleableArea, locale)}</td>
                  <td>{rent ? formatRent(d.price, locale) : formatMoney(d.price, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
