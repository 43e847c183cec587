/**
 * The message rows of the rights matrix (spec 6): the author's public and owner-only messages on
 * the owner's listing, and a message a visitor left there; outcomes as in rights-matrix-rows.
 */
import { FIXTURE } from '../src/modules/member/testing';
import { messages, type Ctx, type Row, type Who } from './rights-matrix-rows';

type Kind = 'public' | 'ownerOnly' | 'byVisitor';
interface Listed {
  messageId: number;
  contact: string | null;
  isMine: boolean;
  isOwner: boolean;
}

async function listed(c: Ctx, as: Who, id: number): Promise<Listed | undefined | number> {
  const res = await c.call('POST', '/User/SearchLeaveMessage', as, { body: { listingId: FIXTURE.ownedSale, pageCount: 100 } });
  if (res.statusCode !== 200) return res.statusCode;
  return (res.json().result.items as Listed[]).find((m) => m.messageId === id);
}
const state = async (c: Ctx, id: number) =>
  c.db.one<{ status: string; content: string; reply: string | null }>('SELECT status, content, reply FROM leave_messages WHERE id = $1', [id]);

const listRow = (kind: Kind, what: string, expect: string[], read: (m: Listed) => string): Row => ({
  name: `SearchLeaveMessage, ${kind} message: ${what}`,
  expect,
  setup: messages,
  run: async (c, as, d) => {
    const m = await listed(c, as, d[kind] as number);
    return typeof m === 'number' ? String(m) : m ? read(m) : 'none';
  },
});

const actionRows = (kind: Kind, expect: Record<'get' | 'edit' | 'delete' | 'reply', string[]>): Row[] => [
  {
    name: `GetLeaveMessageById, ${kind} message: the contact`,
    expect: expect.get,
    setup: messages,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/GetLeaveMessageById', as, { query: { leaveMessageId: d[kind] as number } });
      return res.statusCode !== 200 ? String(res.statusCode) : res.json().result.contact ? 'contact' : 'hidden';
    },
  },
  {
    name: `UpdateLeaveMessage, ${kind} message`,
    expect: expect.edit,
    setup: messages,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/UpdateLeaveMessage', as, { body: { messageId: d[kind], content: 'Sunday works too.' } });
      return `${res.statusCode} ${(await state(c, d[kind] as number))?.content === 'Sunday works too.' ? 'changed' : 'kept'}`;
    },
  },
  {
    name: `Deleteleavemessage, ${kind} message`,
    expect: expect.delete,
    setup: messages,
    run: async (c, as, d) => {
      const res = await c.call('GET', '/User/Deleteleavemessage', as, { query: { messageId: d[kind] as number } });
      return `${res.statusCode} ${(await state(c, d[kind] as number))?.status === 'published' ? 'kept' : 'gone'}`;
    },
  },
  {
    name: `replyLeaveMessage, ${kind} message`,
    expect: expect.reply,
    setup: messages,
    run: async (c, as, d) => {
      const res = await c.call('POST', '/User/replyLeaveMessage', as, { body: { messageId: d[kind], reply: 'Saturday 3 pm is fine.' } });
      return `${res.statusCode} ${(await state(c, d[kind] as number))?.reply ? 'replied' : 'kept'}`;
    },
  },
];

/** SearchMyLeaveMessage ("my messages elsewhere"): does the caller's list hold the message, and what of it? */
const myListRow = (kind: Kind, what: string, expect: string[], read: (m: Listed & { reply: string | null }) => string): Row => ({
  name: `SearchMyLeaveMessage, ${kind} message: ${what}`,
  expect,
  setup: messages,
  run: async (c, as, d) => {
    await c.db.query("UPDATE leave_messages SET reply = 'Saturday 3 pm is fine.', replied_at = now() WHERE id = $1", [d[kind]]);
    const res = await c.call('POST', '/User/SearchMyLeaveMessage', as, { body: { pageCount: 100 } });
    if (res.statusCode !== 200) return String(res.statusCode);
    const m = (res.json().result.items as (Listed & { reply: string | null })[]).find((x) => x.messageId === d[kind]);
    return m ? read(m) : 'none';
  },
});

//                 visitor, member A, member B, owner, author, staff (a stranger to these messages)
export const MESSAGE_ROWS: Row[] = [
  ...(['public', 'ownerOnly'] as const).flatMap((kind) => {
    const seen = kind === 'public' ? 'sees' : 'none';
    return [
      listRow(kind, 'listed', [seen, seen, seen, 'sees', 'sees', seen], () => 'sees'),
      listRow(kind, 'with the contact', [kind === 'public' ? 'hidden' : 'none', kind === 'public' ? 'hidden' : 'none', kind === 'public' ? 'hidden' : 'none', 'contact', 'contact', kind === 'public' ? 'hidden' : 'none'], (m) => (m.contact ? 'contact' : 'hidden')),
      listRow(kind, 'marked as mine', [seen === 'sees' ? 'not' : 'none', seen === 'sees' ? 'not' : 'none', seen === 'sees' ? 'not' : 'none', 'not', 'mine', seen === 'sees' ? 'not' : 'none'], (m) => (m.isMine ? 'mine' : 'not')),
      listRow(kind, 'marked as the owner’s', [seen === 'sees' ? 'not' : 'none', seen === 'sees' ? 'not' : 'none', seen === 'sees' ? 'not' : 'none', 'owner', 'not', seen === 'sees' ? 'not' : 'none'], (m) => (m.isOwner ? 'owner' : 'not')),
      ...actionRows(kind, {
        get: [kind === 'public' ? 'hidden' : '403', kind === 'public' ? 'hidden' : '403', kind === 'public' ? 'hidden' : '403', 'contact', 'contact', kind === 'public' ? 'hidden' : '403'],
        edit: ['403 kept', '403 kept', '403 kept', '403 kept', '200 changed', '403 kept'],
        delete: ['403 kept', '403 kept', '403 kept', '200 gone', '200 gone', '403 kept'],
        reply: ['401 kept', '403 kept', '403 kept', '200 replied', '403 kept', '403 kept'],
      }),
    ];
  }),
  // only the author's own list holds the author's messages (a visitor has no such list)
  ...(['public', 'ownerOnly', 'byVisitor'] as const).flatMap((kind) => {
    const author = kind === 'byVisitor' ? 'none' : 'sees';
    return [
      myListRow(kind, 'listed', ['401', 'none', 'none', 'none', author, 'none'], () => 'sees'),
      myListRow(kind, 'with the reply and the contact', ['401', 'none', 'none', 'none', kind === 'byVisitor' ? 'none' : 'reply contact', 'none'],
        (m) => `${m.reply ? 'reply' : 'no reply'} ${m.contact ? 'contact' : 'hidden'}`),
    ];
  }),
  ...actionRows('byVisitor', {
    get: ['contact', 'hidden', 'hidden', 'contact', 'hidden', 'hidden'],
    edit: ['200 changed', '403 kept', '403 kept', '403 kept', '403 kept', '403 kept'],
    delete: ['200 gone', '403 kept', '403 kept', '200 gone', '403 kept', '403 kept'],
    reply: ['401 kept', '403 kept', '403 kept', '200 replied', '403 kept', '403 kept'],
  }),
  {
    name: 'AddLeaveMessage on the owner’s listing (anyone may leave one)',
    expect: ['200', '200', '200', '200', '200', '200'],
    setup: messages,
    run: async (c, as) => {
      const { id, x, trace } = await c.captcha();
      const res = await c.call('POST', '/User/AddLeaveMessage', as, {
        query: { 'h-recaptcha': id, 'h-recaptchavalue': x, 'h-recaptchatrace': trace },
        body: { listingId: FIXTURE.ownedSale, contactName: 'Ms Lee', contactType: 'phone', contact: '91234567', content: 'Is it still available?', acceptTerms: true },
      });
      return String(res.statusCode);
    },
  },
];
