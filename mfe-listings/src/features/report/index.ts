/**
 * report: the listing report (complaint) form of spec 3.2 / 5 / 8.
 *
 * <ReportDialog open onClose listingNo renderCaptcha submit? onSubmitted? />   detail page
 *   Modal on desktop, bottom Sheet below 992 px; closes itself after success.
 * <ReportPageBody listingNo? renderCaptcha submit? />                          /complaint route
 * <ReportForm listingNo? renderCaptcha submit? onSubmitted? />                 the bare form
 *
 *   listingNo      prefills the listing number field (the user may change it).
 *   renderCaptcha  (slot) => ReactNode; the page passes the captcha feature:
 *                    renderCaptcha={(slot) => <SliderCaptcha {...slot} />}
 *   submit         (form, captcha) => Promise<void>; default `submitReport` (AddPropertyReport
 *                  with h-recaptcha / h-recaptchavalue). Tests pass a fake.
 *   onSubmitted    (message) => void with the localized 'Report submitted' (pass toast.success).
 *
 * Every field is required (shared reportFormSchema: name, HK mobile, e-mail, content, listing
 * number) and the captcha too. A rejected captcha shows 'Verification failed, please try again' in
 * the slot and loads a new puzzle; any other failure shows 'Report failure submitted' (role=alert).
 */
export { ReportForm, type ReportFormProps } from './components/report-form';
export { ReportDialog, type ReportDialogProps } from './components/report-dialog';
export { ReportPageBody, type ReportPageBodyProps } from './components/report-page-body';
export { submitReport, type SubmitReport } from './api/submit-report';
export type { CaptchaSlotProps, CaptchaAnswer, RenderCaptcha } from '@portal/shared/captcha';
