import type { HotNewPropertiesWidget, HotNewPropertiesWidgetProps } from '@portal/shared/mf';
import '../i18n';
import { HotNewEstates } from '../features/new-estates';

function HotNewPropertiesWidgetView({ locale }: HotNewPropertiesWidgetProps) {
  return <HotNewEstates locale={locale} />;
}

export default HotNewPropertiesWidgetView satisfies HotNewPropertiesWidget;
