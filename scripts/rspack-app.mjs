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
 * @param {{ dir: string, federation: Record<string, unknown>, title: string, port: number, publicPath?: string, paintFirst?: boolean }} app
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
        // paintFirst: the template writes the tags itself (preloads, and a loader that runs the
        // entry scripts once the page has painted)
        inject: app.paintFirst ? false : 'head',
        minify: production,
      }),
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
