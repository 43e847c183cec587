/**
 * The one rspack configuration every app builds with (shell and remotes alike): TS/TSX through
 * builtin:swc-loader, CSS Modules, content-hashed chunks, production minification and the
 * Module Federation plugin with the app's own federation config. Each app's rspack.config.ts
 * calls appConfig() with its folder and its module-federation.config.ts.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { appByDir } from './apps.mjs';

/** the runtime plugin every browser build gets, a file of @portal/shared (found through the workspace's package) */
const CHUNK_SCRIPTS_PLUGIN = path.join(path.dirname(createRequire(import.meta.url).resolve('@portal/shared/package.json')), 'src/mf/runtime/chunk-scripts-plugin.ts');

function isProduction(argv) {
  return (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
}

/**
 * TS/TSX and CSS Modules, the same for the browser and the server build: the class names of a
 * server-rendered page must be those of the browser's CSS (same localIdentName, same paths).
 */
function moduleRules(production, { server }) {
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': {
        localIdentName: production ? '[hash:base64:7]' : '[name]__[local]__[hash:base64:4]',
        exportsConvention: 'as-is',
        // the server needs the class names only; the browser loads the CSS
        ...(server ? { exportsOnly: true } : {}),
      },
    },
    rules: [
      {
        test: /\.(t|j)sx?$/,
        exclude: /node_modules[\\/](?!@portal)/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: server ? 'node 20' : 'chrome >= 100, safari >= 15, firefox >= 100, edge >= 100' },
        },
      },
      { test: /\.css$/, type: 'css/auto' },
      // the server build refers to the browser build's files (same names, not emitted twice)
      { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', ...(server ? { generator: { emit: false } } : {}) },
    ],
  };
}

/**
 * A request the federation config shares (its `shared` map, the same for every app): a key
 * itself (react, @portal/shared/api ...) or below a key that ends in '/' (react/jsx-runtime).
 * Their server builds take these from the shell's server, as the browser takes them from the
 * share scope: one React, one router, one i18next.
 */
function isShared(shared, request) {
  if (Object.prototype.hasOwnProperty.call(shared, request)) return true;
  return Object.keys(shared).some((key) => key.endsWith('/') && request.startsWith(key));
}

/**
 * The server build of an app (server rendering, docs/ssr.md): one CommonJS file in dist/server.
 * - the shell: dist/server/render.cjs, its renderer, with @portal/shared bundled in; the shared
 *   libraries stay require()s of node_modules.
 * - a remote: dist/server/remote.cjs, every exposed module of its federation config; the shared
 *   libraries and @portal/shared are require()s that the shell's server answers with its own
 *   instances when it loads the file from the remote's origin (one i18next, one route table).
 * Dynamic imports are bundled in (asyncChunks: false): the file is fetched and evaluated whole.
 *
 * @param {{ dir: string, federation: Record<string, unknown>, publicPath?: string, alias?: Record<string, string> }} app
 * @param {{ mode?: string }} argv
 */
export function serverConfig(app, argv = {}) {
  const production = isProduction(argv);
  const exposes = /** @type {Record<string, string> | undefined} */ (app.federation.exposes);
  const isRemote = Boolean(exposes && Object.keys(exposes).length);
  const shared = /** @type {Record<string, unknown>} */ (app.federation.shared ?? {});
  let entry = './src/server/index.ts';
  if (isRemote) {
    // one module that maps each exposed name to its loader, written from the federation config
    const dir = path.join(app.dir, '.ssr');
    fs.mkdirSync(dir, { recursive: true });
    const lines = Object.entries(exposes).map(([name, file]) =>
      `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.posix.join('..', file.replace(/^\.\//, '')))}),`);
    const source = `// written by scripts/rspack-app.mjs from module-federation.config.ts: do not edit\nexport const exposes = {\n${lines.join('\n')}\n};\n`;
    const file = path.join(dir, 'server-entry.ts');
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
    entry = './.ssr/server-entry.ts';
  }
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { [isRemote ? 'remote' : 'render']: entry },
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      uniqueName: String(app.federation.name),
      // asset URLs are the browser build's: the shell's from its root, a remote's from its origin
      publicPath: app.publicPath ?? '/',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: app.alias ?? {} },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        // the shell's server bundles @portal/shared (and hands it to the remotes); libraries stay
        // require()s of its node_modules
        if (request && isShared(shared, request) && (isRemote || !request.startsWith('@portal/shared/'))) {
          return callback(undefined, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    module: moduleRules(production, { server: true }),
    optimization: { minimize: false, splitChunks: false },
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * Module Federation's options for the browser builds:
 * - one copy of the federation runtime on a page: the shell (the only app without exposes)
 *   provides its runtime to the remotes (provideExternalRuntime), and a remote's remoteEntry.js
 *   and chunks use it instead of bundling their own (externalRuntime: about 25 KB gzip less per
 *   remote on a page, and a smaller remoteEntry.js to evaluate before the page hydrates). A
 *   remote's standalone page has no shell: standaloneRuntimeConfig builds the runtime it loads;
 * - no snapshot code: the browser registers remotes by their remoteEntry.js, never by the
 *   manifest (shell/src/remotes/remote-registry.ts), so the runtime's manifest snapshot plugin is
 *   left out, and so is its code for Node (target 'web').
 * @param {Record<string, unknown>} federation
 */
function browserFederationExperiments(federation) {
  const host = !federation.exposes;
  return {
    ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
    optimization: { disableSnapshot: true, target: 'web' },
  };
}

/**
 * The runtime plugins of a browser build: the app's own, and in every bundle the one that adds
 * its chunk scripts a task each (shared/src/mf/runtime/chunk-scripts-plugin.ts).
 * @param {Record<string, unknown>} federation
 */
function browserRuntimePlugins(federation) {
  const own = /** @type {string[]} */ (federation.runtimePlugins ?? []);
  return [...own, CHUNK_SCRIPTS_PLUGIN];
}

/**
 * The federation runtime of a remote's standalone page (dist/standalone/federation-runtime.js,
 * a classic script its index.html runs before the remote's own): what the shell provides to the
 * remote on the site's pages (browserFederationExperiments).
 * @param {{ dir: string }} app
 * @param {{ mode?: string }} argv
 */
function standaloneRuntimeConfig(app, argv) {
  const production = isProduction(argv);
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { 'federation-runtime': path.join(import.meta.dirname, 'federation-runtime-global.mjs') },
    devtool: false,
    target: ['web', 'es2022'],
    output: { path: path.join(app.dir, 'dist', 'standalone'), filename: '[name].js', clean: true },
    optimization: { minimize: production },
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * @param {{ dir: string, federation: Record<string, unknown>, title: string, port: number, publicPath?: string, paintFirst?: boolean, template?: string, browserAlias?: Record<string, string> }} app
 * @param {{ mode?: string }} argv
 */
export function appConfig(app, argv = {}) {
  const production = isProduction(argv);
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(app.dir, 'dist'),
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      cssFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      cssChunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // the shell serves deep links (/buy/...), so its assets need an absolute path; remotes
      // resolve theirs from their manifest URL
      publicPath: app.publicPath ?? 'auto',
      uniqueName: String(app.federation.name),
      // dist/server and dist/standalone are the other builds' (serverConfig, standaloneRuntimeConfig)
      clean: { keep: (file) => /[\\/]dist[\\/](server|standalone)([\\/]|$)/.test(file) },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: app.browserAlias ?? {} },
    module: moduleRules(production, { server: false }),
    plugins: [
      new ModuleFederationPlugin({ ...app.federation, runtimePlugins: browserRuntimePlugins(app.federation), experiments: browserFederationExperiments(app.federation) }),
      new rspack.HtmlRspackPlugin({
        // the app's own index.html (the shell's), else the template of every remote's standalone page
        template: app.template ?? [path.join(app.dir, 'index.html'), path.join(import.meta.dirname, 'remote-index.html')].find((f) => fs.existsSync(f)),
        title: app.title,
        scriptLoading: 'defer',
        // paintFirst: the template writes the tags itself (preloads, and a loader that runs the
        // entry scripts once the page has painted)
        inject: app.paintFirst ? false : 'head',
        minify: production,
      }),
    ],
    optimization: {
      minimize: production,
      // no runtimeChunk and no splitChunks tuning: both break federated remotes (docs/architecture.md, "Module Federation rules")
    },
    performance: false,
    stats: 'errors-warnings',
    devServer: { port: app.port },
  };
}

/**
 * A remote's rspack.config.ts in one call: the browser build (dist/), the server build
 * (dist/server/remote.cjs) and its standalone page's federation runtime (dist/standalone), its
 * port from scripts/apps.mjs (the folder's entry) and its title from its federation name.
 * @param {string} dir the remote's folder
 * @param {Record<string, unknown>} federation its module-federation.config.ts
 * @param {{ mode?: string }} argv
 */
export function remoteConfigs(dir, federation, argv = {}) {
  const known = appByDir(path.basename(dir));
  if (!known) throw new Error(`${path.basename(dir)} is not in scripts/apps.mjs REMOTES`);
  const app = { dir, federation, title: `HarbourHome · ${String(federation.name)}`, port: known.port };
  return [appConfig(app, argv), serverConfig(app, argv), standaloneRuntimeConfig(app, argv)];
}
