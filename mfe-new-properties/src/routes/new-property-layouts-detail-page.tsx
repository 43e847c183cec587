import { mediaUrl, useApi } from '@portal/shared/api';
import { getNewEstateRoomTypeList, getNewEstateRoomTypeUnitList } from '@portal/shared/endpoints';
import { formatArea, formatMoney } from '@portal/shared/format';
import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { usePageMeta } from '@portal/shared/seo';
import { EmptyState, SkeletonText } from '@portal/shared/ui';
import { Link } from 'react-router';
import { Loaded, tabHref, UnitTable } from '../features/development';
import { useNewPropertiesT } from '../i18n/use-new-properties-t';
import { estateIdOf } from './development/estate-id';
import styles from './pages.module.css';

/** newPropertyLayoutsDetail: /new-property-layouts-detail?id={id}&roomTypeId={type}: one layout, its plan and its units. */
export default function NewPropertyLayoutsDetailPage({ params, search, locale }: RemotePageProps) {
  const { t } = useNewPropertiesT();
  const estateId = estateIdOf(params, search);
  const roomTypeId = Number(new URLSearchParams(search).get('roomTypeId'));
  const valid = estateId !== null && Number.isInteger(roomTypeId) && roomTypeId > 0;
  const types = useApi(getNewEstateRoomTypeList, { query: { estateID: estateId ?? 0 }, language: locale, enabled: estateId !== null });
  const units = useApi(getNewEstateRoomTypeUnitList, { query: { estateId: estateId ?? 0 }, body: { roomTypeId }, language: locale, enabled: valid });
  const type = types.data?.find((rt) => rt.roomTypeID === roomTypeId);
  usePageMeta({ title: type ? type.nameWithCulture : t('tabs.layouts'), description: t('layouts.description', { name: type?.nameWithCulture ?? '' }) });
  if (estateId === null || !valid || types.error?.status === 404 || (types.data && !type)) {
    return <><NotFoundStatus /><EmptyState title={t('layouts.notFound')} /></>;
  }
  if (!type) return <SkeletonText lines={8} />;
  return (
    <div className={styles.page} data-testid="layout-detail">
      <h1>{type.nameWithCulture}</h1>
      <p>
        {`${formatArea(type.minSaleableArea, locale)} – ${formatArea(type.maxSaleableArea, locale)} · `}
        {`${formatMoney(type.minPrice, locale)} – ${formatMoney(type.maxPrice, locale)} · ${t('units.left', { count: type.availableCount })}`}
      </p>
      {type.floorPlan ? <img className={styles.plan} src={mediaUrl(type.floorPlan)} alt={t('plans.floorPlanAlt', { name: type.nameWithCulture })} width={800} height={600} /> : null}
      <Loaded state={units}>
        {(list) => (
          <UnitTable
            units={list}
            locale={locale}
            action={(u) => <Link to={tabHref(estateId, 'payment-plans', locale, { unit: u.unitID })}>{t('priceList.netPrice')}</Link>}
          />
        )}
      </Loaded>
      <p><Link to={tabHref(estateId, 'intro', locale)}>{t('layouts.backToDevelopment')}</Link></p>
    </div>
  );
}
