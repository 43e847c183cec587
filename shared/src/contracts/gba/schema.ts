/**
 * Greater Bay Area answers (spec 3.5 Greater Bay Area: city list, new estate data, agent, sale
 * introduction, house types, sale permits). Every price is in its city's currency (RMB, or MOP in
 * Macau) and in HKD at the exchange rate the answer states with its date and source.
 */
import { z } from 'zod';
import { GBA_CURRENCIES, GBA_SALES_STATUSES } from './bands';

/** the one exchange rate of a currency the API converts with */
export const gbaRateSchema = z.object({
  currency: z.enum(GBA_CURRENCIES),
  /** Hong Kong dollars for one unit of the currency */
  hkdPerUnit: z.number().positive(),
  /** the day of the rate, yyyy-mm-dd */
  asOf: z.string(),
  /** who publishes it, in the request's language */
  source: z.string(),
  sourceUrl: z.string().nullable(),
});
export type GbaRate = z.infer<typeof gbaRateSchema>;

/** unit price and total prices, local and in HKD (null when not published) */
export const gbaPricesSchema = z.object({
  currency: z.enum(GBA_CURRENCIES),
  unitPricePerM2: z.number().nullable(),
  unitPricePerM2Hkd: z.number().nullable(),
  unitPricePerFt2: z.number().nullable(),
  unitPricePerFt2Hkd: z.number().nullable(),
  totalMin: z.number().nullable(),
  totalMax: z.number().nullable(),
  totalMinHkd: z.number().nullable(),
  totalMaxHkd: z.number().nullable(),
  rate: gbaRateSchema,
});
export type GbaPrices = z.infer<typeof gbaPricesSchema>;

/** floor area range in m² and ft² */
export const gbaAreaSchema = z.object({
  minM2: z.number().nullable(),
  maxM2: z.number().nullable(),
  minFt2: z.number().nullable(),
  maxFt2: z.number().nullable(),
});
export type GbaArea = z.infer<typeof gbaAreaSchema>;

export const gbaDistrictSchema = z.object({
  districtId: z.number().int(),
  name: z.string(),
  projectCount: z.number().int(),
});

export const gbaCitySchema = z.object({
  /** the reference data's id, e.g. 'shenzhen' */
  cityId: z.string(),
  /** the number the list URL uses (`c2`) */
  code: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  currency: z.enum(GBA_CURRENCIES),
  projectCount: z.number().int(),
  /** mean unit price of the city's projects on sale, local and HKD per m² */
  averageUnitPricePerM2: z.number().nullable(),
  averageUnitPricePerM2Hkd: z.number().nullable(),
  districts: z.array(gbaDistrictSchema),
});
export type GbaCity = z.infer<typeof gbaCitySchema>;

export const gbaProjectCardSchema = z.object({
  projectId: z.number().int(),
  name: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  districtId: z.number().int(),
  districtName: z.string(),
  developerName: z.string(),
  address: z.string(),
  salesStatus: z.enum(GBA_SALES_STATUSES),
  propertyType: z.string(),
  completionYear: z.number().int().nullable(),
  prices: gbaPricesSchema,
  area: gbaAreaSchema,
  floorplanCount: z.number().int(),
});
export type GbaProjectCard = z.infer<typeof gbaProjectCardSchema>;

export const gbaFloorplanSchema = z.object({
  /** the plan's own id (the floor plan page's `t{tId}`) */
  floorplanId: z.number().int(),
  name: z.string(),
  bedrooms: z.number().int(),
  livingRooms: z.number().int(),
  bathrooms: z.number().int(),
  areaM2: z.number(),
  areaFt2: z.number(),
  orientation: z.string(),
  unitCount: z.number().int(),
  totalPrice: z.number().nullable(),
  totalPriceHkd: z.number().nullable(),
  description: z.string(),
});
export type GbaFloorplan = z.infer<typeof gbaFloorplanSchema>;

export const gbaSalePermitSchema = z.object({
  permitNo: z.string(),
  issuedOn: z.string(),
  buildings: z.string(),
  unitCount: z.number().int(),
  areaM2: z.number(),
});
export type GbaSalePermit = z.infer<typeof gbaSalePermitSchema>;

export const gbaAgentSchema = z.object({
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  licenceNo: z.string(),
});

export const gbaProjectSchema = gbaProjectCardSchema.extend({
  lat: z.number(),
  lng: z.number(),
  salesIntro: z.string(),
  salesAddress: z.string(),
  landTenureYears: z.number().int(),
  decoration: z.string(),
  plotRatio: z.number(),
  greeningRatio: z.number(),
  householdCount: z.number().int(),
  managementFeePerM2: z.number(),
  agent: gbaAgentSchema,
  floorplans: z.array(gbaFloorplanSchema),
  salePermits: z.array(gbaSalePermitSchema),
});
export type GbaProject = z.infer<typeof gbaProjectSchema>;
