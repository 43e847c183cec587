/** Configuration, suggestions, keywords, ads and logging of spec 7.8. */
import { z } from 'zod';
import { defineGet, definePost, intField, textField, plainText } from './base';

export const wapConfigSchema = z.object({ key: z.string(), value: z.unknown() });
export const getAllWapConfig = defineGet({
  path: '/AppConfig/GetAllWapConfig', result: z.array(wapConfigSchema), summary: 'Every app configuration entry',
});
export const getWapConfig = defineGet({
  path: '/AppConfig/GetWapConfig', query: z.object({ key: plainText(1, 100) }), result: wapConfigSchema,
  summary: 'One app configuration entry',
});

export const SUGGESTION_TYPES = ['estate', 'newEstate', 'district', 'area'] as const;
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  /** estate or new estate id as text, or the region code */
  id: z.string(),
  nameWithCulture: z.string(),
  gscopeNameWithCulture: z.string().nullable(),
  saleCount: z.number().int().nullable(),
  rentCount: z.number().int().nullable(),
});
export const searchSuggester = defineGet({
  path: '/Suggester/SearchSuggester',
  query: z.object({
    keyword: plainText(1, 60),
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SUGGESTION_TYPES).optional()),
    count: intField(1, 30),
  }),
  result: z.array(suggestionSchema),
  summary: "Estates, new estates and districts whose names start with or contain the keyword in any script ('taikoo', '太古', 'tai koo')",
});

export const SEARCH_TYPES = ['buy', 'rent', 'estate', 'new', 'news'] as const;
export const getRecommendKeyword = definePost({
  path: '/Common/GetRecommendKeyword',
  body: z.object({ searchType: z.enum(SEARCH_TYPES), count: intField(1, 50) }),
  result: z.array(z.object({ keywordWithCulture: z.string(), searchType: z.string(), weight: z.number().int() })),
  summary: 'Hot search keywords of a search type',
});

export const adSchema = z.object({
  adID: z.number().int(), location: z.string(), titleWithCulture: z.string(), image: z.string(), linkUrl: z.string(),
  startTime: z.string(), endTime: z.string(),
});
export const getAdInfoByLocation = defineGet({
  path: '/AdInfo/GetAdInfoByLocation', query: z.object({ location: plainText(1, 60) }), result: z.array(adSchema),
  summary: 'Ads running now at a location',
});

export const addUserBrowseLog = defineGet({
  path: '/Log/AddUserBrowseLog',
  query: z.object({
    browseURL: textField(500),
    sourceType: plainText(1, 30),
    browseValue: plainText(1, 100),
  }),
  result: z.object({ logged: z.boolean() }),
  summary: 'Records a page view (language and token come with every request)',
  rateLimitPerMinute: 600,
});
