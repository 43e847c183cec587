/** Estate, deal, agency and agent shapes (spec 3.2). */
import { z } from 'zod';
import { nullableText, isoDate } from './base';

export const estateListItemSchema = z.object({
  estateID: z.number().int(),
  estateNameWithCulture: z.string(),
  tagCategory: z.enum(['Z', 'G', 'DEV']),
  addressWithCulture: z.string(),
  regionCode: z.string(),
  regionNameWithCulture: z.string(),
  gscopeCode: z.string(),
  gscopeNameWithCulture: z.string(),
  areaCode: nullableText,
  lat: z.number(),
  lng: z.number(),
  occupationDate: isoDate,
  buildingAge: z.number().int(),
  blockCount: z.number().int(),
  unitCount: z.number().int(),
  avgDealPrice: z.number().nullable(),
  avgListingPrice: z.number().nullable(),
  monthDealCount: z.number().int(),
  saleListingCount: z.number().int(),
  rentListingCount: z.number().int(),
  coverImage: nullableText,
});

export const estateDetailSchema = estateListItemSchema.extend({
  phaseCount: z.number().int(),
  storeys: z.number().int(),
  carparkCount: z.number().int(),
  developerID: z.number().int().nullable(),
  developerNameWithCulture: nullableText,
  managementCompanyWithCulture: nullableText,
  primarySchoolNet: nullableText,
  primarySchoolNetNameWithCulture: nullableText,
  secondarySchoolNet: nullableText,
  secondarySchoolNetNameWithCulture: nullableText,
  station: z.object({ id: z.number().int(), nameWithCulture: z.string(), distance: z.number().nullable() }).nullable(),
  facilities: z.array(z.object({ facilitiesID: z.number().int(), facilitiesNameWithCulture: z.string() })),
  descriptionWithCulture: nullableText,
  /** present when isNeedDetail: average sale price per saleable sq ft by month, oldest first */
  trend: z.array(z.object({ month: z.string(), avgPrice: z.number(), dealCount: z.number().int() })).optional(),
  phases: z.array(z.object({ phaseID: z.number().int(), nameWithCulture: z.string() })).optional(),
});

export const dealSchema = z.object({
  dealID: z.number().int(),
  estateID: z.number().int(),
  estateNameWithCulture: z.string(),
  gscopeNameWithCulture: z.string(),
  buildingID: z.number().int().nullable(),
  buildingNameWithCulture: nullableText,
  floor: z.number().int().nullable(),
  flat: nullableText,
  rentalType: z.number().int(),
  dealDate: isoDate,
  price: z.number(),
  buildingArea: z.number().nullable(),
  saleableArea: z.number(),
  pricePerSqft: z.number(),
  previousPrice: z.number().nullable(),
  previousDate: nullableText,
  changePct: z.number().nullable(),
  roomNumber: z.number().int().nullable(),
  source: z.string(),
});

export const agencySchema = z.object({
  companyID: z.number().int(),
  companyNameWithCulture: z.string(),
  addressWithCulture: z.string(),
  license: z.string(),
  phones: z.array(z.string()),
  branches: z.array(z.unknown()),
  logo: nullableText,
  agentCount: z.number().int(),
  /** licensed professional agents (partners) of the agency (always sent; optional for older clients' fixtures) */
  partnerCount: z.number().int().optional(),
  saleCount: z.number().int(),
  rentCount: z.number().int(),
});

export const agentSchema = z.object({
  agentID: z.number().int(),
  nameWithCulture: z.string(),
  license: z.string(),
  isPartner: z.boolean(),
  companyID: z.number().int().nullable(),
  companyNameWithCulture: nullableText,
  phone: z.string(),
  whatsapp: nullableText,
  avatar: nullableText,
  districtCodes: z.array(z.string()),
  saleCount: z.number().int(),
  rentCount: z.number().int(),
});
