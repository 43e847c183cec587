import { useApi } from '@portal/shared/api';
import { getEstate } from '@portal/shared/endpoints';
import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { EmptyState, ErrorState, SkeletonText } from '@portal/shared/ui';
import { useEstatesT } from '../i18n/use-estates-t';
import { estateIdOf, pageStateOf } from '../lib/estate-tabs';
import { EstateScreen } from './estate/estate-screen';

/** estateDetail: /estate-{propertyId}[/{tertiary}]; houseDetailEstate: /houseDetail/estateDetail[/{propertyId}] or ?estateId= */
export default function EstateDetailPage({ params, search, locale }: RemotePageProps) {
  const { t } = useEstatesT();
  const id = estateIdOf(params, search);
  const state = useApi(getEstate, { query: { estateId: id ?? 0, isNeedDetail: true }, language: locale, enabled: id !== null });
  if (id === null || state.error?.status === 404) {
    return (
      <>
        <NotFoundStatus />
        <EmptyState title={t('detail.notFound')} />
      </>
    );
  }
  if (state.error && !state.data) return <ErrorState title={t('detail.errorTitle')} message={state.error.message} onRetry={state.reload} headingLevel={2} />;
  if (!state.data) return <SkeletonText lines={10} />;
  return <EstateScreen estate={state.data} state={pageStateOf(search)} locale={locale} />;
}
