/**
 * message-board: a listing's messages (spec 3.2, 5, 6) and the message pages.
 *
 * <MessageBoard listingId renderCaptcha termsHref api? onNotice? />        detail page section
 *   Lists the messages the caller may see (the server leaves out owner-only ones for others; those
 *   shown carry an 'Owner only' badge), "show more" paging, a toggle to the message form, edit and
 *   delete for the author (isMine), reply and delete for the listing owner (isOwner).
 * <MessageForm listingId renderCaptcha termsHref api? onSent? />            the bare form
 *   react-hook-form + zodResolver(leaveMessageFormSchema): name, phone/e-mail contact (a non-HK
 *   mobile shows a role=alert), content (no contact details, no ads), SMS notice, owner-only,
 *   terms; the captcha answer is required ('Please enter a valid verification code' in the slot).
 * Page bodies (the routes read the query and pass it in):
 *   <MessageAddPageBody listingId renderCaptcha termsHref backHref? api? />   /message/add
 *   <MessageChangePageBody messageId backHref? api? />                        /message/change
 *   <MessageReplyPageBody messageId backHref? api? />                         /message/reply
 *
 *   listingId      the listing's propertyID.
 *   messageId      number (Number(query.messageId)); a non-positive or NaN id shows "not found".
 *   renderCaptcha  (slot) => ReactNode: renderCaptcha={(slot) => <SliderCaptcha {...slot} />}
 *   termsHref      href('terms', {}, locale).
 *   backHref       the listing's detail link.
 *   api            MessagesApi; default `messagesApi` (SearchLeaveMessage, GetLeaveMessageById,
 *                  AddLeaveMessage with h-recaptcha/h-recaptchavalue, UpdateLeaveMessage,
 *                  Deleteleavemessage, replyLeaveMessage). Tests pass fakes.
 *   onNotice/onSent  (message) => void with 'Message left' / 'Message deleted' (pass toast.success).
 */
export { MessageBoard, type MessageBoardProps } from './components/message-board';
export { MessageForm, type MessageFormProps } from './components/message-form';
export {
  MessageAddPageBody,
  MessageChangePageBody,
  MessageReplyPageBody,
  type MessageAddPageProps,
  type MessageEditPageProps,
} from './components/message-page-bodies';
export { messagesApi, type MessagesApi, type MessagePage, type MessageEdit } from './api/messages-api';
export type { CaptchaSlotProps, CaptchaAnswer, RenderCaptcha } from '@portal/shared/captcha';
