import { useApi } from '@portal/shared/api';
import { searchProperty } from '@portal/shared/endpoints';
import { formatArea, formatMoney, formatRent } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import styles from './estate-detail.module.css';

const SHOWN = 4;

/** the PropertyLabel of listings with a VR tour (spec 3.2) */
export const VR_LABEL = 4;

/**
 * The estate's listings of one kind (SearchProperty by estate), linking into the listing pages by
 * the route table; `vr`: only those with a VR tour (the aerial and VR tab).
 */
export function EstateListings({ estateId, locale, kind, vr = false }: { estateId: number; locale: Locale; kind: 'buy' | 'rent'; vr?: boolean }) {
  const { t } = useEstatesT();
  const rentalType = kind === 'buy' ? 1 : 2;
  const labels = vr ? { propertyLabel: [VR_LABEL] } : {};
  const state = useApi(searchProperty, { body: { estateIds: [estateId], rentalType, pageCount: SHOWN, pageIndex: 1, order: 0, ...labels }, language: locale });
  const all = href(kind === 'buy' ? 'buyList' : 'rentList', { filter: `e${estateId}${vr ? `v${VR_LABEL}` : ''}` }, locale);
  const title = vr ? t('aerial.title') : t(kind === 'buy' ? 'listings.saleTitle' : 'listings.rentTitle');
  return (
    <section className={styles.section} data-testid={`estate-listings-${vr ? 'vr' : kind}`}>
      <h2>{title}</h2>
      {!state.data ? (
        state.error ? <p>{t('listings.error')}</p> : <SkeletonText lines={3} />
      ) : state.data.items.length === 0 ? (
        <p>{t(vr ? 'aerial.none' : 'listings.none')}</p>
      ) : (
        <>
          <ul className={styles.plain}>
            {state.data.items.map((l) => (
              <li key={l.propertyID}>
                <Link to={href(kind === 'buy' ? 'saleDetail' : 'rentDetail', { propertyId: l.propertyID }, locale)}>{l.titleWithCulture}</Link>
                {' · '}
                {kind === 'buy' ? formatMoney(l.price, locale) : formatRent(l.price, locale)} · {formatArea(l.saleableArea, locale)}
              </li>
            ))}
          </ul>
          <Link to={all}>{t('listings.all', { count: state.data.total })}</Link>
        </>
      )}
      {kind === 'buy' && !vr ? (
        <Link to={href('estateSaleDetail', {}, locale, { id: String(estateId) })} data-testid="estate-sale-detail-link">{t('listings.overview')}</Link>
      ) : null}
    </section>
  );
}
