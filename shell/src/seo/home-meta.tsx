import { mediaUrl } from '@portal/shared/api';
import { HTML_LANG } from '@portal/shared/i18n';
import { href, withLocale, type Locale } from '@portal/shared/routing';
import { SITE_NAME, ogImageUrl, organization, usePageMeta, webSite } from '@portal/shared/seo';
import { useTranslation } from 'react-i18next';

/** the site's logo as the API draws it (an absolute URL when the API is on another origin) */
export const SITE_LOGO = '/api/Media/logo/harbourhome.svg';

/** the preview image of pages without one of their own */
export function siteImage(): string | undefined {
  return ogImageUrl(SITE_LOGO);
}

/**
 * The home page's metadata: Organization and WebSite with its search (the buy list by keyword);
 * its title and description are GetSeo's entry for '/'.
 */
export function HomeMeta({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const home = withLocale('/', locale);
  usePageMeta({
    title: t('home.title'),
    description: t('seo.defaultDescription'),
    breadcrumbs: [],
    structuredData: [
      organization({ name: SITE_NAME[locale], url: home, logo: mediaUrl(SITE_LOGO) }),
      webSite({ name: SITE_NAME[locale], url: home, language: HTML_LANG[locale], searchUrl: `${href('buyList', {}, locale)}?key={search_term_string}` }),
    ],
  });
  return null;
}
