import { useApi } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/endpoints';
import { formatArea, formatMoney, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState, ErrorState, Pagination, RouterPaginationLink, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import tables from '../../../lib/tables.module.css';
import styles from '../../../lib/sections.module.css';

export const SALE_PAGE = 20;
/** listing order 2: sale price, low to high (spec 3.4) */
const BY_PRICE = 2;

interface Props {
  estateId: number;
  estateName: string;
  locale: Locale;
  page: number;
  /** the page URL of another page (real links: the page is rendered on the server) */
  hrefFor: (page: number) => string;
}

/** The estate's flats for sale, cheapest first, page by page (SearchProperty by estate), each linking to its listing. */
export function SaleListings({ estateId, estateName, locale, page, hrefFor }: Props) {
  const { t } = useEstatesT();
  const state = useApi(searchProperty, {
    body: { estateIds: [estateId], rentalType: 1, pageCount: SALE_PAGE, pageIndex: page, order: BY_PRICE }, language: locale,
  });
  const pages = state.data ? Math.max(1, Math.ceil(state.data.total / SALE_PAGE)) : 1;
  return (
    <section className={styles.section} data-testid="sale-listings">
      <h2>{t('saleDetail.listings.title')}</h2>
      {state.error && !state.data ? (
        <ErrorState title={t('saleDetail.listings.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={8} />
      ) : state.data.items.length === 0 ? (
        <EmptyState title={t('saleDetail.listings.none')} />
      ) : (
        <>
          <p className={styles.muted}>{t('saleDetail.listings.count', { count: state.data.total })}</p>
          <div className={tables.scroll}>
            <table className={tables.table}>
              <caption className={tables.caption}>{t('saleDetail.listings.caption', { estate: estateName })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('saleDetail.listings.flat')}</th>
                  <th scope="col">{t('saleDetail.listings.rooms')}</th>
                  <th scope="col">{t('saleDetail.listings.area')}</th>
                  <th scope="col">{t('saleDetail.listings.price')}</th>
                  <th scope="col">{t('saleDetail.listings.unitPrice')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((l) => (
                  <tr key={l.propertyID} data-testid="sale-listing-row">
                    <th scope="row"><Link to={href('saleDetail', { propertyId: l.propertyID }, locale)}>{l.titleWithCulture}</Link></th>
                    <td>{l.roomNumberWithCulture}</td>
                    <td>{formatArea(l.saleableArea, locale)}</td>
                    <td>{formatMoney(l.price, locale)}</td>
                    <td>{formatUnitPrice(l.saleableAvgPrice, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={state.data.pageIndex} total={pages} hrefFor={hrefFor}
            linkComponent={RouterPaginationLink} />
          <p><Link to={href('buyList', { filter: `e${estateId}` }, locale)}>{t('saleDetail.listings.all')}</Link></p>
        </>
      )}
    </section>
  );
}
