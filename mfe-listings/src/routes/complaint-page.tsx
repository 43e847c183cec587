import type { RemotePageProps } from '@portal/shared/mf';
import { ReportPageBody } from '../features/report';
import { queryValue } from './compose/query';
import { renderCaptcha } from './compose/render-captcha';

/** complaint: /complaint[?listingNo=...] — the report form of spec 3.2 / 5 / 8 as a page. */
export default function ComplaintPage({ search }: RemotePageProps) {
  const listingNo = queryValue(search, 'listingNo', 'propertyNo');
  return <ReportPageBody listingNo={listingNo || undefined} renderCaptcha={renderCaptcha} />;
}
