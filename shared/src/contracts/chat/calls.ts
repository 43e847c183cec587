/** The assistant chat calls of spec 7.4. */
import { z } from 'zod';
import { int32, int64Id } from '../integers';
import { definePost, pageSchema, pagingSchema } from '../core';
import { propertyFilterSchema } from '../catalog/property-search.schema';
import {
  CHAT_ANSWER_KINDS, CHAT_QUESTION_MAX, chatAnswerSchema, chatCardSchema, chatEvaluationSchema, chatResultsSchema,
  chatSourceSchema,
} from './answer';

const sessionId = z.string().trim().min(8).max(64);

export const chatSessionSchema = z.object({
  sessionId: z.string(),
  questionsUsed: z.number().int(),
  questionLimit: z.number().int(),
  /** the disclaimer is agreed for this visitor or member and will not be asked again */
  disclaimerRemembered: z.boolean(),
});

export const getNewSessionForChatGpt = definePost({
  path: '/Chat/GetNewSessionForChatGpt',
  body: z.object({
    /** the disclaimer was shown and agreed now (not needed once remembered) */
    disclaimerAccepted: z.boolean().default(false),
    /** remember the agreement for this visitor or member */
    remember: z.boolean().default(false),
  }),
  result: chatSessionSchema,
  auth: 'optional',
  summary: 'Starts a conversation (the question count restarts); the disclaimer must be agreed first, optionally remembered',
  rateLimitPerMinute: 30,
});

export const chatQuestionBodySchema = z.object({
  sessionId,
  question: z.string().trim().min(1).max(CHAT_QUESTION_MAX),
});

export const searchPropertyByChatGpt = definePost({
  path: '/Chat/SearchPropertyByChatGpt',
  body: chatQuestionBodySchema,
  result: chatAnswerSchema,
  auth: 'optional',
  summary: 'Answers a question from the listings and deals (a search, an estate evaluation, or a question back); /Chat/StreamPropertyByChatGpt streams the same answer as server-sent events',
  rateLimitPerMinute: 60,
});

const filterBody = z.object({ filter: propertyFilterSchema.partial() });

export const searchSrpRecommendPropertyByChatGpt = definePost({
  path: '/Chat/SearchSrpRecommendPropertyByChatGpt',
  body: filterBody,
  result: chatResultsSchema.extend({ sources: z.array(chatSourceSchema) }),
  summary: 'The listings (cards, count, price range) of a filter the assistant understood',
});

export const searchSrpRecommendNoPropertyDataByChatGpt = definePost({
  path: '/Chat/SearchSrpRecommendNoPropertyDataByChatGpt',
  body: filterBody,
  result: z.object({
    /** the fields left out, in the order they were dropped (empty: the filter itself has listings) */
    relaxed: z.array(z.string()),
    filter: propertyFilterSchema.partial(),
    results: chatResultsSchema,
    sources: z.array(chatSourceSchema),
  }),
  summary: 'For a filter without listings: the nearest filter that has some, dropping the least essential fields first',
});

export const getPropertyChatGptEvaluate = definePost({
  path: '/Chat/GetPropertyChatGptEvaluate',
  body: z.object({ propertyId: z.string().trim().min(1).max(24).optional(), estateId: int32(z.number(), { min: 1 }).optional() })
    .refine((b) => b.propertyId !== undefined || b.estateId !== undefined, { message: 'propertyId or estateId is required', path: ['estateId'] }),
  result: chatEvaluationSchema.extend({ text: z.string(), sources: z.array(chatSourceSchema) }),
  summary: "A listing's or an estate's evaluation from the estate's sale deals of the last 12 months (similar flats: median, range, count, dates, the deals)",
});

export const addOrUpdatePropertyChatGptEvaluate = definePost({
  path: '/Chat/AddOrUpdatePropertyChatGptEvaluate',
  body: z.object({ messageId: int64Id(z.number()), rating: z.number().int().min(1).max(5) }),
  result: z.object({ messageId: z.number().int(), rating: z.number().int() }),
  auth: 'optional',
  summary: 'Rates an answer of the caller’s own conversation (1 to 5), or changes the rating',
});

export const chatHistoryItemSchema = z.object({
  messageId: z.number().int(),
  sessionId: z.string(),
  question: z.string(),
  kind: z.enum(CHAT_ANSWER_KINDS),
  text: z.string(),
  total: z.number().int().nullable(),
  cards: z.array(chatCardSchema),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});

export const searchChatGptHistory = definePost({
  path: '/Chat/SearchChatGptHistory',
  body: pagingSchema.extend({ sessionId: sessionId.optional() }),
  result: pageSchema(chatHistoryItemSchema),
  auth: 'member',
  summary: "The member's questions and answers, newest first",
});

export const deletePropertyByChatGpt = definePost({
  path: '/Chat/DeletePropertyByChatGpt',
  body: z.object({ messageIds: z.array(int64Id(z.number())).max(100).optional(), sessionId: sessionId.optional() }),
  result: z.object({ deleted: z.number().int() }),
  auth: 'member',
  summary: "Deletes the member's chat history: the given answers, one conversation, or everything when neither is given",
});
