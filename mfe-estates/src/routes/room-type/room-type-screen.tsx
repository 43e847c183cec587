import { formatArea, formatUnitPrice } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { Link } from 'react-router';
import { DealPageView } from '../../features/deals';
import { RoomTypeBlocks, RoomTypeFacts, RoomTypeFlats, RoomTypeListings, RoomTypeNav } from '../../features/room-types';
import { useEstatesT } from '../../i18n/use-estates-t';
import type { RoomTypeDetail } from '../../lib/types';
import styles from '../estate-sub-page.module.css';

export const ROOM_TYPE_DEALS_PAGE = 10;

/** the deals the page shows: sale or lease, and which page */
export interface RoomTypeState { kind: 'sale' | 'rent'; page: number }

/**
 * One room type of an estate: its figures, the other layouts, its blocks, traded flats, deals and
 * listings. `loading`: the deals of another kind or page are on their way (the rest stays).
 */
export function RoomTypeScreen({ detail, view, loading = false, locale }: { detail: RoomTypeDetail; view: RoomTypeState; loading?: boolean; locale: Locale }) {
  const { t } = useEstatesT();
  const { roomType: r, estate: e } = detail;
  const estateId = String(e.estateID);
  usePageMeta({
    title: t('roomType.metaTitle', { estate: e.estateNameWithCulture, flat: r.flat }),
    description: t('roomType.metaDescription', {
      estate: e.estateNameWithCulture, flat: r.flat, area: formatArea(r.saleableArea?.min, locale), count: r.saleDealCount,
      price: formatUnitPrice(r.avgDealPricePerSqft, locale),
    }),
  });
  const hrefWith = (c: { kind?: 'sale' | 'rent'; page?: number }) => {
    const kind = c.kind ?? view.kind;
    const page = c.page ?? view.page;
    return href('roomTypeDetail', { id: r.roomTypeId }, locale, { kind: kind === 'rent' ? 'rent' : undefined, page: page > 1 ? page : undefined });
  };
  return (
    <article className={styles.page} data-testid="room-type-page">
      <header className={styles.header}>
        <p className={styles.crumbs}>
          <Link to={href('estateList', {}, locale)}>{t('page.title')}</Link> › <Link to={href('estateDetail', { propertyId: estateId }, locale)}>{e.estateNameWithCulture}</Link> › {t('layouts.title')}
        </p>
        <h1>{t('roomType.title', { estate: e.estateNameWithCulture, flat: r.flat })}</h1>
        <p className={styles.muted}>{[e.gscopeNameWithCulture, e.addressWithCulture].join(' · ')}</p>
        <RoomTypeFacts detail={detail} locale={locale} />
        <p className={styles.links}>
          <Link to={href('estateDetail', { propertyId: estateId }, locale)} data-testid="room-type-estate-link">{t('roomType.back', { estate: e.estateNameWithCulture })}</Link>
          <Link to={href('estateSaleDetail', {}, locale, { id: estateId })}>{t('roomType.saleOverview', { estate: e.estateNameWithCulture })}</Link>
        </p>
      </header>
      <RoomTypeNav detail={detail} locale={locale} />
      <DealPageView title={t('roomType.deals.title')} testId="room-type-deals" locale={locale} rentalType={view.kind === 'rent' ? 2 : 1}
        data={detail.deals} loading={loading} error={null} onRetry={() => undefined} emptyTitle={t('roomType.deals.none')} hrefWith={hrefWith} />
      <RoomTypeListings detail={detail} locale={locale} />
      <RoomTypeFlats detail={detail} locale={locale} />
      <RoomTypeBlocks detail={detail} />
    </article>
  );
}
