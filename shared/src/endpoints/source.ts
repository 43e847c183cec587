/**
 * The text of endpoints.generated.ts, made from the contracts module: one line per endpoint
 * export. Used by `npm run endpoints -w @portal/shared` to write the file and by a test to check it.
 */
import type { Endpoint } from '../contracts/core';

export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Endpoint>;
  return typeof v.name === 'string' && (v.method === 'GET' || v.method === 'POST') && typeof v.path === 'string'
    && typeof v.result === 'object' && v.result !== null;
}

export function endpointsSource(contracts: Record<string, unknown>): string {
  const lines = Object.entries(contracts)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, e]) => `export const ${name} = ref<typeof c.${name}>('${e.method}', '${e.path}');`);
  return [
    '/**',
    ' * Generated from @portal/shared/contracts by `npm run endpoints -w @portal/shared`: do not edit',
    ' * (a test fails when it is out of date). Every endpoint as a browser app holds it: method and',
    ' * path, typed by its schemas, which stay out of the bundle.',
    ' */',
    "import type * as c from '../contracts';",
    "import { endpointRef as ref } from './ref';",
    '',
    ...lines,
    '',
  ].join('\n');
}
