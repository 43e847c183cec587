import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '../contracts';
import type { Endpoint } from '../contracts/core';
import * as endpoints from './index';
import { endpointsSource, isEndpoint } from './source';

describe('@portal/shared/endpoints', () => {
  it('endpoints.generated.ts is up to date with the contracts (else: npm run endpoints -w @portal/shared)', () => {
    const onDisk = fs.readFileSync(path.join(__dirname, 'endpoints.generated.ts'), 'utf8');
    expect(onDisk).toBe(endpointsSource(contracts));
  });

  it('holds every endpoint of the contracts with its name, method and path, and no schema', () => {
    const full = (Object.entries(contracts) as [string, unknown][]).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));
    expect(full.length).toBeGreaterThan(50);
    for (const [name, endpoint] of full) {
      expect((endpoints as Record<string, unknown>)[name]).toEqual({ name: endpoint.name, method: endpoint.method, path: endpoint.path });
    }
  });

  it('the name of every endpoint is its path without the leading slash', () => {
    for (const endpoint of (Object.values(contracts) as unknown[]).filter(isEndpoint)) expect(endpoint.name).toBe(endpoint.path.slice(1));
  });

  it('does not load zod: no module under src/endpoints imports it or a schema module at run time', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*from\s+'([^']+)'/gm)) {
        const spec = m[1] as string;
        expect(`${path.relative(__dirname, file)} -> ${spec}`).not.toMatch(/-> zod$/);
        if (spec.startsWith('.')) {
          const target = path.resolve(path.dirname(file), spec);
          visit(fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'));
        }
      }
    };
    visit(path.join(__dirname, 'index.ts'));
    expect(seen.size).toBeGreaterThan(4);
  });
});
