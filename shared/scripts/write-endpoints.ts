/** Writes src/endpoints/endpoints.generated.ts from the contracts (npm run endpoints -w @portal/shared). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '../src/contracts';
import { endpointsSource } from '../src/endpoints/source';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/endpoints/endpoints.generated.ts');
fs.writeFileSync(file, endpointsSource(contracts));
console.log(`written ${path.relative(process.cwd(), file)}`);
