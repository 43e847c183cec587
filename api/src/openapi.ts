/**
 * The OpenAPI 3.1 document of every registered endpoint, generated from the same zod contracts
 * the server validates with (z.toJSONSchema): request schemas as clients send them (input),
 * results as the server answers (output), wrapped in the envelope of docs/architecture.md ("Data flow").
 */
import { z } from 'zod';
import { LANGUAGES, PLATFORMS, failureSchema, type Endpoint } from '@portal/shared/contracts';
import { registered } from './http/register';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  try {
    const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    return rest;
  } catch {
    return {};
  }
}

const COMMON = [
  { name: 'language', schema: { type: 'string', enum: [...LANGUAGES], default: 'zh-hk' }, description: 'zh-hk (default), zh-cn or en-us' },
  { name: 'platform', schema: { type: 'string', enum: [...PLATFORMS], default: 'pc' } },
  { name: 'cityen', schema: { type: 'string', enum: ['hk'], default: 'hk' } },
];

function queryParameters(ep: Endpoint): Json[] {
  const s = schemaOf(ep.query, 'input');
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

function hasBody(ep: Endpoint): boolean {
  if (ep.method !== 'POST') return false;
  return !ep.body.safeParse(undefined).success || Object.keys(schemaOf(ep.body, 'input')).length > 0;
}

function operation(ep: Endpoint): Json {
  const common = COMMON.map((p) => ({ ...p, in: ep.method === 'GET' ? 'query' : 'header', required: false }));
  const failure = { $ref: '#/components/schemas/Failure' };
  const fail = (description: string) => ({ description, content: { 'application/json': { schema: failure } } });
  return {
    operationId: ep.name.replace(/\//g, '_'),
    summary: ep.summary,
    tags: [ep.name.split('/')[0]],
    parameters: [...common, { name: 'token', in: 'header', required: ep.auth === 'member', schema: { type: 'string' } }, ...queryParameters(ep)],
    ...(hasBody(ep)
      ? { requestBody: { required: !ep.body.safeParse(undefined).success, content: { 'application/json': { schema: schemaOf(ep.body, 'input') } } } }
      : {}),
    ...(ep.auth === 'member' ? { security: [{ token: [] }] } : {}),
    responses: {
      200: {
        description: 'Success: code 0 and the result',
        content: { 'application/json': { schema: {
          type: 'object', required: ['code', 'result'], properties: { code: { const: 0 }, result: schemaOf(ep.result, 'output') },
        } } },
      },
      400: fail('Invalid request; `field` names the wrong field'),
      ...(ep.auth === 'member' ? { 401: fail('Not signed in') } : {}),
      404: fail('Not found'),
      ...(ep.rateLimitPerMinute ? { 429: fail(`More than ${ep.rateLimitPerMinute} calls a minute`) } : {}),
      500: fail('Server error'),
    },
  };
}

let cached: { count: number; doc: Json } | undefined;

export function openApiDocument(endpoints: readonly Endpoint[] = registered): Json {
  if (cached && cached.count === endpoints.length) return cached.doc;
  const paths: Record<string, Record<string, Json>> = {};
  for (const ep of endpoints) {
    const path = `/api${ep.path}`;
    paths[path] ??= {};
    (paths[path] as Record<string, Json>)[ep.method.toLowerCase()] = operation(ep);
  }
  const doc: Json = {
    openapi: '3.1.0',
    info: {
      title: 'HarbourHome API',
      version: '1.0.0',
      description: 'Every response is { code: 0, result } on success and { code, message, messageKey, field? } on failure (docs/architecture.md, "Data flow").',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Failure: schemaOf(failureSchema, 'output') },
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
    },
  };
  cached = { count: endpoints.length, doc };
  return doc;
}
