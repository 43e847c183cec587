import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './pages.module.css';

export const APP_STORE_URL = 'https://apps.apple.com/hk/search?term=HarbourHome';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=HarbourHome&c=apps';

/** The link to the mobile app (spec 1): no nav and no footer (spec 2.7). */
export default function DownloadPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.download} data-testid="download-page">
      <h1>{t('download.title')}</h1>
      <p>{t('download.body')}</p>
      <div className={styles.stores}>
        <a className={styles.store} href={APP_STORE_URL} rel="noopener" target="_blank">
          {t('download.ios')}
        </a>
        <a className={styles.store} href={PLAY_STORE_URL} rel="noopener" target="_blank">
          {t('download.android')}
        </a>
      </div>
      <Link to={href('home', {}, locale)}>{t('download.back')}</Link>
    </section>
  );
}
