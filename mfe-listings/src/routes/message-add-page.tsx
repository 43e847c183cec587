import type { RemotePageProps } from '@portal/shared/mf';
import { href } from '@portal/shared/routing';
import { MessageAddPageBody } from '../features/message-board';
import { queryValue } from './compose/query';
import { renderCaptcha } from './compose/render-captcha';

/** messageAdd: /message/add?propertyId=... — leave a message on a listing. */
export default function MessageAddPage({ search, locale }: RemotePageProps) {
  const listingId = queryValue(search, 'propertyId', 'listingId');
  const rent = queryValue(search, 'type') === 'rent';
  return (
    <MessageAddPageBody
      listingId={listingId}
      renderCaptcha={renderCaptcha}
      termsHref={href('terms', {}, locale)}
      backHref={listingId ? href(rent ? 'rentDetail' : 'saleDetail', { propertyId: listingId }, locale) : undefined}
    />
  );
}
