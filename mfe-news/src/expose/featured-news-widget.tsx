import type { FeaturedNewsWidget, FeaturedNewsWidgetProps } from '@portal/shared/mf';
import '../i18n';
import { FeaturedNews } from '../features/featured-news';

function FeaturedNewsWidgetView({ locale }: FeaturedNewsWidgetProps) {
  return <FeaturedNews locale={locale} />;
}

export default FeaturedNewsWidgetView satisfies FeaturedNewsWidget;
