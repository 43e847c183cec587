/**
 * Every operation of the contracts and the fields of its request, read from the JSON Schema that
 * the OpenAPI document is made of (z.toJSONSchema, as clients send them): the tests that walk all
 * operations (validation speed, integer bounds, the fuzz suite) share this walk.
 */
import { z } from 'zod';
import * as contracts from '@portal/shared/contracts';
import type { Endpoint } from '@portal/shared/contracts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export type Where = 'query' | 'body';
/** A path to a field: property names, and ITEM for the items of an array. */
export const ITEM = Symbol('item');
export type FieldPath = (string | typeof ITEM)[];
export interface RequestField {
  where: Where;
  path: FieldPath;
  schema: JsonSchema;
}

/** Every endpoint the contracts export, in a stable order. */
export function contractEndpoints(): Endpoint[] {
  const isEndpoint = (v: unknown): v is Endpoint =>
    typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'body' in v && 'query' in v;
  return (Object.values(contracts) as unknown[]).filter(isEndpoint).sort((a, b) => a.name.localeCompare(b.name));
}

export function requestSchema(ep: Endpoint, where: Where): JsonSchema {
  return z.toJSONSchema(ep[where], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The alternatives of a schema (anyOf / oneOf), or the schema itself. */
export function alternatives(s: JsonSchema): JsonSchema[] {
  return s.anyOf ?? s.oneOf ?? [s];
}
export const hasType = (s: JsonSchema, type: string): boolean => (Array.isArray(s.type) ? s.type.includes(type) : s.type === type);

/** Every field with a type of its own (object members, array items, the alternatives of a union). */
export function requestFields(ep: Endpoint): RequestField[] {
  const out: RequestField[] = [];
  const walk = (where: Where, s: JsonSchema, path: FieldPath): void => {
    for (const alt of alternatives(s)) {
      if (alt.type !== undefined && path.length > 0) out.push({ where, path, schema: alt });
      for (const [key, member] of Object.entries(alt.properties ?? {})) walk(where, member, [...path, key]);
      if (alt.items) walk(where, alt.items, [...path, ITEM]);
    }
  };
  for (const where of ['query', 'body'] as const) walk(where, requestSchema(ep, where), []);
  return out;
}

/** The value that puts `leaf` at `path`: { a: { b: [leaf] } } for ['a', 'b', ITEM]. */
export function valueAt(path: FieldPath, leaf: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (key === ITEM ? [inner] : { [key]: inner }), leaf);
}

export const fieldName = (f: RequestField): string => [f.where, ...f.path.map((k) => (k === ITEM ? '[]' : k))].join('.');
