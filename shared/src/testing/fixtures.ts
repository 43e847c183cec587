/**
 * Fixtures built from the contracts: each starts from a base value of its endpoint's result
 * (fixture-data.ts), takes the test's overrides, and is parsed by the contract's result schema
 * when it is made, so a fixture that drifts from the contract fails the test that makes it.
 */
import { z } from 'zod';
import * as contracts from '../contracts';
import type { Endpoint, EndpointRef, ResultOf } from '../contracts/core';
import { isEndpoint } from '../endpoints/source';
import { ITEMS, RESULTS } from './fixture-data';

/** what a test may change: the fields of an object result, or the whole of a list result */
export type Overrides<T> = T extends readonly unknown[] ? T : Partial<T>;
/** one item of a list result or of a page of results */
export type ItemOf<T> = T extends readonly (infer I)[] ? I : T extends { items: readonly (infer I)[] } ? I : never;

const byName = new Map<string, Endpoint>(
  (Object.values(contracts) as unknown[]).filter(isEndpoint).map((endpoint) => [endpoint.name, endpoint]),
);

function contractOf(endpoint: EndpointRef): Endpoint {
  const full = byName.get(endpoint.name);
  if (!full) throw new Error(`${endpoint.name} is not an endpoint of @portal/shared/contracts`);
  return full;
}

function baseOf(table: Record<string, () => unknown>, name: string): unknown {
  const base = table[name];
  if (!base) throw new Error(`No base fixture for ${name}: add one to @portal/shared/testing fixture-data`);
  return base();
}

function parsed<T>(schema: z.ZodType, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what} does not match its contract:\n${z.prettifyError(result.error)}`);
  return result.data as T;
}

function itemSchema(result: z.ZodType, name: string): z.ZodType {
  if (result instanceof z.ZodArray) return result.element as z.ZodType;
  if (result instanceof z.ZodObject && result.shape.items instanceof z.ZodArray) return result.shape.items.element as z.ZodType;
  throw new Error(`${name} answers neither a list nor a page`);
}

/** The result of `endpoint`: its base value with `overrides`, checked against its contract. */
export function fixture<E extends EndpointRef>(endpoint: E, overrides?: Overrides<ResultOf<E>>): ResultOf<E> {
  const { name, result } = contractOf(endpoint);
  const base = baseOf(RESULTS, name);
  const value = overrides === undefined || Array.isArray(overrides) ? (overrides ?? base) : { ...(base as object), ...overrides };
  return parsed(result, value, `The fixture of ${name}`);
}

/** One item of the list or page `endpoint` answers, with `overrides`, checked against its contract. */
export function itemOf<E extends EndpointRef>(endpoint: E, overrides: Partial<ItemOf<ResultOf<E>>> = {}): ItemOf<ResultOf<E>> {
  const { name, result } = contractOf(endpoint);
  return parsed(itemSchema(result, name), { ...(baseOf(ITEMS, name) as object), ...overrides }, `An item of ${name}`);
}

/** A page of `items` as a paged search answers it: page 1 of 20 a page, `total` the item count unless given. */
export function pageOf<E extends EndpointRef>(endpoint: E, items: ItemOf<ResultOf<E>>[], total = items.length): ResultOf<E> {
  return fixture(endpoint, { items, total } as unknown as Overrides<ResultOf<E>>);
}
