/** The listing search filter of spec 3.3 (its order ids and price bands: ../constants). */
import { z } from 'zod';
import { MAX_PROPERTY_ORDER } from '../constants';
import { boolField, codeField, codeList, intField, intList, numberField, textField } from './base';

export const propertyFilterSchema = z.object({
  /** 1 sale, 2 rent */
  rentalType: intField(1, 2),
  estateIds: intList(),
  estateMainIds: intList(),
  /** phase ids (the 'r' code of the list URL) */
  estateSecondeIds: intList(),
  keywords: textField(100),
  /** region (level 1); this and the next two hold one code or several, comma-separated (any of them) */
  regionCode: codeField(40),
  /** district (level 2) */
  zoneCode: codeField(200),
  /** sub-area (level 3); school-net codes when districtTab is 1 */
  gscopeCode: codeField(1100),
  /** 0 region or district codes, 1 any level (a code may be a region, district or sub-area) */
  regionType: intField(0, 1),
  LineId: intField(),
  StationIds: intList(),
  /** 1: gscopeCode is a primary school net */
  districtTab: intField(0, 1),
  /** a SalePrice or RentPrice dictionary value, min-max (sale in 10K units, rent in HKD) */
  priceCode: codeField(),
  /** HKD (sale prices entered in 10K are multiplied by 10,000 by the client, spec 5) */
  minPriceValue: numberField(),
  maxPriceValue: numberField(),
  /** an Area dictionary value, min-max square feet */
  saleableArea: codeField(),
  minSaleableArea: numberField(0, 1e6),
  maxSaleableArea: numberField(0, 1e6),
  buildingArea: codeField(),
  minBuildingArea: numberField(0, 1e6),
  maxBuildingArea: numberField(0, 1e6),
  /** a BuildingAge dictionary value, min-max years */
  buildingAge: codeField(),
  minBuildingAge: numberField(0, 200),
  maxBuildingAge: numberField(0, 200),
  propertyTag: intList(),
  propertyLabel: intList(),
  rentLabel: intList(),
  /** room counts; the largest RoomNumber value also matches bigger flats */
  roomNumbers: intList(10),
  /** 1 low, 2 middle, 3 high */
  unitFloors: intList(3),
  propertySourceList: intList(10),
  /** listing states of spec 4.1 (the 'y' code); only visible listings are searched, so 4 and 8 select */
  saleStatuses: intList(9),
  /** NewEstateSalesComDate year ranges ('2025-2025', the 'j' code): the year the estate was taken in */
  intakeTime: codeList(10),
  facilities: intList(),
  developers: intList(),
  propertyCategory: intField(0, 100),
  subCategory: intField(0, 1000),
  topTypes: intList(5),
  /** a branch: agency id x 100 + branch number (1-based), as GetAgentCompanyById lists them */
  storeId: intField(),
  companyId: intField(),
  /** agent id */
  accountId: intField(),
  /** the listings of a member (owner) */
  relatedAccountId: intField(),
  /** a listing to put first (promoted on the page that links to it) */
  popularizePropertyId: textField(24),
  SaleForm: intField(0, 100),
  /** serviced apartments only (true) or none of them (false) */
  isServiced: boolField(),
});

export const searchPropertyBodySchema = propertyFilterSchema.extend({
  pageIndex: intField(1, 10_000),
  pageCount: intField(1, 100),
  order: intField(0, MAX_PROPERTY_ORDER),
});
export type PropertyFilter = z.output<typeof propertyFilterSchema>;
export type SearchPropertyBody = z.output<typeof searchPropertyBodySchema>;
/** A SearchProperty request as a client writes it (what the URL codec builds). */
export type SearchPropertyRequest = z.input<typeof searchPropertyBodySchema>;
