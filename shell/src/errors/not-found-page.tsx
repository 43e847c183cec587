import { href, type Locale } from '@portal/shared/routing';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './error-pages.module.css';

/** The document title of the 404 page (the server writes the same one). */
export function notFoundDocumentTitle(title: string): string {
  return `404 | ${title}`;
}

/** Spec 8: unknown route, status 404, 'This page could not be found'. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const title = t('errors.notFoundTitle');
  useEffect(() => {
    document.title = notFoundDocumentTitle(title);
  }, [title]);
  return (
    <section className={styles.page} data-testid="not-found" data-status="404">
      <p className={styles.status}>404</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{t('errors.notFoundBody')}</p>
      <Link className={styles.home} to={href('home', {}, locale)}>
        {t('errors.backHome')}
      </Link>
    </section>
  );
}
