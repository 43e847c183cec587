/** The message calls of spec 7.2, behind one interface so components can be given fakes. */
import { call, ensureVisitorId, hasTokenCookie } from '@portal/shared/api';
import { addLeaveMessage, deleteLeaveMessage, getLeaveMessageById, replyLeaveMessage, searchLeaveMessage, updateLeaveMessage } from '@portal/shared/endpoints';
import type { LeaveMessage, LeaveMessageForm } from '@portal/shared/contracts';
import { captchaQuery, type CaptchaAnswer } from '@portal/shared/captcha';

export interface MessagePage {
  items: LeaveMessage[];
  total: number;
}

export interface MessageEdit {
  content: string;
  ownerOnly?: boolean;
}

export interface MessagesApi {
  list(listingId: string, pageIndex: number, signal?: AbortSignal): Promise<MessagePage>;
  get(messageId: number, signal?: AbortSignal): Promise<LeaveMessage>;
  add(listingId: string, form: LeaveMessageForm, captcha: CaptchaAnswer): Promise<void>;
  update(messageId: number, edit: MessageEdit): Promise<LeaveMessage>;
  remove(messageId: number): Promise<void>;
  reply(messageId: number, reply: string): Promise<LeaveMessage>;
}

export const PAGE_SIZE = 10;

export const messagesApi: MessagesApi = {
  async list(listingId, pageIndex, signal) {
    const page = await call(searchLeaveMessage, { body: { listingId, pageIndex, pageCount: PAGE_SIZE }, signal });
    return { items: page.items, total: page.total };
  },
  get: (messageId, signal) => call(getLeaveMessageById, { query: { leaveMessageId: messageId }, signal }),
  async add(listingId, form, captcha) {
    // a visitor's message is theirs to edit or delete later: it is written under their visitor id
    if (!hasTokenCookie()) await ensureVisitorId();
    await call(addLeaveMessage, { query: captchaQuery(captcha), body: { ...form, listingId } });
  },
  update: (messageId, edit) => call(updateLeaveMessage, { body: { messageId, ...edit } }),
  async remove(messageId) {
    await call(deleteLeaveMessage, { query: { messageId } });
  },
  reply: (messageId, reply) => call(replyLeaveMessage, { body: { messageId, reply } }),
};
