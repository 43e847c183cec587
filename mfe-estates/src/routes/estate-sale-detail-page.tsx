import { useApi } from '@portal/shared/api';
import { getEstateRoomTypeList } from '@portal/shared/endpoints';
import { href } from '@portal/shared/routing';
import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { LatestSales } from '../features/deals';
import { SaleListings, SaleSummary } from '../features/estate-sale';
import { RoomTypesForSale } from '../features/room-types';
import { useEstatesT } from '../i18n/use-estates-t';
import { pageOf, saleEstateIdOf } from '../lib/room-type';
import styles from './estate-sub-page.module.css';

/**
 * estateSaleDetail: /estate-sale-detail?id={estateId}[&page=n] (spec 2.5; state not kept, 2.7). The spec names the screen only;
 * it is read as the estate's sale overview: its flats for sale summed up against the last 12 months' sales, the same layout by
 * layout, the flats for sale cheapest first, and the latest sales.
 */
export default function EstateSaleDetailPage({ search, locale }: RemotePageProps) {
  const { t } = useEstatesT();
  const estateId = saleEstateIdOf(search);
  const page = pageOf(search);
  const state = useApi(getEstateRoomTypeList, { query: { estateId: estateId ?? 0 }, language: locale, enabled: estateId !== null });
  const d = state.data;
  usePageMeta(d ? {
    title: t('saleDetail.metaTitle', { estate: d.estateNameWithCulture }),
    description: t('saleDetail.metaDescription', { estate: d.estateNameWithCulture, count: d.summary.saleListingCount }),
  } : null);
  if (estateId === null || state.error?.status === 404) return <><NotFoundStatus /><EmptyState title={t('saleDetail.notFound')} /></>;
  if (state.error && !d) return <ErrorState title={t('saleDetail.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!d) return <SkeletonText lines={12} />;
  const id = String(d.estateID);
  return (
    <article className={styles.page} data-testid="estate-sale-page">
      <header className={styles.header}>
        <p className={styles.crumbs}>
          <Link to={href('estateList', {}, locale)}>{t('page.title')}</Link> › <Link to={href('estateDetail', { propertyId: id }, locale)}>{d.estateNameWithCulture}</Link>
        </p>
        <h1>{t('saleDetail.title', { estate: d.estateNameWithCulture })}</h1>
        <p className={styles.links}>
          <Link to={href('estateDetail', { propertyId: id }, locale)} data-testid="sale-estate-link">{t('saleDetail.back', { estate: d.estateNameWithCulture })}</Link>
        </p>
      </header>
      <SaleSummary summary={d.summary} locale={locale} />
      <RoomTypesForSale roomTypes={d.roomTypes} locale={locale} />
      <SaleListings estateId={d.estateID} estateName={d.estateNameWithCulture} locale={locale} page={page}
        hrefFor={(n) => href('estateSaleDetail', {}, locale, { id, page: n > 1 ? n : undefined })} />
      <LatestSales estateId={d.estateID} estateName={d.estateNameWithCulture} locale={locale} />
    </article>
  );
}
