import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Sheet, SkeletonText, useIsMobile } from '@portal/shared/ui';
import type { SubmitReport } from '../api/submit-report';
import type { RenderCaptcha } from '@portal/shared/captcha';

// the form (react-hook-form, zod and the form rules) loads when the dialog first opens
const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })));

export interface ReportDialogProps {
  open: boolean;
  onClose(): void;
  listingNo: string;
  renderCaptcha: RenderCaptcha;
  submit?: SubmitReport;
  /** after success; the dialog closes itself. Pass the shell toast to show the message. */
  onSubmitted?: (message: string) => void;
}

/** The report form in a Modal (desktop) or a bottom Sheet (mobile), for the detail page. */
export function ReportDialog({ open, onClose, listingNo, renderCaptcha, submit, onSubmitted }: ReportDialogProps) {
  const { t } = useTranslation('listings');
  const mobile = useIsMobile();
  const Frame = mobile ? Sheet : Modal;
  return (
    <Frame open={open} onClose={onClose} title={t('report.title')}>
      <Suspense fallback={<SkeletonText lines={6} />}>
        <ReportForm
          listingNo={listingNo}
          renderCaptcha={renderCaptcha}
          submit={submit}
          onSubmitted={(message) => {
            onSubmitted?.(message);
            onClose();
          }}
        />
      </Suspense>
    </Frame>
  );
}
