import { call } from '@portal/shared/api';
import { getAdInfoByLocation, type ResultOf } from '@portal/shared/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

type Ad = ResultOf<typeof getAdInfoByLocation>[number];

/** the ad location of a page: one banner place for the whole site, by route */
export function adLocationOf(routeName: string | null): string {
  return routeName === 'home' ? 'home-banner' : 'site-banner';
}

/**
 * Spec 4.9: the ad script starts after each navigation and is disposed before the next: each
 * navigation (navKey) starts a request for the page's ads; leaving the page aborts it and takes
 * the ad down. The ad loader sends no token (spec 6) and does not move the loading bar.
 */
export function AdSlot({ navKey, location }: { navKey: string; location: string }) {
  const { t } = useTranslation('shell');
  const [ad, setAd] = useState<Ad | null>(null);
  useEffect(() => {
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
  }, [navKey, location]);
  if (!ad) return null;
  return (
    <aside className={styles.ad} data-testid="ad-slot" aria-label={t('ad.label')}>
      <a href={ad.linkUrl} rel="sponsored noopener" target="_blank">
        <img src={ad.image} alt={ad.titleWithCulture} width={320} height={50} loading="lazy" decoding="async" />
        <span className={styles.adLabel}>{t('ad.label')}</span>
      </a>
    </aside>
  );
}
