import { Button } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './error-pages.module.css';

/** A remote cannot be loaded: its routes show this, with a retry; the rest of the site works. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} data-testid="section-unavailable" role="alert">
      <h1 className={styles.title}>{t('unavailable.title')}</h1>
      <p className={styles.text}>{t('unavailable.body')}</p>
      <Button onClick={onRetry}>{t('unavailable.retry')}</Button>
    </section>
  );
}

/** The same for a home-page widget: small, inside its box. */
export function WidgetUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.widget} data-testid="widget-unavailable" role="status">
      <p>{t('unavailable.widget')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('unavailable.retry')}
      </Button>
    </div>
  );
}
