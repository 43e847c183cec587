import type { RemotePageProps } from '@portal/shared/mf';
import { DetailScreen } from './detail/detail-screen';

/** saleDetail: /buy-property-{propertyId}[.html or /{tertiary}], and /houseDetail/saleDetail/{id} */
export default function SaleDetailPage({ params, locale }: RemotePageProps) {
  return <DetailScreen key={params.propertyId} propertyId={params.propertyId ?? ''} locale={locale} kind="buy" />;
}
