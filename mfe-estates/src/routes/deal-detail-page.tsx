import type { RemotePageProps } from '@portal/shared/mf';
import { NotFoundStatus } from '@portal/shared/mf';
import { EmptyState } from '@portal/shared/ui';
import { DealDetail } from '../features/deals';
import { useEstatesT } from '../i18n/use-estates-t';

/** dealDetail: /deal/{id} */
export default function DealDetailPage({ params, locale }: RemotePageProps) {
  const { t } = useEstatesT();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id < 1) return <><NotFoundStatus /><EmptyState title={t('deal.notFound')} /></>;
  return <DealDetail dealId={id} locale={locale} />;
}
