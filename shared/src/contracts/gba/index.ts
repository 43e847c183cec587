/** Greater Bay Area contracts: cities, projects with floor plans and sale permits, buying rules. */
import { z } from 'zod';
import { defineGet, intField, requiredInt } from '../catalog/base';
import { GBA_ORDERS } from './bands';
import { gbaCitySchema, gbaProjectCardSchema, gbaProjectSchema, gbaRateSchema } from './schema';
import { gbaBuyingRulesSchema } from './rules';

export * from './bands';
export * from './schema';
export * from './rules';

export const getGbaCities = defineGet({
  path: '/Gba/GetCities',
  result: z.object({ cities: z.array(gbaCitySchema), rates: z.array(gbaRateSchema) }),
  summary: 'Greater Bay Area cities (nine mainland cities and Macau) with their districts, project counts, average unit prices and the exchange rates',
});

/** the filter of the list: every part optional; bands are 1-based indexes of the tables in bands.ts */
export const searchGbaProjectsQuery = z.object({
  cityCode: intField(1, 99),
  districtId: intField(1),
  priceBand: intField(1, 9),
  areaBand: intField(1, 9),
  order: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(GBA_ORDERS).optional()),
  page: intField(1, 10_000),
});

export const searchGbaProjects = defineGet({
  path: '/Gba/SearchProjects',
  query: searchGbaProjectsQuery,
  result: z.object({
    items: z.array(gbaProjectCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  summary: 'Greater Bay Area projects by city, district, total price band (HKD) and area band (m²), a page at a time',
});

export const getGbaProject = defineGet({
  path: '/Gba/GetProject',
  query: z.object({ projectId: requiredInt() }),
  result: gbaProjectSchema,
  summary: 'A Greater Bay Area project: developer, prices in local currency and HKD, sizes in m² and ft², floor plans, sale permits, sales introduction and agent (404 when unknown)',
});

export const getGbaBuyingRules = defineGet({
  path: '/Gba/GetBuyingRules',
  result: gbaBuyingRulesSchema,
  summary: "Each city's rules for a Hong Kong resident buying a first home (down payment, loan term, reference rate, taxes), each with its source, and the exchange rates",
});
