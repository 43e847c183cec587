/** Dictionaries and reference lists of spec 7.8 (loaded once per language by the clients, 4.7). */
import { z } from 'zod';
import { defineGet, intField, pageSchema, plainText } from './base';

export const DICTIONARY_GROUPS = [
  'RentPrice', 'SalePrice', 'NewEstateSalePrice', 'PracticalFootPrice', 'Area', 'NewEstateArea', 'BuildingAge', 'UnitFloor',
  'RoomNumber', 'PropertySource', 'PropertyTag', 'PropertyLabel', 'ForRent', 'NewEstateFeature', 'NewEstateMultimedia',
  'NewEstateSalesStatus', 'NewEstateStatus', 'NewEstateSalesComDate',
] as const;

const entryFields = {
  /** the group (spec 3.2) */
  itemName: z.string(),
  /** a value, or a range written min-max */
  dictionaryValue: z.string(),
  dictionaryNameWithCulture: z.string(),
  parentDictionaryValue: z.string().nullable(),
  sort: z.number().int(),
};
export const dictionaryChildSchema = z.object(entryFields);
export const dictionaryEntrySchema = z.object({ ...entryFields, children: z.array(dictionaryChildSchema) });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

const groupName = z.preprocess((v) => (v === '' ? undefined : v), z.enum(DICTIONARY_GROUPS).optional());

export const searchDictionaryInfo = defineGet({
  path: '/DictionaryInfo/SearchDictionaryInfo',
  query: z.object({ itemName: groupName }),
  result: z.array(dictionaryEntrySchema),
  summary: 'Dictionary entries of every group, or of one (itemName); children nest under their parent value',
});
export const searchLabel = defineGet({
  path: '/DictionaryInfo/SearchLabel',
  query: z.object({ Type: groupName, PageCount: intField(1, 200), PageIndex: intField(1, 1000) }),
  result: pageSchema(dictionaryChildSchema),
  summary: 'Labels (PropertyLabel by default, or the group named by Type), 30 a page',
});

const gscopeBase = {
  gscopeCode: z.string(),
  gscopeNameWithCulture: z.string(),
  level: z.number().int(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** primary school nets in this district */
  schoolNet: z.array(z.string()),
};
export const gscopeAreaSchema = z.object({ ...gscopeBase, children: z.array(z.never()) });
export const gscopeDistrictSchema = z.object({ ...gscopeBase, children: z.array(gscopeAreaSchema) });
export const gscopeSchema = z.object({ ...gscopeBase, children: z.array(gscopeDistrictSchema) });
export type Gscope = z.infer<typeof gscopeSchema>;

export const getGscope = defineGet({
  path: '/DictionaryInfo/GetGscope', result: z.array(gscopeSchema),
  summary: 'Regions, their districts and sub-areas, in the request language',
});
export const areaSchema = z.object({
  areaCode: z.string(), nameWithCulture: z.string(), level: z.number().int(), parentCode: z.string().nullable(),
  lat: z.number().nullable(), lng: z.number().nullable(),
});
export const getArea = defineGet({
  path: '/DictionaryInfo/GetArea', result: z.array(areaSchema), summary: 'Districts and sub-areas as a flat list',
});
export const schoolNetSchema = z.object({
  code: z.string(), kind: z.enum(['primary', 'secondary']), nameWithCulture: z.string(),
  districtCode: z.string().nullable(), districtNameWithCulture: z.string().nullable(),
});
export const getSchoolNetGscope = defineGet({
  path: '/DictionaryInfo/GetSchoolNetGscope',
  query: z.object({
    PageIndex: intField(1, 1000), PageCount: intField(1, 200),
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['primary', 'secondary']).optional()),
  }),
  result: pageSchema(schoolNetSchema),
  summary: 'School nets (primary POA and secondary SSPA), 100 a page',
});
export const subwayLineSchema = z.object({
  lineID: z.number().int(), code: z.string(), nameWithCulture: z.string(), color: z.string(),
  stations: z.array(z.object({
    stationID: z.number().int(), code: z.string(), nameWithCulture: z.string(), lat: z.number(), lng: z.number(), seq: z.number().int(),
  })),
});
export const getAllSubwayline = defineGet({
  path: '/DictionaryInfo/GetAllSubwayline', result: z.array(subwayLineSchema), summary: 'MTR lines with their stations in order',
});
export const seoSchema = z.object({
  webPath: z.string(), titleWithCulture: z.string(), descriptionWithCulture: z.string(), keywordsWithCulture: z.string().nullable(),
});
export const getSeo = defineGet({
  path: '/DictionaryInfo/GetSeo', query: z.object({ webPath: plainText(1, 300) }), result: seoSchema,
  summary: 'Title, description and keywords of a page (the longest matching path prefix)',
});
