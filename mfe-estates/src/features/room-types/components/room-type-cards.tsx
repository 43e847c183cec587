import { useApi } from '@portal/shared/api';
import { getEstateRoomTypeList } from '@portal/shared/endpoints';
import { formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { RoomType } from '../../../lib/types';
import { useLayoutText } from './layout-text';
import sections from '../../../lib/sections.module.css';
import styles from './room-types.module.css';

/** The layouts as cards: size, bedrooms, flats, the last 12 months' sales and the listings; each opens its page. */
export function RoomTypeCards({ roomTypes, locale }: { roomTypes: readonly RoomType[]; locale: Locale }) {
  const { t } = useEstatesT();
  const text = useLayoutText(locale);
  return (
    <ul className={styles.cards} data-testid="room-type-cards">
      {roomTypes.map((r) => (
        <li key={r.roomTypeId} className={styles.card} data-testid="room-type-card">
          <Link to={href('roomTypeDetail', { id: r.roomTypeId }, locale)}>{t('layouts.name', { flat: r.flat })}</Link>
          <span>{text.area(r.saleableArea)} · {text.rooms(r.roomNumber)} · {t('layouts.flats', { count: r.flatCount })}</span>
          <span>
            {r.saleDealCount > 0
              ? `${t('layouts.sales', { count: r.saleDealCount })} · ${t('layouts.avgDeal', { price: formatUnitPrice(r.avgDealPricePerSqft, locale) })}`
              : t('layouts.noSales')}
          </span>
          <span className={sections.muted}>{t('layouts.listed', { sale: r.saleListingCount, rent: r.rentListingCount })}</span>
        </li>
      ))}
    </ul>
  );
}

/** The estate's layouts (GetEstateRoomTypeList), for the estate page's introduction. */
export function EstateRoomTypes({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const state = useApi(getEstateRoomTypeList, { query: { estateId }, language: locale });
  return (
    <section className={sections.section} data-testid="estate-room-types">
      <h2>{t('layouts.title')}</h2>
      <p className={sections.muted}>{t('layouts.intro')}</p>
      {state.error && !state.data ? (
        <ErrorState title={t('layouts.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={3} />
      ) : !state.data ? (
        <SkeletonText lines={4} />
      ) : state.data.roomTypes.length === 0 ? (
        <p>{t('layouts.none')}</p>
      ) : (
        <RoomTypeCards roomTypes={state.data.roomTypes} locale={locale} />
      )}
    </section>
  );
}
