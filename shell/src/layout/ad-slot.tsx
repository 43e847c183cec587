import { call, mediaUrl } from '@portal/shared/api';
import { getAdInfoByLocation } from '@portal/shared/endpoints';
import type { ResultOf } from '@portal/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { withLocale, type Locale, type RouteDef } from '@portal/shared/routing';
import { useNear } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

type Ad = ResultOf<typeof getAdInfoByLocation>[number];

/** the ad location of a page (the API's places: home-banner, list-top, detail-side, site-banner) */
export function adLocationOf(route: Pick<RouteDef, 'name' | 'keepAlive' | 'footer' | 'samePage'> | null): string {
  if (!route) return 'site-banner';
  if (route.name === 'home') return 'home-banner';
  if (route.samePage === 'saleDetail' || route.samePage === 'rentDetail') return 'detail-side';
  if (!route.keepAlive && route.footer) return 'list-top';
  return 'site-banner';
}

/**
 * Spec 4.9: the ad script starts after each navigation and is disposed before the next: each
 * navigation (navKey) starts a request for the page's ads, once the ad's place (below the page's
 * content) comes within 400 px of the viewport, so a visit that does not scroll down loads no ad
 * and the page does not change after it has loaded; leaving the page aborts it and takes the ad
 * down. The ad loader sends no token (spec 6) and does not move the loading bar.
 */
export function AdSlot({ navKey, location, locale }: { navKey: string; location: string; locale: Locale }) {
  const { t } = useTranslation('shell');
  const [ad, setAd] = useState<Ad | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place, `${navKey}|${location}`);
  useEffect(() => {
    if (!near) return undefined;
    const controller = new AbortController();
    const start = window.setTimeout(() => {
      call(getAdInfoByLocation, { query: { location }, signal: controller.signal, loadingBar: false, noToken: true })
        .then((ads) => setAd(ads[0] ?? null))
        .catch(() => setAd(null));
    }, 200);
    return () => {
      window.clearTimeout(start);
      controller.abort();
      setAd(null);
    };
  }, [near, navKey, location]);
  // our own pages open in place, in the page's language; other sites in a new tab
  const internal = ad ? ad.linkUrl.startsWith('/') && !ad.linkUrl.startsWith('//') : false;
  return (
    <div ref={place} data-testid="ad-place">
      {ad ? (
        <aside className={styles.ad} data-testid="ad-slot" aria-label={t('ad.label')}>
          <a href={internal ? withLocale(ad.linkUrl, locale) : ad.linkUrl} rel="sponsored noopener" target={internal ? undefined : '_blank'}>
            <img src={mediaUrl(ad.image)} alt={ad.titleWithCulture} width={320} height={50} loading="lazy" decoding="async" />
            <span className={styles.adLabel}>{t('ad.label')}</span>
          </a>
        </aside>
      ) : null}
    </div>
  );
}
