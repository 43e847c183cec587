import { formatMoney } from '@portal/shared/format';
import { href, type Locale } from '@portal/shared/routing';
import { fitDescription, ogImageUrl, usePageMeta } from '@portal/shared/seo';
import type { DevelopmentTab } from '../../features/development';
import { tabHref } from '../../features/development';
import { useNewPropertiesT } from '../../i18n/use-new-properties-t';
import type { NewEstateDetail } from '../../lib/new-estate-types';

/** A development page's title (its name, and the tab past the introduction), description, preview and breadcrumbs. */
export function useDevelopmentMeta(estate: NewEstateDetail | undefined, tab: DevelopmentTab, locale: Locale) {
  const { t } = useNewPropertiesT();
  const name = estate?.nameWithCulture ?? t('list.title');
  const title = tab === 'intro' ? name : `${name} ${t(`tabs.${tab}`)}`;
  usePageMeta({
    title,
    description: estate ? fitDescription(estate.descriptionWithCulture ?? `${name}, ${estate.addressWithCulture}`, 300) : t('list.description'),
    image: estate ? ogImageUrl(estate.photos[0] ?? estate.coverImage, formatMoney(estate.minPrice, locale)) : undefined,
    breadcrumbs: estate
      ? [{ name: t('list.title'), path: href('newPropertyList', {}, locale) }, { name, path: tabHref(estate.estateId, 'intro', locale) }]
      : undefined,
  });
}
