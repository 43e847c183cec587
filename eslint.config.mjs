// Lint for every package, with the import walls of docs/architecture.md ("Walls between packages").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-listings', 'mfe-news'];

const wall = (message, patterns) => ({ group: patterns, message });

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
    // every app: @portal/shared only through its exports map; never another app's source
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        wall('Import @portal/shared through its exports (@portal/shared/routing, ...), never its files: the package face is its exports map.', ['@portal/shared/src/*', '**/shared/src/*']),
        wall('An app never imports another app: remotes meet only at run time through Module Federation and the contracts in @portal/shared.', [...REMOTES.map((r) => `**/${r}/**`), '**/shell/**', '@portal/mfe-*', '@portal/shell']),
      ] }],
    },
  },
  {
    // browser code calls the API through @portal/shared/endpoints: the contracts' schemas (and zod)
    // stay out of the first load; types still come from the contracts, form rules from /forms
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/{api,i18n,routing,url,format,storage,stores,ui,mf,endpoints}/**/*.{ts,tsx}'],
    // shell/src/server runs on the server (SSR.md): it hands every @portal/shared subpath to the
    // remotes' server bundles, the contracts included
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/api/validate-result.ts', 'shared/src/api/test-get-name.ts', 'shell/src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@portal/shared/contracts', allowTypeImports: true, message: 'Import endpoints and helpers from @portal/shared/endpoints and form rules from @portal/shared/forms; only types come from @portal/shared/contracts (its schemas would bring zod into the first load).' }],
        patterns: [{ regex: '^(\\.\\./)+contracts(/(index|core|catalog/.*|member/(?!messages$).*))?$', allowTypeImports: true, message: 'Inside @portal/shared, browser modules reach the contracts only for types (endpoints/ holds the zod-free descriptors).' }],
      }],
    },
  },
  {
    // shared imports no app, and its contracts entry stays free of React and the browser
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        wall('@portal/shared imports no app: apps depend on shared, never the other way.', ['**/shell/**', '**/mfe-*/**', '**/api/**', '@portal/mfe-*', '@portal/shell', '@portal/api']),
      ] }],
    },
  },
  {
    files: ['shared/src/contracts/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [wall('contracts may import only zod and other contracts files.', ['../*'])] }] },
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: 'react', message: 'contracts is imported by the API server: no React here.' },
        { name: 'axios', message: 'contracts only describes the API: the client lives in @portal/shared/api.' },
      ], patterns: [wall('contracts may import only zod and other contracts files.', ['../../*', '../../../*', '@portal/shared/*', '!@portal/shared/contracts'])] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  ...REMOTES.map((r) => ({
    // inside a remote: features do not import each other; pages (routes) compose them
    files: [`${r}/src/features/*/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        wall('A feature does not import another feature or a page: compose features in src/routes.', ['../../features/*', '../../*/features/*', '**/routes/*', '**/expose/*']),
        wall('An app never imports another app.', ['@portal/mfe-*', '@portal/shell']),
        wall('Import @portal/shared through its exports.', ['@portal/shared/src/*']),
      ] }],
    },
  })),
);
