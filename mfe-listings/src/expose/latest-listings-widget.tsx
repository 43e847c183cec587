import type { LatestListingsWidget, LatestListingsWidgetProps } from '@portal/shared/mf';
import '../i18n';
import { LatestListings } from '../features/listings';

function LatestListingsWidgetView({ locale, rentalType }: LatestListingsWidgetProps) {
  return <LatestListings locale={locale} rentalType={rentalType} />;
}

export default LatestListingsWidgetView satisfies LatestListingsWidget;
