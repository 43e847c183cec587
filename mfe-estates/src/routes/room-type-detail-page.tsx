import { useApi } from '@portal/shared/api';
import { getEstateRoomType } from '@portal/shared/endpoints';
import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useEstatesT } from '../i18n/use-estates-t';
import { pageOf, roomTypeIdOf } from '../lib/room-type';
import { ROOM_TYPE_DEALS_PAGE, RoomTypeScreen, type RoomTypeState } from './room-type/room-type-screen';

/** roomTypeDetail: /room-type-detail/{id}, id = flat letter + estate id (B10001); ?kind=rent&page=n choose the deals shown. */
export default function RoomTypeDetailPage({ params, search, locale }: RemotePageProps) {
  const { t } = useEstatesT();
  const id = roomTypeIdOf(params);
  const view: RoomTypeState = { kind: new URLSearchParams(search).get('kind') === 'rent' ? 'rent' : 'sale', page: pageOf(search) };
  const state = useApi(getEstateRoomType, {
    query: { roomTypeId: id ?? '', rentalType: view.kind === 'rent' ? 2 : 1, pageIndex: view.page, pageCount: ROOM_TYPE_DEALS_PAGE },
    language: locale, enabled: id !== null,
  });
  if (id === null || state.error?.status === 404) return <><NotFoundStatus /><EmptyState title={t('roomType.notFound')} /></>;
  if (state.error && !state.data) return <ErrorState title={t('roomType.errorTitle')} message={state.error.message} onRetry={state.reload} />;
  if (!state.data) return <SkeletonText lines={12} />;
  return <RoomTypeScreen detail={state.data} view={view} loading={state.loading} locale={locale} />;
}
