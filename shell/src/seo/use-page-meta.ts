import { call } from '@portal/shared/api';
import { getSeo } from '@portal/shared/endpoints';
import { stripLocale, type Locale } from '@portal/shared/routing';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPageMeta } from './head';

/**
 * Page metadata from GetSeo (webPath = the path without its locale): title, description,
 * canonical and hreflang alternates. Until it answers, or when it fails, the site defaults.
 */
export function usePageMeta(pathname: string, locale: Locale, enabled: boolean): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (!enabled) return undefined;
    const defaults = { title: t('seo.defaultTitle'), description: t('seo.defaultDescription'), pathname };
    applyPageMeta(defaults);
    const controller = new AbortController();
    call(getSeo, { query: { webPath: stripLocale(pathname) }, language: locale, signal: controller.signal, loadingBar: false })
      .then((seo) => applyPageMeta({ title: seo.titleWithCulture, description: seo.descriptionWithCulture, pathname }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, locale, enabled, t]);
}
