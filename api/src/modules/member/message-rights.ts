/**
 * The rights of spec 6 over a listing's messages, in one place:
 * - anyone sees published messages, except owner-only ones;
 * - the listing owner sees all, with contact details; replies; deletes;
 * - the author (member by user id, visitor by visitor id) sees their own, edits and deletes it.
 */
import type { LeaveMessage } from '@portal/shared/contracts';
import type { SessionUser } from './auth';
import { ownsListing, type ListingRow } from './listing-access';
import { iso, isoOrNull } from './util';

export interface Viewer {
  user?: SessionUser;
  visitorId?: string;
}

export interface MessageRow {
  id: number;
  listing_id: string;
  author_user_id: number | null;
  author_visitor_id: string | null;
  contact_name: string;
  contact_type: 'phone' | 'email';
  contact: string;
  content: string;
  sms_notice: boolean;
  owner_only: boolean;
  reply: string | null;
  replied_at: unknown;
  status: 'published' | 'deleted';
  created_at: unknown;
  updated_at: unknown;
}

export const MESSAGE_COLUMNS = `m.id::int AS id, m.listing_id, m.author_user_id::int AS author_user_id, m.author_visitor_id,
  m.contact_name, m.contact_type, m.contact, m.content, m.sms_notice, m.owner_only, m.reply, m.replied_at, m.status,
  m.created_at, m.updated_at`;

export function isAuthor(v: Viewer, m: MessageRow): boolean {
  if (v.user && m.author_user_id !== null && Number(m.author_user_id) === v.user.id) return true;
  return Boolean(v.visitorId && m.author_visitor_id === v.visitorId);
}

export function rightsOver(v: Viewer, m: MessageRow, listing: Pick<ListingRow, 'owner_user_id' | 'agent_id'>) {
  const owner = ownsListing(v.user, listing);
  const author = isAuthor(v, m);
  const published = m.status === 'published';
  return {
    owner,
    author,
    see: published && (!m.owner_only || owner || author),
    edit: published && author,
    delete: published && (author || owner),
    reply: published && owner,
  };
}

export function toLeaveMessage(v: Viewer, m: MessageRow, listing: Pick<ListingRow, 'owner_user_id' | 'agent_id'>): LeaveMessage {
  const r = rightsOver(v, m, listing);
  return {
    messageId: Number(m.id),
    listingId: m.listing_id,
    contactName: m.contact_name,
    contactType: m.contact_type,
    contact: r.owner || r.author ? m.contact : null,
    content: m.content,
    ownerOnly: m.owner_only,
    smsNotice: m.sms_notice,
    reply: m.reply,
    repliedAt: isoOrNull(m.replied_at),
    createdAt: iso(m.created_at),
    updatedAt: iso(m.updated_at),
    isMine: r.author,
    isOwner: r.owner,
  };
}
