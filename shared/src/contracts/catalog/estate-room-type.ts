/**
 * Room types (layouts) of a second-hand estate: the flats sharing one flat letter (A, B, ...)
 * in every block of the estate, which share one floor plan and one saleable area. A room type's
 * id is the letter followed by the estate id (`B10001`: flat B of estate 10001), the form the
 * `/room-type-detail/{id}` path takes (spec 2.2).
 */
import { z } from 'zod';
import { defineGet, intField, pageSchema, requiredInt } from './base';
import { dealSchema } from './estate.schema';
import { propertyListItemSchema } from './property.schema';

/** A room type id: one or two capital letters (the flat), then the estate id. */
export const ROOM_TYPE_ID = /^([A-Z]{1,2})([1-9]\d{0,8})$/;

/** Months of sale deals, up to the newest recorded deal, that the figures of a room type cover. */
export const ROOM_TYPE_DEAL_MONTHS = 12;

const range = z.object({ min: z.number(), max: z.number() });

export const estateRoomTypeSchema = z.object({
  roomTypeId: z.string(),
  estateID: z.number().int(),
  /** the flat letter */
  flat: z.string(),
  /** the most frequent bedroom count among the deals and listings of the layout; null when none is known */
  roomNumber: z.number().int().nullable(),
  /** saleable area in sq ft, from the layout's deals and listings; null when it has neither */
  saleableArea: range.nullable(),
  buildingArea: range.nullable(),
  /** flats of the layout: one per floor of every block */
  flatCount: z.number().int(),
  /** sale deals of the last ROOM_TYPE_DEAL_MONTHS months, their average price per saleable sq ft and the newest date */
  saleDealCount: z.number().int(),
  avgDealPricePerSqft: z.number().nullable(),
  lastDealDate: z.string().nullable(),
  /** listings on the site now */
  saleListingCount: z.number().int(),
  rentListingCount: z.number().int(),
  minSalePrice: z.number().nullable(),
  avgAskingPricePerSqft: z.number().nullable(),
});
export type EstateRoomType = z.infer<typeof estateRoomTypeSchema>;

/** The estate's sale market as a whole over the same window (every listing and deal, with or without a flat letter). */
export const estateSaleSummarySchema = z.object({
  saleListingCount: z.number().int(),
  minSalePrice: z.number().nullable(),
  maxSalePrice: z.number().nullable(),
  avgAskingPricePerSqft: z.number().nullable(),
  saleDealCount: z.number().int(),
  avgDealPricePerSqft: z.number().nullable(),
  lastDealDate: z.string().nullable(),
  /** the first and last day of the deals' window */
  dealsFrom: z.string().nullable(),
  dealsTo: z.string().nullable(),
});

export const getEstateRoomTypeList = defineGet({
  path: '/Estate/GetEstateRoomTypeList',
  query: z.object({ estateId: requiredInt() }),
  result: z.object({
    estateID: z.number().int(),
    estateNameWithCulture: z.string(),
    summary: estateSaleSummarySchema,
    roomTypes: z.array(estateRoomTypeSchema),
  }),
  summary: "An estate's room types (flat letters) with their sizes, last 12 months' sale deals and current listings, and the estate's sale summary",
});

export const roomTypeBuildingSchema = z.object({
  buildingID: z.number().int(), buildingCode: z.string(), nameWithCulture: z.string(), phaseNameWithCulture: z.string().nullable(),
  floors: z.number().int(),
  /** flats of the layout in this block that have changed hands (sale) in the deal records */
  tradedFlatCount: z.number().int(),
});

export const roomTypeFlatSchema = z.object({
  buildingID: z.number().int(), buildingNameWithCulture: z.string(), floor: z.number().int(), flat: z.string(),
  saleDealCount: z.number().int(), lastDealID: z.number().int(), lastDealDate: z.string(),
  lastPrice: z.number(), lastPricePerSqft: z.number(),
});

/** how many flats and listings of each kind GetEstateRoomType lists at most */
export const ROOM_TYPE_FLATS_SHOWN = 30;
export const ROOM_TYPE_LISTINGS_SHOWN = 6;

export const getEstateRoomType = defineGet({
  path: '/Estate/GetEstateRoomType',
  query: z.object({
    roomTypeId: z.string().trim().max(12).regex(ROOM_TYPE_ID, 'expected the flat letter and the estate id, such as B10001'),
    /** the deals listed: 1 sale (default), 2 lease */
    rentalType: intField(1, 2),
    pageIndex: intField(1, 10_000), pageCount: intField(1, 50),
  }),
  result: z.object({
    roomType: estateRoomTypeSchema,
    estate: z.object({
      estateID: z.number().int(), estateNameWithCulture: z.string(), gscopeNameWithCulture: z.string(), addressWithCulture: z.string(),
      /** the estate's average sale price per saleable sq ft over the same window as the room type's */
      avgDealPricePerSqft: z.number().nullable(),
    }),
    /** the estate's blocks with this layout */
    buildings: z.array(roomTypeBuildingSchema),
    /** flats of the layout that have changed hands, most recent sale first (ROOM_TYPE_FLATS_SHOWN at most) */
    flats: z.array(roomTypeFlatSchema),
    tradedFlatCount: z.number().int(),
    /** the layout's deals of rentalType, newest first */
    deals: pageSchema(dealSchema),
    /** listings of the layout on the site, cheapest first (ROOM_TYPE_LISTINGS_SHOWN of each kind at most) */
    saleListings: z.array(propertyListItemSchema),
    rentListings: z.array(propertyListItemSchema),
    /** the estate's other room types, for moving between them */
    roomTypes: z.array(estateRoomTypeSchema.pick({ roomTypeId: true, flat: true, saleableArea: true, roomNumber: true })),
  }),
  summary: 'One room type (layout) of an estate: sizes, blocks, traded flats, deals (paged, sale or lease) and listings',
});
