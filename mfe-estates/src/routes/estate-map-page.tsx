import { NotFoundStatus, type RemotePageProps } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { EstateMap } from '../features/estate-map';
import { useEstatesT } from '../i18n/use-estates-t';

/** estateMap: /estate-map/{estateId} */
export default function EstateMapPage({ params, locale }: RemotePageProps) {
  const { t } = useEstatesT();
  const id = /^\d{1,9}$/.test(params.estateId ?? '') ? Number(params.estateId) : 0;
  if (id < 1) return <><NotFoundStatus /><EmptyState title={t('detail.notFound')} /></>;
  return <EstateMap estateId={id} locale={locale} />;
}
