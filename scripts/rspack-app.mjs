/**
 * The one rspack configuration every app builds with (shell and remotes alike): TS/TSX through
 * builtin:swc-loader, CSS Modules, content-hashed chunks, production minification and the
 * Module Federation plugin with the app's own federation config. Each app's rspack.config.ts
 * calls appConfig() with its folder and its module-federation.config.ts.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * The shell's start-up chunks are requested by the federation runtime only after main.js has
 * run; `<link rel="preload">` for each of them in index.html lets the browser fetch them in
 * parallel with main.js. Pages' own chunks ('page-*') are left to load when needed.
 */
class PreloadStartupChunks {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartupChunks', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const html = assets['index.html'];
          if (!html) return;
          const base = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
          const links = Object.keys(assets)
            .filter((name) => /^js\/.+\.js$/.test(name) && !/^js\/(main|page-)/.test(name))
            .sort()
            .map((name) => `<link rel="preload" as="script" href="${base}${name}">`)
            .join('');
          const source = String(html.source()).replace('</head>', `${links}</head>`);
          compilation.updateAsset('index.html', new rspack.sources.RawSource(source));
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, federation: Record<string, unknown>, title: string, port: number, publicPath?: string, preloadStartup?: boolean }} app
 * @param {{ mode?: string }} argv
 */
export function appConfig(app, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
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
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: production ? '[hash:base64:7]' : '[name]__[local]__[hash:base64:4]', exportsConvention: 'as-is' },
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
            env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100, edge >= 100' },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(app.federation),
      new rspack.HtmlRspackPlugin({
        template: path.join(app.dir, 'index.html'),
        title: app.title,
        scriptLoading: 'defer',
        minify: production,
      }),
      ...(app.preloadStartup && production ? [new PreloadStartupChunks()] : []),
    ],
    optimization: {
      minimize: production,
      // no runtimeChunk and no splitChunks tuning: both break federated remotes (TOOLCHAIN.md)
    },
    performance: false,
    stats: 'errors-warnings',
    devServer: { port: app.port },
  };
}
