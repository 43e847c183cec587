import { useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon } from '@portal/shared/ui';
import { useListingsT } from '../../../i18n/use-listings-t';
import { isCompanyNotFoundState } from '../redirect-notice';
import styles from './notice-banner.module.css';

/** The spec-8 message after a redirect from a company that does not exist; dismissible. */
export function CompanyNotFoundNotice() {
  const { t } = useListingsT();
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!isCompanyNotFoundState(location.state) || dismissed === location.key) return null;
  return (
    <div className={styles.banner} role="status" data-testid="company-not-found">
      <p>{t('agents.notice.companyNotFound')}</p>
      <button type="button" className={styles.close} onClick={() => setDismissed(location.key)} aria-label={t('agents.notice.dismiss')}>
        <CloseIcon />
      </button>
    </div>
  );
}
