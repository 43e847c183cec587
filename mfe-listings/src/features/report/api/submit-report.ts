import { call } from '@portal/shared/api';
import { addPropertyReport } from '@portal/shared/endpoints';
import type { ReportForm } from '@portal/shared/contracts';
import { captchaQuery, type CaptchaAnswer } from '@portal/shared/captcha';

export type SubmitReport = (form: ReportForm, captcha: CaptchaAnswer) => Promise<void>;

/** AddPropertyReport (spec 7.2) with the captcha answer in the query. */
export const submitReport: SubmitReport = async (form, captcha) => {
  await call(addPropertyReport, { query: captchaQuery(captcha), body: form });
};
