/**
 * Registers a new remote in every place that lists the apps (npm run new-remote): the npm
 * workspaces, the TypeScript project references, scripts/apps.mjs (serve, start, test, runtime
 * config), the shell's registry (shared/src/mf/remotes.ts), the route table, the page's SEO entry
 * (the title and description the shell's page meta gives its path), the journeys' ports and the
 * first-load budgets. Each edit finds its place by the text around it and fails loudly if the
 * text has changed, rather than writing somewhere else.
 */
import fs from 'node:fs';
import path from 'node:path';

/** inserts `text` before the first match of `anchor` after `from` (a string that must be there) */
function insertBefore(root, file, { from = '', anchor, text }) {
  const full = path.join(root, file);
  const source = fs.readFileSync(full, 'utf8');
  const start = source.indexOf(from);
  if (start < 0) throw new Error(`${file}: "${from}" not found; register the remote there by hand`);
  const match = anchor.exec(source.slice(start));
  if (!match) throw new Error(`${file}: the place after "${from}" not found; register the remote there by hand`);
  const at = start + match.index;
  fs.writeFileSync(full, source.slice(0, at) + text + source.slice(at));
}

function registerWorkspace(root, names) {
  const file = path.join(root, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const at = pkg.workspaces.indexOf('e2e');
  pkg.workspaces.splice(at < 0 ? pkg.workspaces.length : at, 0, names.dir);
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  insertBefore(root, 'tsconfig.json', { from: '"references"', anchor: /^\s*\{ "path": "e2e" \}/m, text: `    { "path": "${names.dir}" },\n` });
}

function registerRemote(root, names, port) {
  const entry = `  { key: '${names.key}', env: '${names.env}', dir: '${names.dir}', port: ${port} },\n`;
  insertBefore(root, 'scripts/apps.mjs', { from: 'export const REMOTES = [', anchor: /^\];/m, text: entry });
  const registry = 'shared/src/mf/remotes.ts';
  insertBefore(root, registry, { from: 'export const REMOTE_NAMES = {', anchor: /^\} as const;/m, text: `  ${names.key}: '${names.fed}',\n` });
  insertBefore(root, registry, { from: 'export const REMOTE_PORTS', anchor: /^\};/m, text: `  ${names.key}: ${port},\n` });
}

function registerRoute(root, names) {
  const constName = `${names.env}_ROUTES`;
  const file = `shared/src/routing/routes-${names.kebab}.ts`;
  fs.writeFileSync(path.join(root, file), [
    "import { route } from './route-def';",
    '',
    `/** ${names.dir}: its pages (npm run new-remote made the first). */`,
    `export const ${constName} = [`,
    `  route('${names.route.name}', '${names.key}', ['${names.route.path}']),`,
    '] as const;',
    '',
  ].join('\n'));
  const table = 'shared/src/routing/routes.ts';
  insertBefore(root, table, { from: '', anchor: /^import type/m, text: `import { ${constName} } from './routes-${names.kebab}';\n` });
  insertBefore(root, table, { from: 'const ALL = [', anchor: /^\] as const;/m, text: `  ...${constName},\n` });
}

/** the SEO entry of the new page (GetSeo: title, description and keywords of its path), unless its path has one */
function registerSeo(root, names) {
  const file = 'api/src/seed/vocab/seo.ts';
  const { path: webPath } = names.route;
  if (fs.readFileSync(path.join(root, file), 'utf8').includes(`['${webPath}',`)) return;
  const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const [zh, en] = [names.titles['zh-hk'], names.titles['en-us']];
  const row = [
    `  [${quote(webPath)}, ${quote(`${zh}｜港居`)}, ${quote(`${en} | HarbourHome`)},`,
    // the template page's introduction
    `    '按區域列出香港各區。', 'The districts of Hong Kong, region by region.',`,
    `    ${quote(`${zh},香港各區`)}, ${quote(`${en}, Hong Kong districts`)}],`,
  ];
  insertBefore(root, file, { from: 'export const SEO_PAGES', anchor: /^\];/m, text: `${row.join('\n')}\n` });
}

function registerJourneysAndBudgets(root, names, port) {
  insertBefore(root, 'e2e/support/ports.ts', {
    from: 'PORT_SHELL', anchor: /^\s*\/\/ the API's dev-only/m, text: `  PORT_${names.env}: String(BASE + ${port - 3000}),\n`,
  });
  const page = names.route.name;
  insertBefore(root, 'e2e/budgets/measure.ts', {
    from: 'return {', anchor: /^ {2}\};/m, text: `    ${page}: pageFirstLoad([base, remoteExpose('${names.dir}', '${names.route.page}')]),\n`,
  });
  const budgets = 'e2e/budgets/bundle-budgets.test.ts';
  insertBefore(root, budgets, { from: 'export const BUDGETS_KB', anchor: /^\};/m, text: `  ${page}: 235,\n` });
  insertBefore(root, budgets, { from: 'const BUILT_APPS = [', anchor: /\]/, text: `, '${names.dir}'` });
  insertBefore(root, budgets, { from: 'const REMOTE_PAGES = [', anchor: /\]/, text: `, '${page}'` });
}

/** every registration of `names` at `port` (a planned remote is already in the registry and the table) */
export function register(root, names, port) {
  registerWorkspace(root, names);
  if (!names.route.exists) {
    registerRemote(root, names, port);
    registerRoute(root, names);
  }
  registerSeo(root, names);
  registerJourneysAndBudgets(root, names, port);
}
