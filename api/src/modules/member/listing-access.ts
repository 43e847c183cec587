/** The listing a message or contact call is about, and who counts as its owner (spec 6). */
import type { Db } from '../../db/index';
import type { SessionUser } from './auth';
import { memberError } from './errors';

export interface ListingRow {
  id: string;
  listing_no: string;
  title: Record<string, string>;
  rental_type: number;
  status: number;
  owner_user_id: number | null;
  agent_id: number | null;
  is_owner_listing: boolean;
}

/** Statuses in which contact details are shown to everyone (4.1): effective, and content updated. */
export const CONTACT_VISIBLE_STATUSES: ReadonlySet<number> = new Set([4, 8]);
/** Statuses of listings that are gone: deleted, removed or off shelf. */
export const GONE_STATUSES: ReadonlySet<number> = new Set([7, 9]);

export async function findListing(db: Db, id: string, field = 'body.listingId'): Promise<ListingRow> {
  const row = await db.one<ListingRow>(
    `SELECT id, listing_no, title, rental_type::int AS rental_type, status::int AS status, owner_user_id::int AS owner_user_id,
            agent_id, is_owner_listing
     FROM listings WHERE id = $1`,
    [id],
  );
  if (!row) throw memberError('notFound', 'propertyNotFound', field);
  return row;
}

/** The owner of a listing: its owner member, or the member account of its agent. */
export function ownsListing(user: SessionUser | undefined, listing: Pick<ListingRow, 'owner_user_id' | 'agent_id'>): boolean {
  if (!user) return false;
  if (listing.owner_user_id !== null && Number(listing.owner_user_id) === user.id) return true;
  return listing.agent_id !== null && user.agentId !== null && Number(listing.agent_id) === user.agentId;
}

/**
 * Whether `viewer` may have a listing's contact details (phone, WhatsApp): everyone while the
 * listing is effective, otherwise (awaiting payment, under review, not approved, expired, hidden,
 * deleted, removed) only its owner. The one rule of every call that answers contact details.
 */
export function contactVisibleTo(
  listing: Pick<ListingRow, 'status' | 'owner_user_id' | 'agent_id'>,
  viewer: SessionUser | undefined,
): boolean {
  return CONTACT_VISIBLE_STATUSES.has(Number(listing.status)) || ownsListing(viewer, listing);
}
