/**
 * Development and tests only (client.ts imports it behind a NODE_ENV check): parses a result
 * with its endpoint's contract schema, found by name when the caller holds an EndpointRef.
 */
import { z } from 'zod';
import * as contracts from '../contracts';
import type { Endpoint, EndpointRef } from '../contracts/core';
import { isEndpoint } from '../endpoints/source';
import { ApiFailure } from './api-failure';

const byName = new Map<string, Endpoint>(
  (Object.values(contracts) as unknown[]).filter(isEndpoint).map((endpoint) => [endpoint.name, endpoint]),
);

export function parseResult(endpoint: EndpointRef, result: unknown): unknown {
  const full = isEndpoint(endpoint) ? endpoint : byName.get(endpoint.name);
  if (!full) {
    throw ApiFailure.client('invalidResponse', `${endpoint.name} is not an endpoint of @portal/shared/contracts`, endpoint.name);
  }
  const parsed = full.result.safeParse(result);
  if (parsed.success) return parsed.data;
  throw ApiFailure.client(
    'invalidResponse',
    `Response of ${endpoint.name} does not match its contract:\n${z.prettifyError(parsed.error)}`,
    endpoint.name,
  );
}
