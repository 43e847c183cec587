import { changeLocale } from '@portal/shared/i18n';
import { LOCALES, type Locale } from '@portal/shared/routing';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './layout.module.css';

/**
 * Spec 2.1: switching language sets the cookie, loads the messages and goes to the localized
 * path when it differs (changeLocale does the first two and returns the path). A choice made
 * before a served page is live is made again once it is (the start-up lines of index.html).
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const onChange = async (next: Locale) => {
    const path = await changeLocale(next);
    if (path !== location.pathname) navigate(path + location.search);
  };
  return (
    <label className={styles.language}>
      <span className={styles.visuallyHidden}>{t('language.label')}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        onChange={(e) => void onChange(e.target.value as Locale)}
        aria-label={t('language.label')}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
