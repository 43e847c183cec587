import { useApi } from '@portal/shared/api';
import { getEstate, getNearbyEstateList } from '@portal/shared/endpoints';
import { formatUnitPrice } from '@portal/shared/format';
import { NotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useEstatesT } from '../../../i18n/use-estates-t';
import type { EstateListItem } from '../../../lib/types';
import { EstatesOnMap } from './estates-on-map';
import styles from './estate-map.module.css';

export const NEARBY_ON_MAP = 20;

/**
 * The estate map (/estate-map/{estateId}): the estate and its nearest estates on the listings
 * remote's map, and the same estates as a list of links (on the server too).
 */
export function EstateMap({ estateId, locale }: { estateId: number; locale: Locale }) {
  const { t } = useEstatesT();
  const estate = useApi(getEstate, { query: { estateId }, language: locale });
  const nearby = useApi(getNearbyEstateList, { query: { estateID: estateId, count: NEARBY_ON_MAP }, language: locale });
  const name = estate.data?.estateNameWithCulture;
  usePageMeta(name ? { title: t('map.metaTitle', { name }), description: t('map.metaDescription', { name, count: nearby.data?.length ?? 0 }) } : null);
  if (estate.error?.status === 404) return <><NotFoundStatus /><EmptyState title={t('detail.notFound')} /></>;
  if (estate.error && !estate.data) return <ErrorState title={t('detail.errorTitle')} message={estate.error.message} onRetry={estate.reload} />;
  if (!estate.data) return <SkeletonText lines={6} />;
  const places: EstateListItem[] = [estate.data, ...(nearby.data ?? [])];
  return (
    <article className={styles.page} data-testid="estate-map-page">
      <p><Link to={href('estateDetail', { propertyId: String(estateId) }, locale)}>{t('map.back', { name })}</Link></p>
      <h1>{t('map.title', { name })}</h1>
      <div className={styles.map}>
        <EstatesOnMap estates={places} locale={locale} />
      </div>
      <h2>{t('map.listTitle')}</h2>
      <ul className={styles.list} data-testid="estate-map-list" aria-busy={nearby.loading}>
        {places.map((e, i) => (
          <li key={e.estateID}>
            <Link to={href('estateDetail', { propertyId: String(e.estateID) }, locale)}>{e.estateNameWithCulture}</Link>
            {' · '}{i === 0 ? t('map.thisEstate') : t('around.metres', { m: Math.round((e as { distance?: number }).distance ?? 0) })}
            {' · '}{e.avgDealPrice ? t('card.avgDeal', { price: formatUnitPrice(e.avgDealPrice, locale) }) : t('card.noDeals')}
          </li>
        ))}
      </ul>
      {nearby.loading && !nearby.data ? <SkeletonText lines={3} /> : null}
    </article>
  );
}
