import type { RemotePageProps } from '@portal/shared/mf';
import { DetailPageBody } from '../features/listing-detail';

/** saleDetail: /buy-property-{propertyId}[.html or /{tertiary}], and /houseDetail/saleDetail/{id} */
export default function SaleDetailPage({ params, locale }: RemotePageProps) {
  return <DetailPageBody key={params.propertyId} propertyId={params.propertyId ?? ''} locale={locale} kind="buy" />;
}
