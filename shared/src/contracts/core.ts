/**
 * The API contract core: the envelope, the common request context of spec 7.1, and the
 * endpoint descriptor that both the server (validation, OpenAPI) and the client (typed calls,
 * response parsing) are built from. No React and no browser globals here: the API imports it.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, PLATFORMS } from './language';

export * from './language';

/** Text stored in all three languages. */
export const localizedSchema = z.object({
  'zh-hk': z.string(),
  'zh-cn': z.string(),
  'en-us': z.string(),
});
export type Localized = z.infer<typeof localizedSchema>;

/** The common request context (spec 7.1): headers on POST, query on GET. */
export const commonParamsSchema = z.object({
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  platform: z.enum(PLATFORMS).default('pc'),
  cityen: z.literal('hk').default('hk'),
});
export type CommonParams = z.infer<typeof commonParamsSchema>;

export type HttpMethod = 'GET' | 'POST';
/** who may call: anyone; anyone (member identified when a token is sent); members only */
export type AuthLevel = 'none' | 'optional' | 'member';

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** spec 7 name, e.g. 'Property/SearchProperty' */
  name: string;
  method: HttpMethod;
  /** path under the API base, e.g. '/Property/SearchProperty' */
  path: `/${string}`;
  /** query parameters besides the common ones (GET values arrive as strings: use z.coerce) */
  query: Q;
  /** JSON body (POST); z.undefined() when there is none */
  body: B;
  /** the `result` of a successful envelope */
  result: R;
  auth: AuthLevel;
  summary: string;
  /** the server answers 429 beyond this many calls a minute per client */
  rateLimitPerMinute?: number;
}

const noQuery = z.object({});
const noBody = z.undefined().optional();

export function defineGet<Q extends z.ZodType, R extends z.ZodType>(def: {
  path: `/${string}`;
  query?: Q;
  result: R;
  auth?: AuthLevel;
  summary: string;
  rateLimitPerMinute?: number;
}): Endpoint<Q, typeof noBody, R> {
  return {
    name: def.path.slice(1),
    method: 'GET',
    path: def.path,
    query: (def.query ?? noQuery) as Q,
    body: noBody,
    result: def.result,
    auth: def.auth ?? 'none',
    summary: def.summary,
    rateLimitPerMinute: def.rateLimitPerMinute,
  };
}

export function definePost<B extends z.ZodType, R extends z.ZodType, Q extends z.ZodType = typeof noQuery>(def: {
  path: `/${string}`;
  query?: Q;
  body: B;
  result: R;
  auth?: AuthLevel;
  summary: string;
  rateLimitPerMinute?: number;
}): Endpoint<Q, B, R> {
  return {
    name: def.path.slice(1),
    method: 'POST',
    path: def.path,
    query: (def.query ?? noQuery) as Q,
    body: def.body,
    result: def.result,
    auth: def.auth ?? 'none',
    summary: def.summary,
    rateLimitPerMinute: def.rateLimitPerMinute,
  };
}

declare const fullEndpoint: unique symbol;
/**
 * What a browser app holds of an endpoint (@portal/shared/endpoints): where and how to send it,
 * and, as a type only, the endpoint with its schemas, so calls stay typed without zod loaded.
 * A full Endpoint is an EndpointRef too.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly [fullEndpoint]?: E;
}
/** the Endpoint (with schemas) behind an Endpoint or an EndpointRef */
export type FullEndpoint<E> = E extends Endpoint ? E : E extends EndpointRef<infer F> ? F : never;

export type QueryOf<E> = FullEndpoint<E> extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = FullEndpoint<E> extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResultOf<E> = FullEndpoint<E> extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Success and failure envelopes. */
export const failureSchema = z.object({
  code: z.number().int().refine((c) => c !== 0),
  message: z.string(),
  /** stable key of the message, for clients that localize it themselves */
  messageKey: z.string().optional(),
  /** the request field that was wrong, dotted path ("body.pageIndex") */
  field: z.string().optional(),
});
export type Failure = z.infer<typeof failureSchema>;
export function successSchema<R extends z.ZodType>(result: R) {
  return z.object({ code: z.literal(0), result });
}

/** A page of results. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    pageIndex: z.number().int().positive(),
    pageCount: z.number().int().positive(),
  });
}

/** Paging fields shared by search bodies (spec 9: 20 a page, page 1). */
export const pagingSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageCount: z.coerce.number().int().min(1).max(100).default(20),
});
