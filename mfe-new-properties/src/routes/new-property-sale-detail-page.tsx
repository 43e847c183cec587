import type { RemotePageProps } from '@portal/shared/mf';
import { DevelopmentScreen } from './development/development-screen';
import { estateIdOf } from './development/estate-id';

/**
 * newPropertySaleDetail: /new-property-sale-detail?id={id}[&unit={unit}] and
 * /houseDetail/newSaleDetail: a development's sales status, or with a unit, that unit's net price
 * under each payment plan.
 */
export default function NewPropertySaleDetailPage({ params, search, locale }: RemotePageProps) {
  const unit = new URLSearchParams(search).has('unit');
  return <DevelopmentScreen estateId={estateIdOf(params, search)} tab={unit ? 'payment-plans' : 'sales-status'} locale={locale} search={search} />;
}
