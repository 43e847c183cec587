/**
 * What the assistant answers with (spec 4.4, 7.4): listing cards, counts and price ranges from
 * a query, an estate's evaluation from its deals, and the sources every number came from.
 */
import { z } from 'zod';
import { propertyFilterSchema } from '../catalog/property-search.schema';

/** questions a conversation takes before it must be restarted (spec 4.4, 9 give no number) */
export const CHAT_QUESTION_LIMIT = 20;
/** the longest question read */
export const CHAT_QUESTION_MAX = 300;
/** listing cards in one answer */
export const CHAT_CARD_COUNT = 6;

/** a link by the route table's name: saleDetail, rentDetail, estateDetail, buyList, rentList */
export const chatLinkSchema = z.object({ route: z.string(), params: z.record(z.string(), z.string()) });

export const chatCardSchema = z.object({
  propertyID: z.string(),
  title: z.string(),
  rentalType: z.number().int(),
  /** HKD: the sale price, or the monthly rent */
  price: z.number().nullable(),
  saleableArea: z.number().nullable(),
  roomNumber: z.number().int().nullable(),
  estateName: z.string().nullable(),
  link: chatLinkSchema,
});

/** where a number came from: the query that gave it and what it covered */
export const chatSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(['listings', 'deals']),
  /** what was asked of the data, in the request's language */
  description: z.string(),
  /** listings: the SearchProperty filter; deals: the estate, months, rooms and area band */
  query: z.record(z.string(), z.unknown()),
  count: z.number().int(),
  /** the listing or deal ids the figures were computed from (at most 50 listed) */
  ids: z.array(z.string()),
  link: chatLinkSchema.nullable(),
});

export const priceRangeSchema = z.object({ min: z.number(), max: z.number() }).nullable();

export const chatDealSchema = z.object({
  dealID: z.string(),
  dealDate: z.string(),
  price: z.number(),
  saleableArea: z.number(),
  pricePerSqft: z.number(),
  floor: z.number().int().nullable(),
  roomNumber: z.number().int().nullable(),
});

export const chatEvaluationSchema = z.object({
  estateID: z.number().int(),
  estateName: z.string(),
  /** the listing valued, when one was named */
  propertyID: z.string().nullable(),
  months: z.number().int(),
  /** the similar-flat band: room count and saleable area range (null: every flat) */
  roomNumber: z.number().int().nullable(),
  minSaleableArea: z.number().nullable(),
  maxSaleableArea: z.number().nullable(),
  dealCount: z.number().int(),
  medianPricePerSqft: z.number().nullable(),
  minPricePerSqft: z.number().nullable(),
  maxPricePerSqft: z.number().nullable(),
  firstDealDate: z.string().nullable(),
  lastDealDate: z.string().nullable(),
  /** the median price per saleable ft² times the listing's saleable area */
  estimate: z.number().nullable(),
  deals: z.array(chatDealSchema),
  sourceId: z.string(),
});

export const CHAT_ANSWER_KINDS = ['results', 'noResults', 'evaluation', 'clarify'] as const;

export const chatResultsSchema = z.object({
  total: z.number().int(),
  cards: z.array(chatCardSchema),
  priceRange: priceRangeSchema,
  sourceId: z.string(),
});

export const chatAnswerSchema = z.object({
  messageId: z.number().int().nullable(),
  sessionId: z.string(),
  kind: z.enum(CHAT_ANSWER_KINDS),
  /** the answer in the request's language and script */
  text: z.string(),
  /** the filter understood (null when asking back) */
  filter: propertyFilterSchema.partial().nullable(),
  results: chatResultsSchema.nullable(),
  evaluation: chatEvaluationSchema.nullable(),
  sources: z.array(chatSourceSchema),
  questionsUsed: z.number().int(),
  questionLimit: z.number().int(),
});
export type ChatAnswer = z.output<typeof chatAnswerSchema>;
export type ChatSource = z.output<typeof chatSourceSchema>;
export type ChatCard = z.output<typeof chatCardSchema>;
export type ChatEvaluation = z.output<typeof chatEvaluationSchema>;
