import { call } from '@portal/shared/api';
import { getSeo } from '@portal/shared/endpoints';
import { match, stripLocale, type Locale } from '@portal/shared/routing';
import { browserPageMeta } from '@portal/shared/seo';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyHead } from './head';
import { siteImage } from './home-meta';
import { headOf, type SeoEntry } from './resolve';
import { serverHead } from './server-head';

/**
 * The page's head in the browser, on every navigation (docs/seo.md): GetSeo's entry (webPath =
 * the path without its locale) and the page's own usePageMeta, combined by headOf as the server
 * does. Written once GetSeo has answered (or failed) for the path, so a server-rendered page keeps
 * its head while it hydrates; the server-rendered page's own head is left as the server wrote it
 * until the first navigation (server-head.ts).
 */
export function usePageMeta(pathname: string, locale: Locale, enabled: boolean): void {
  const { t } = useTranslation('shell');
  const page = useSyncExternalStore(browserPageMeta.subscribe, browserPageMeta.snapshot, () => null);
  const [seo, setSeo] = useState<{ pathname: string; entry: SeoEntry | null } | null>(null);
  const written = useSyncExternalStore(serverHead.subscribe, () => serverHead.wrote(pathname), () => serverHead.wrote(pathname));
  useEffect(() => {
    if (!enabled || written) return undefined;
    const controller = new AbortController();
    call(getSeo, { query: { webPath: stripLocale(pathname) }, language: locale, signal: controller.signal, loadingBar: false })
      .then((entry) => setSeo({ pathname, entry }), (error: { cancelled?: boolean }) => {
        if (!error.cancelled) setSeo({ pathname, entry: null });
      });
    return () => controller.abort();
  }, [pathname, locale, enabled, written]);
  const settled = seo?.pathname === pathname ? seo : null;
  useEffect(() => {
    if (!enabled || !settled) return;
    const matched = match(pathname);
    applyHead(headOf({
      pathname,
      locale,
      origin: window.location.origin,
      route: matched.kind === 'route' ? matched.route : null,
      seo: settled.entry,
      page,
      defaults: { title: t('seo.defaultTitle'), description: t('seo.defaultDescription'), image: siteImage() },
    }));
  }, [pathname, locale, enabled, settled, page, t]);
}
