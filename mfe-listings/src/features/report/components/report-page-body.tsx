import { useTranslation } from 'react-i18next';
import type { SubmitReport } from '../api/submit-report';
import type { RenderCaptcha } from '@portal/shared/captcha';
import { ReportForm } from './report-form';
import styles from './report-page-body.module.css';

export interface ReportPageBodyProps {
  /** from the /complaint query (e.g. ?listingNo= or ?propertyId=), may be empty */
  listingNo?: string;
  renderCaptcha: RenderCaptcha;
  submit?: SubmitReport;
}

/** The /complaint page body: heading, what happens next, and the form. */
export function ReportPageBody({ listingNo, renderCaptcha, submit }: ReportPageBodyProps) {
  const { t } = useTranslation('listings');
  return (
    <section className={styles.page} aria-labelledby="report-page-title">
      <h1 id="report-page-title" className={styles.title}>
        {t('report.pageTitle')}
      </h1>
      <p className={styles.lead}>{t('report.pageLead')}</p>
      <div className={styles.card}>
        <ReportForm listingNo={listingNo} renderCaptcha={renderCaptcha} submit={submit} />
      </div>
    </section>
  );
}
