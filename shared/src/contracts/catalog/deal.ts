/** Deals (spec 7.5), deal ranking and agencies. */
import { z } from 'zod';
import { AGENT_ORDERS } from '../constants';
import {
  codeField, defineGet, definePost, intField, intList, numberField, pageSchema, propertyIdSchema, requiredInt, textField,
} from './base';
import { agencySchema, agentSchema, dealSchema } from './estate.schema';
import { dayField } from './market';

const paging = { pageIndex: intField(1, 10_000), pageCount: intField(1, 100) };

export const searchDealForPropertyDetail = definePost({
  path: '/Deal/SearchDealForPropertyDetail',
  body: z.object({ propertyId: propertyIdSchema, ...paging }),
  result: pageSchema(dealSchema),
  summary: "Recent deals in a listing's estate, of the listing's kind",
});
export const getEstateDealByEsateId = definePost({
  path: '/Deal/GetEstateDealByEsateId',
  body: z.object({ estateId: requiredInt(), rentalType: intField(1, 2), months: intField(1, 600), ...paging }),
  result: pageSchema(dealSchema),
  summary: 'Deals of an estate, newest first',
});
export const getDealById = defineGet({
  path: '/Deal/GetDealById', query: z.object({ dealId: requiredInt() }),
  result: z.object({
    deal: dealSchema,
    /** the same flat's other deals of the same kind, newest first */
    flatDeals: z.array(dealSchema),
    /** the estate's deals of the same kind nearest in date (within 90 days), newest first */
    aroundDeals: z.array(dealSchema),
  }),
  summary: "A deal, the same flat's other deals and the estate's deals around its date",
});
export const DEAL_ORDERS = ['DealDateDesc', 'PriceAsc', 'PriceDesc', 'PricePerSqftAsc', 'PricePerSqftDesc', 'ChangeDesc', 'ChangeAsc'] as const;
export const searchDeal = definePost({
  path: '/Deal/SearchDeal',
  body: z.object({
    ...paging,
    order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(DEAL_ORDERS).optional()),
    rentalType: intField(1, 2), keywords: textField(100), estateIds: intList(),
    regionCode: codeField(), zoneCode: codeField(), gscopeCode: codeField(),
    minPrice: numberField(), maxPrice: numberField(), minSaleableArea: numberField(0, 1e6), maxSaleableArea: numberField(0, 1e6),
    roomNumbers: intList(10), months: intField(1, 600),
    /** deal dates from and to (inclusive), yyyy-mm-dd */
    dateFrom: dayField(), dateTo: dayField(),
  }),
  result: pageSchema(dealSchema),
  summary: 'Searches transactions: latest first by default, by region, district, area, estate, price, size, rooms and date',
});
/** Market ranking orders of spec 3.4. */
export const DEAL_RANK_ORDERS = ['DealCount', 'DealMaxPrice', 'PriceChangeDesc', 'PriceChangeAsc'] as const;
export const dealRankItemSchema = z.object({
  estateID: z.number().int(), estateNameWithCulture: z.string(), gscopeNameWithCulture: z.string(),
  dealCount: z.number().int(), maxPrice: z.number(), avgPricePerSqft: z.number(), priceChangePct: z.number().nullable(),
});
export const searchDealRank = definePost({
  path: '/Deal/SearchDealRank',
  body: z.object({
    ...paging,
    order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(DEAL_RANK_ORDERS).optional()),
    months: intField(1, 60), regionCode: codeField(), zoneCode: codeField(),
  }),
  result: pageSchema(dealRankItemSchema),
  summary: 'Estates ranked by deals over the last months (change: average price per sq ft against the months before)',
});
export const getAgentCompanyById = defineGet({
  path: '/Company/GetAgentCompanyById', query: z.object({ companyId: requiredInt() }), result: agencySchema,
  summary: 'An agency',
});
const agentOrder = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(AGENT_ORDERS).optional());
export const searchCompany = definePost({
  path: '/Company/SearchCompany',
  body: z.object({ ...paging, order: agentOrder, keywords: textField(60), zoneCode: codeField() }),
  result: pageSchema(agencySchema),
  summary: 'Agencies with the agent sorts; zoneCode keeps those with a branch in the district',
});
export const searchAgent = definePost({
  path: '/Agent/SearchAgent',
  body: z.object({
    ...paging, order: agentOrder, keywords: textField(60), companyId: intField(), isPartner: z.boolean().optional(),
    zoneCode: codeField(),
  }),
  result: pageSchema(agentSchema),
  summary: 'Agents and partners with the agent sorts',
});
export const getAgent = defineGet({
  path: '/Agent/GetAgent', query: z.object({ agentId: requiredInt() }), result: agentSchema,
  summary: 'An agent or partner',
});
