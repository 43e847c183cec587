/**
 * The import walls of eslint.config.mjs, proved through ESLint's Node API with the repository's
 * own config: for every wall, imports that must be refused in each spelling (relative path,
 * package path through the workspace link, private file of a package, re-export, dynamic
 * import) and one that must pass. The importing files are virtual (lintText with a path inside
 * the tree, including a remote that does not exist yet); the imported files are real, found at
 * run time, so the walls are checked on the paths the imports resolve to.
 * Run: node --test scripts/lint-walls.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** a source file (not a test) of a folder, relative to the root and without its extension */
function someModule(dir) {
  const files = fs.readdirSync(path.join(ROOT, dir), { recursive: true }).map(String).sort()
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) && !/(^|\/)test-/.test(path.basename(f)));
  const file = files.find((f) => f === 'index.ts') ?? files[0];
  assert.ok(file, `no source file in ${dir}`);
  return path.posix.join(dir, file.replace(/\.tsx?$/, ''));
}
const relative = (from, to) => {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const WALLS = {
  app: 'An app never imports another app',
  api: 'An app never imports the API',
  sharedFiles: 'An app reaches @portal/shared only through its exports',
  privatePackage: 'A @portal package is imported only through a subpath its exports map lists',
  feature: 'A feature never imports another feature or a page',
  zod: 'Browser code imports zod only as types',
  contracts: 'Browser code imports @portal/shared/contracts only as types',
  sharedNoApp: '@portal/shared imports no app',
  apiNoApp: 'The API imports no app',
  contractsOnly: 'The contracts import no other module of the repository',
};

async function wallMessages(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.deepEqual(result.messages.filter((m) => m.fatal), [], `${file} did not parse`);
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}
const valueImport = (spec) => `import probe from '${spec}';\nexport default probe;\n`;
const typeImport = (spec) => `import type { Probe } from '${spec}';\nexport type { Probe };\n`;

/** `code` in `file` is refused by `wall` (or by one of `alsoBy`: a spelling that crosses two walls) */
async function refused(file, code, wall, ...alsoBy) {
  const messages = await wallMessages(file, code);
  const expected = [wall, ...alsoBy].map((w) => WALLS[w]);
  assert.equal(messages.length, 1, `${file}: ${code.trim()} should be refused once; got ${JSON.stringify(messages)}`);
  assert.ok(expected.some((e) => messages[0].startsWith(e)), `${file}: ${code.trim()} refused by the wrong wall: ${messages[0]}`);
}
async function passes(file, code) {
  assert.deepEqual(await wallMessages(file, code), [], `${file}: ${code.trim()} should pass`);
}

const MAP = 'mfe-listings/src/features/map/probe.ts';
const FUTURE_FEATURE = 'mfe-estates/src/features/estate-detail/probe.ts';
const SHELL = 'shell/src/probe.ts';
const SHARED_UI = 'shared/src/ui/probe.ts';
const API = 'api/src/probe.ts';
const CONTRACTS = 'shared/src/contracts/probe.ts';
const NEWS = someModule('mfe-news/src');
const LISTINGS = someModule('mfe-listings/src/routes');
const AGENTS = someModule('mfe-listings/src/features/agents');
const SHELL_MODULE = someModule('shell/src/routing');
const API_MODULE = someModule('api/src/http');

describe('an app never imports another app', () => {
  it('refuses a relative path and a package path, from a feature, the shell and a future remote', async () => {
    for (const [file, target] of [[MAP, NEWS], [MAP, SHELL_MODULE], [SHELL, LISTINGS], [FUTURE_FEATURE, NEWS], ['mfe-member/src/probe.ts', LISTINGS]]) {
      await refused(file, valueImport(relative(file, target)), 'app');
      await refused(file, valueImport(`@portal/${target}`), 'app');
    }
  });
  it('passes an import inside the same app', () => passes('mfe-listings/src/routes/probe.ts', valueImport(relative('mfe-listings/src/routes/probe.ts', AGENTS))));
});

describe('an app never imports the API', () => {
  it('refuses the API source and data, by relative path and package path', async () => {
    for (const file of [MAP, SHELL, 'mfe-market/src/probe.ts']) {
      await refused(file, valueImport(relative(file, 'api/data/reference/mtr.json')), 'api');
      await refused(file, valueImport(relative(file, API_MODULE)), 'api');
      await refused(file, valueImport(`@portal/${API_MODULE}`), 'api', 'privatePackage');
    }
  });
  it('passes the endpoints of @portal/shared', () => passes(MAP, valueImport('@portal/shared/endpoints')));
});

describe('an app imports @portal/shared only through its exports', () => {
  it('refuses its files by relative path and by private package path', async () => {
    for (const file of [MAP, SHELL, 'mfe-housegpt/src/probe.ts']) {
      await refused(file, valueImport(relative(file, 'shared/src/routing/index')), 'sharedFiles');
      await refused(file, valueImport(relative(file, 'shared/src/routing')), 'sharedFiles');
      await refused(file, valueImport('@portal/shared/src/routing/index'), 'privatePackage');
    }
  });
  it('passes an exported subpath', () => passes(MAP, valueImport('@portal/shared/routing')));
});

describe('a feature never imports another feature', () => {
  it('refuses a sibling feature by every path, and a page', async () => {
    await refused(MAP, valueImport(relative(MAP, AGENTS)), 'feature');
    await refused(MAP, valueImport(`../../features/${path.posix.relative('mfe-listings/src/features', AGENTS)}`), 'feature');
    await refused(MAP, valueImport(`@portal/${AGENTS}`), 'feature');
    await refused(MAP, `export * from '${relative(MAP, AGENTS)}';\n`, 'feature');
    await refused(MAP, `export const load = () => import('${relative(MAP, AGENTS)}');\n`, 'feature');
    await refused(MAP, valueImport(relative(MAP, LISTINGS)), 'feature');
    await refused(MAP, typeImport(relative(MAP, AGENTS)), 'feature');
  });
  it('passes a module of the same feature', () => passes(MAP, valueImport('./cluster')));
});

describe('browser code imports zod and the contracts as types only', () => {
  const browserFiles = [MAP, SHELL, SHARED_UI, 'shared/src/geo/probe.ts', FUTURE_FEATURE];
  it('refuses zod as a value: import, re-export, dynamic import', async () => {
    for (const file of browserFiles) {
      await refused(file, `import { z } from 'zod';\nexport const s = z.string();\n`, 'zod');
      await refused(file, `export { z } from 'zod';\n`, 'zod');
      await refused(file, `export const load = () => import('zod');\n`, 'zod');
    }
  });
  it('refuses the contracts as a value, by package path and by relative path inside shared', async () => {
    for (const file of browserFiles) await refused(file, valueImport('@portal/shared/contracts'), 'contracts');
    await refused(SHARED_UI, valueImport('../contracts'), 'contracts');
    await refused(SHARED_UI, valueImport('../contracts/catalog/index'), 'contracts');
    await refused(MAP, valueImport(relative(MAP, 'shared/src/contracts/index')), 'contracts', 'sharedFiles');
  });
  it('passes type imports, and the contracts files that load no zod', async () => {
    for (const file of browserFiles) {
      await passes(file, typeImport('zod'));
      await passes(file, typeImport('@portal/shared/contracts'));
    }
    await passes(SHARED_UI, valueImport('../contracts/language'));
  });
  it('leaves server-side code and tests alone', async () => {
    await passes('shell/src/server/probe.ts', valueImport('@portal/shared/contracts'));
    await passes('mfe-listings/src/features/map/probe.test.ts', `import { z } from 'zod';\nexport const s = z.string();\n`);
  });
});

describe('@portal/shared imports no app', () => {
  it('refuses an app or the API by relative path and package path', async () => {
    await refused(SHARED_UI, valueImport(relative(SHARED_UI, LISTINGS)), 'sharedNoApp');
    await refused(SHARED_UI, valueImport(`@portal/${NEWS}`), 'sharedNoApp');
    await refused(SHARED_UI, valueImport(relative(SHARED_UI, SHELL_MODULE)), 'sharedNoApp');
    await refused(SHARED_UI, valueImport(relative(SHARED_UI, API_MODULE)), 'sharedNoApp');
  });
  it('passes another shared module', () => passes(SHARED_UI, valueImport('../routing/index')));
});

describe('the API imports no app', () => {
  it('refuses an app by relative path and package path', async () => {
    await refused(API, valueImport(relative(API, SHELL_MODULE)), 'apiNoApp');
    await refused(API, valueImport(`@portal/${LISTINGS}`), 'apiNoApp');
    await refused(API, valueImport(relative(API, NEWS)), 'apiNoApp');
  });
  it('passes the contracts, schemas included', () => passes(API, valueImport('@portal/shared/contracts')));
});

describe('the contracts import no other module of the repository, no UI or HTTP library, no Node built-in', () => {
  it('refuses other shared modules, an app, React, axios and node:fs', async () => {
    await refused(CONTRACTS, valueImport('../routing/index'), 'contractsOnly');
    await refused(CONTRACTS, valueImport('@portal/shared/routing'), 'contractsOnly');
    await refused(CONTRACTS, valueImport('react'), 'contractsOnly');
    await refused(CONTRACTS, valueImport('axios'), 'contractsOnly');
    await refused(CONTRACTS, valueImport('node:fs'), 'contractsOnly');
    await refused(CONTRACTS, valueImport(relative(CONTRACTS, NEWS)), 'contractsOnly', 'sharedNoApp');
  });
  it('passes zod and another contracts file', () => passes(CONTRACTS, `import { z } from 'zod';\nimport { LANGUAGES } from './language';\nexport const l = z.enum(LANGUAGES);\n`));
});
