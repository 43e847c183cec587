/**
 * Contacting a listing's agent or owner: the number to call (masked unless the caller may see
 * the listing's contact details, contactVisibleTo), WhatsApp links with a prefilled text, and
 * contact logs.
 */
import type { FastifyInstance } from 'fastify';
import {
  addOperateContactLog,
  addOperateContactVerLog,
  getWhatsAppUrl,
  prepareReceiveCall,
  type Language,
  type Localized,
} from '@portal/shared/contracts';
import type { Db } from '../../db/index';
import type { RequestContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { currentActor, currentUser } from './auth';
import { listingUrl } from './links';
import { contactVisibleTo, findListing, type ListingRow } from './listing-access';
import { hkE164 } from './outbox';
import { loc } from './util';

const WHATSAPP_TEXT: Localized = {
  'zh-hk': '你好，我在港居看到這個盤源，想了解更多：{title} {url}',
  'zh-cn': '你好，我在港居看到这个房源，想了解更多：{title} {url}',
  'en-us': 'Hello, I saw this listing on HarbourHome and would like to know more: {title} {url}',
};

interface ListingContact {
  kind: 'agent' | 'owner';
  name: string;
  phone: string | null;
  whatsapp: string | null;
}

async function contactOf(db: Db, listing: ListingRow, language: Language): Promise<ListingContact> {
  if (listing.agent_id !== null) {
    const a = await db.one<{ name: unknown; phone: string; whatsapp: string | null }>('SELECT name, phone, whatsapp FROM agents WHERE id = $1', [listing.agent_id]);
    if (a) return { kind: 'agent', name: loc(a.name, language), phone: hkE164(a.phone), whatsapp: hkE164(a.whatsapp ?? a.phone) };
  }
  const u = listing.owner_user_id === null ? undefined : await db.one<{ name: string; phone: string | null }>('SELECT name, phone FROM users WHERE id = $1', [listing.owner_user_id]);
  const phone = hkE164(u?.phone);
  return { kind: 'owner', name: u?.name ?? '', phone, whatsapp: phone };
}

/** '+852 9123 4567' */
const display = (e164: string) => `+852 ${e164.slice(4, 8)} ${e164.slice(8)}`;
/** '+852 9123 ****' */
const masked = (e164: string) => `+852 ${e164.slice(4, 8)} ****`;

async function log(ctx: RequestContext, kind: string, contactType: string, listingId: string | null, agentId: number | null) {
  const actor = await currentActor(ctx);
  await ctx.db.query(
    'INSERT INTO contact_logs (kind, user_id, visitor_id, listing_id, agent_id, contact_type, platform) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [kind, actor.user?.id ?? null, actor.visitorId ?? null, listingId, agentId, contactType, ctx.platform],
  );
}

export function registerContact(app: FastifyInstance, db: Db): void {
  for (const [endpoint, kind] of [[addOperateContactLog, 'operate'], [addOperateContactVerLog, 'verify']] as const) {
    registerEndpoint(app, db, endpoint, async ({ body, ctx }) => {
      const listing = body.listingId === undefined ? undefined : await findListing(db, body.listingId);
      const agentId = body.agentId ?? listing?.agent_id ?? null;
      if (body.agentId !== undefined && !(await db.one('SELECT 1 FROM agents WHERE id = $1', [body.agentId]))) throw notFound('body.agentId');
      await log(ctx, kind, body.contactType, listing?.id ?? null, agentId);
      return { logged: true };
    });
  }

  registerEndpoint(app, db, prepareReceiveCall, async ({ body, ctx }) => {
    const listing = await findListing(db, body.listingId);
    const contact = await contactOf(db, listing, ctx.language);
    const visible = contactVisibleTo(listing, await currentUser(ctx)) && contact.phone !== null;
    if (visible) await log(ctx, 'call', 'phone', listing.id, listing.agent_id);
    return {
      listingId: listing.id,
      contactKind: contact.kind,
      contactName: contact.name,
      phone: visible && contact.phone ? display(contact.phone) : null,
      maskedPhone: contact.phone ? masked(contact.phone) : null,
      visible,
    };
  });

  registerEndpoint(app, db, getWhatsAppUrl, async ({ body, ctx }) => {
    const listing = await findListing(db, body.listingId);
    const contact = await contactOf(db, listing, ctx.language);
    if (!contactVisibleTo(listing, await currentUser(ctx)) || !contact.whatsapp) return { url: null, visible: false };
    await log(ctx, 'whatsapp', 'whatsapp', listing.id, listing.agent_id);
    const text = WHATSAPP_TEXT[ctx.language].replace('{title}', loc(listing.title, ctx.language)).replace('{url}', listingUrl(listing, ctx.language));
    return { url: `https://wa.me/${contact.whatsapp.slice(1)}?text=${encodeURIComponent(text)}`, visible: true };
  });
}
