import type { RemotePageProps } from '@portal/shared/mf';
import { DetailPageBody } from '../features/listing-detail';

/** rentDetail: /rent-property-{propertyId}[.html or /{tertiary}], and /houseDetail/rentDetail/{id} */
export default function RentDetailPage({ params, locale }: RemotePageProps) {
  return <DetailPageBody key={params.propertyId} propertyId={params.propertyId ?? ''} locale={locale} kind="rent" />;
}
