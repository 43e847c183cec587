/**
 * A member's own listings (spec 4.1, 6): post a sale or rent listing in an estate (the address
 * comes from the estate and block), preview it, submit it for review, and what each state lets
 * the owner do; staff approve or refuse it with a reason.
 */
import { z } from 'zod';
import { int32 } from '../integers';
import { definePost, pageSchema, pagingSchema } from './base';
import { withContentRules } from './forms.schema';

/** spec 4.1 states, by the listings.status numbers */
export const OWN_LISTING_STATES = { awaitingPayment: 1, underReview: 2, notApproved: 3, effective: 4, expired: 5, hidden: 6 } as const;
export type OwnListingState = keyof typeof OWN_LISTING_STATES;
export const OWN_LISTING_ACTIONS = ['edit', 'submit', 'hide', 'show', 'renew', 'delete'] as const;
export type OwnListingAction = (typeof OWN_LISTING_ACTIONS)[number];
/** days a listing stays effective after approval or renewal */
export const OWN_LISTING_DAYS = 30;

const int = (min: number, max: number) => int32(z.number({ error: 'errors.invalid' }), { min, max, error: 'errors.invalid' });
const listingId = z.string({ error: 'errors.required' }).regex(/^[A-Za-z]{1,3}\d{1,18}$/, { error: 'errors.invalid' });

export const ownListingBodySchema = z
  .object({
    rentalType: z.union([z.literal(1), z.literal(2)], { error: 'errors.invalid' }),
    estateId: int(1, 2_000_000_000),
    buildingId: int(1, 2_000_000_000).optional(),
    floor: int(-5, 150).optional(),
    flat: z.string({ error: 'errors.invalid' }).trim().max(8, { error: 'errors.tooLong' }).regex(/^[A-Za-z0-9-]*$/, { error: 'errors.invalid' }).optional(),
    /** HKD: the price for sale, or the monthly rent */
    price: int(1_000, 2_000_000_000),
    saleableArea: int(50, 50_000),
    buildingArea: int(50, 80_000).optional(),
    roomNumber: int(0, 10),
    bathroomNumber: int(0, 10).default(1),
    description: withContentRules(z.string({ error: 'errors.required' }).trim().max(2000, { error: 'errors.tooLong' })).default(''),
  })
  .refine((b) => b.buildingArea === undefined || b.buildingArea >= b.saleableArea, { error: 'errors.invalid', path: ['buildingArea'] });
export type OwnListingBody = z.output<typeof ownListingBodySchema>;

export const ownListingSchema = z.object({
  listingId: z.string().nullable(),
  listingNo: z.string().nullable(),
  rentalType: z.number().int(),
  state: z.enum(Object.keys(OWN_LISTING_STATES) as [OwnListingState, ...OwnListingState[]]).nullable(),
  /** the state's banner text in the request language */
  stateText: z.string().nullable(),
  /** why it was not approved: the payment proof or the content, and staff's note */
  refusal: z.object({ reason: z.enum(['paymentProof', 'content']), note: z.string() }).nullable(),
  actions: z.array(z.enum(OWN_LISTING_ACTIONS)),
  titleWithCulture: z.string(),
  addressWithCulture: z.string(),
  estateId: z.number().int(),
  buildingId: z.number().int().nullable(),
  floor: z.number().int().nullable(),
  flat: z.string().nullable(),
  price: z.number(),
  saleableArea: z.number().int(),
  buildingArea: z.number().int().nullable(),
  saleableAvgPrice: z.number().int(),
  roomNumber: z.number().int(),
  bathroomNumber: z.number().int(),
  buildingAge: z.number().int(),
  description: z.string(),
  expiresAt: z.string().nullable(),
  /** uploaded with POST /User/UploadOwnListingPhoto?listingId= (the image bytes as the body) */
  photos: z.array(z.object({ key: z.string(), url: z.string(), thumbUrl: z.string() })),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

export const previewOwnListing = definePost({
  path: '/User/PreviewOwnListing',
  body: ownListingBodySchema,
  result: ownListingSchema,
  auth: 'member',
  summary: 'The listing as it would read (title, address from the estate and block, unit price), saving nothing',
});
export const postOwnListing = definePost({
  path: '/User/PostOwnListing',
  body: ownListingBodySchema,
  result: ownListingSchema,
  auth: 'member',
  summary: 'Saves a new listing of the member (not yet effective); needs a verified e-mail or mobile (403 verifyFirst)',
  rateLimitPerMinute: 10,
});
export const updateOwnListing = definePost({
  path: '/User/UpdateOwnListing',
  body: z.object({ listingId, listing: ownListingBodySchema }),
  result: ownListingSchema,
  auth: 'member',
  summary: 'Edits the member’s listing where its state allows (an effective one goes back to review unless only its price fell)',
});
export const ownListingAction = definePost({
  path: '/User/OwnListingAction',
  body: z.object({ listingId, action: z.enum(['submit', 'hide', 'show', 'renew', 'delete'], { error: 'errors.invalid' }) }),
  result: ownListingSchema.nullable(),
  auth: 'member',
  summary: 'Submits for review, hides, shows, renews or deletes the member’s listing where its state allows (409 otherwise)',
});
export const searchOwnListing = definePost({
  path: '/User/SearchOwnListing',
  body: pagingSchema.optional().transform((v) => v ?? { pageIndex: 1, pageCount: 20 }),
  result: pageSchema(ownListingSchema),
  auth: 'member',
  summary: 'The member’s own listings with their state and what each allows, newest first',
});
export const reviewListing = definePost({
  path: '/Staff/ReviewListing',
  body: z.object({
    listingId,
    approve: z.boolean({ error: 'errors.invalid' }),
    reason: z.enum(['paymentProof', 'content'], { error: 'errors.invalid' }).optional(),
    note: z.string({ error: 'errors.invalid' }).trim().max(500, { error: 'errors.tooLong' }).default(''),
  }),
  result: ownListingSchema,
  auth: 'member',
  summary: 'Staff only: approves a listing under review (effective for 30 days) or refuses it with a reason',
});
