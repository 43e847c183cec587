// Lint for every package, with the import walls of the architecture ("The shape of a remote").
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

const anyOf = (list) => (list.length === 1 ? list[0] : `{${list.join(',')}}`);
/** the apps: the shell and every remote, today's and tomorrow's (mfe-estates, mfe-member, ...) */
const APPS = ['shell', 'mfe-*'];
const APP = anyOf(APPS);
/** @portal/shared subpaths that are not browser code: the schemas (zod), the form rules that load them, test helpers */
const NODE_SHARED = '{contracts,forms,testing}';
/**
 * The contracts files whose value imports never reach zod (constants, language, error codes, the
 * search tables...): browser code may load these. Found from the sources, so a new table joins
 * by itself and a file that starts to load a schema leaves.
 */
function zodFreeContracts(dir) {
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const valueImports = (file) => [...fs.readFileSync(path.join(dir, file), 'utf8')
    .matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]);
  const target = (file, spec) => {
    const base = path.posix.join(path.posix.dirname(file), spec);
    return files.includes(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
  };
  const memo = new Map();
  const loadsZod = (file) => {
    if (!memo.has(file)) {
      memo.set(file, false);
      memo.set(file, valueImports(file).some((spec) => spec === 'zod' || (spec.startsWith('.') && loadsZod(target(file, spec)))));
    }
    return memo.get(file);
  };
  return files.filter((f) => !loadsZod(f));
}
const ZOD_FREE_CONTRACTS = anyOf(zodFreeContracts(path.join(import.meta.dirname, 'shared/src/contracts')));

/** a file of a workspace folder (an app by default), its features included */
const inWorkspace = (name = APP) => ({ element: { types: ['workspace', 'feature'], captured: { app: name } } });
const sharedSubpath = (subpath) => ({ element: { type: 'shared', captured: { subpath } } });
const wall = (message, from, disallow) => ({ ...(from && { from }), disallow, message });

/**
 * The walls, checked on the path an import resolves to (relative path, package path or alias
 * alike). Each policy refuses one kind of edge; for an import that several policies select, the
 * last one decides, so an `allow` lifts only the walls above it.
 */
const WALLS = [
  wall('An app never imports another app: the shell and the remotes meet only at run time, through Module Federation and the contracts in @portal/shared.',
    inWorkspace(), { to: inWorkspace() }),
  { from: inWorkspace(), allow: { to: inWorkspace('{{ from.element.captured.app }}') } },
  wall('An app never imports the API: it calls it over HTTP through @portal/shared/endpoints and @portal/shared/api, so the server code never ships to the browser.',
    inWorkspace(), { to: inWorkspace('api') }),
  wall('An app reaches @portal/shared only through its exports (@portal/shared/routing, ...), never its files: the exports map is the package face that Module Federation shares as one instance.',
    inWorkspace(), { to: { element: { types: ['shared', 'workspace'], captured: [{ subpath: '*' }, { app: 'shared' }] } }, dependency: { source: '!@portal/shared/*' } }),
  wall('A @portal package is imported only through a subpath its exports map lists: anything else is a private file.',
    null, { to: { module: { origin: 'external', source: '@portal/*' } } }),
  wall('A feature never imports another feature or a page: features stay independent, and the pages in src/routes (or src/expose) compose them.',
    { element: { type: 'feature' } },
    [
      { to: { element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' } } } },
      { to: { element: { type: 'workspace', captured: { app: '{{ from.element.captured.app }}' }, fileInternalPath: 'src/{routes,expose}/**' } } },
    ]),
  wall('Browser code imports zod only as types (import type): the schemas stay on the server and out of the first load.',
    { file: { categories: { allOf: ['browser'], noneOf: ['node'] } } },
    { to: { module: { source: 'zod' } }, dependency: { kind: 'value' } }),
  wall('Browser code imports @portal/shared/contracts only as types (import type): its schemas would bring zod into the first load. Endpoints and helpers come from @portal/shared/endpoints, form rules from @portal/shared/forms.',
    { file: { categories: { allOf: ['browser'], noneOf: ['node'] } } },
    { to: { element: { type: 'shared', captured: { subpath: 'contracts' }, fileInternalPath: `!${ZOD_FREE_CONTRACTS}` } }, dependency: { kind: 'value' } }),
  wall('@portal/shared imports no app and not the API: apps depend on shared, never the other way.',
    [{ element: { type: 'shared' } }, inWorkspace('shared')], { to: inWorkspace(anyOf([...APPS, 'api'])) }),
  wall('The API imports no app: the server is independent of the browser code that calls it.',
    inWorkspace('api'), { to: inWorkspace() }),
  wall('The contracts import no other module of the repository, no UI or HTTP library and no Node built-in: the API server and the browser both load them, so they stay pure descriptions (zod, pure helpers, other contracts files).',
    sharedSubpath('contracts'),
    [{ to: { module: { origin: 'local' } } }, { to: { module: { origin: 'core' } } }, { to: { module: { origin: 'external', source: '{react,react-*,axios,zustand,i18next}' } } }]),
  { from: sharedSubpath('contracts'), allow: { to: sharedSubpath('contracts') } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/*.cjs', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: false } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      'boundaries/ignore': ['**/node_modules/**'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'], partialMatch: false },
        { type: 'shared', pattern: 'shared/src/*', capture: ['subpath'], partialMatch: false },
        { type: 'workspace', pattern: '*', capture: ['app'], partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'browser', pattern: [`${APP}/src/**`, 'shared/src/*/**'] },
        // server-side and test code inside the browser folders: the shell's server renderer hands
        // every @portal/shared subpath (contracts included) to the remotes' server bundles
        { category: 'node', pattern: ['**/*.test.{ts,tsx}', 'shell/src/server/**', `shared/src/${NODE_SHARED}/**`, 'shared/src/api/{validate-result,test-get-name}.ts'] },
      ],
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: WALLS }] },
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'] },
  },
);
