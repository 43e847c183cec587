import type { RemotePageProps } from '@portal/shared/mf';
import { DetailScreen } from './detail/detail-screen';

/** rentDetail: /rent-property-{propertyId}[.html or /{tertiary}], and /houseDetail/rentDetail/{id} */
export default function RentDetailPage({ params, locale }: RemotePageProps) {
  return <DetailScreen key={params.propertyId} propertyId={params.propertyId ?? ''} locale={locale} kind="rent" />;
}
