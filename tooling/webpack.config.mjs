// One webpack + Module Federation configuration for the shell and the three remotes,
// so sharing rules (singletons) and caching rules can never drift apart between them.
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { FederationManifestPlugin } from './federation-manifest-plugin.mjs';

const { ModuleFederationPlugin } = webpack.container;
const require = createRequire(import.meta.url);
const rootDir = path.resolve(import.meta.dirname, '..');
const sharedUiDir = path.join(rootDir, 'shared-ui');

/**
 * Libraries that must exist once per page: one React, one router, one session store. The shell
 * provides them, bundled into its own first script (`eager`: every page needs them, and one file
 * costs a phone fewer round trips than six); a remote only consumes them (`import: false`: no copy
 * of its own, less code in its entry), since a promotion refuses a release whose ranges the shell
 * does not satisfy.
 */
function sharedSingletons(isHost) {
  const version = (name) => require(`${name}/package.json`).version;
  const singletonAt = (v) => ({ singleton: true, requiredVersion: `^${v}`, version: v, ...(isHost ? { eager: true } : { import: false }) });
  const singleton = (name) => singletonAt(version(name));
  const sharedUiVersion = require(path.join(sharedUiDir, 'package.json')).version;
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // 'react-dom/client' is not shared: only the shell creates a root.
    'react/jsx-runtime': { ...singleton('react') },
    // react-router and TanStack Query are shared inside @hochzeit/shared-ui (see shared-ui/src/router.ts
    // and api/queries.ts): one router and one query cache per page, tree-shaken (TanStack Query shared
    // on its own is bundled whole: +2.2 KB gzip on every first load).
    zustand: singleton('zustand'),
    // A real range, so a promotion can refuse a release built against another major of shared-ui;
    // a release built against an older minor still runs on the shell's newer one.
    '@hochzeit/shared-ui': singletonAt(sharedUiVersion),
    // Forms, notices, formatting, uploads and downloads: the same package, loaded only by the pages that use them.
    '@hochzeit/shared-ui/toolkit': { ...singletonAt(sharedUiVersion), eager: false },
  };
}

/**
 * A release build (MF_BUILD_VERSION set by infra/release-remote.mjs) gets the version in its
 * uniqueName, and thus in its chunk loading global (webpackChunk<uniqueName>): after a promotion
 * an open tab runs the old release's App while the new one loads, and two runtimes sharing one
 * global would register each other's chunks under clashing ids.
 */
export function uniqueNameFor(name, buildVersion = process.env.MF_BUILD_VERSION) {
  return buildVersion ? `${name}_${buildVersion.replace(/[^A-Za-z0-9]/g, '_')}` : name;
}

/** An exposed module's chunk is named after it, so the manifest can list its files. */
const exposedChunkName = (key) => `__federation_expose_${key.replace(/^\.\//, '')}`;

/**
 * @param {object} options
 * @param {string} options.dir        the package directory
 * @param {string} options.name       federation name (hochzeit_shell, hochzeit_admin, ...)
 * @param {number} options.port       dev-server port, also used when a remote is served on its own origin
 * @param {Record<string,string>} [options.exposes]  set for remotes
 */
export function createConfig({ dir, name, port, exposes }) {
  const isHost = !exposes;
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const shared = sharedSingletons(isHost);
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      // The runtime code webpack writes itself (chunk loading, sharing) may use modern syntax too.
      target: ['web', 'es2022'],
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Shell at /, remotes wherever their manifest is served from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: uniqueNameFor(name),
        // Remote chunks may come from another origin: loaded in CORS mode like the remote entry
        // (which needs it for its integrity check), without cookies, and with readable errors.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(dir, 'src'), path.join(sharedUiDir, 'src')],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          // Unused react-router components can be dropped (see the loader).
          { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/, use: path.join(import.meta.dirname, 'pure-react-router-loader.cjs') },
          {
            // One router and one query cache per page: app code reaches react-router and TanStack Query only through shared-ui.
            test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/]react-query)[\\/]/,
            issuer: { and: [/\.[jt]sx?$/], not: [sharedUiDir, /[\\/]node_modules[\\/]/] },
            use: path.join(import.meta.dirname, 'forbid-direct-import.cjs'),
          },
          // Stylesheets are real, cacheable .css files (a remote's are loaded with the chunk that needs
          // them), not strings in the JavaScript that the phone must parse and inject (~2 KB gzip of JS per visit).
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: !production } }],
          },
          { test: /\.(png|jpe?g|svg|webp|mp4|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // webpack's own container (no federation runtime library on the page: ~28 KB gzip less on
        // a guest's first visit); the shell's loader is shell/src/federation/container-runtime.ts.
        new ModuleFederationPlugin({
          name,
          ...(exposes
            ? {
                filename: 'remoteEntry.js',
                exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposedChunkName(key) }])),
              }
            : {}),
          shared,
        }),
        new FederationManifestPlugin({
          name,
          packageName: pkg.name,
          version: process.env.MF_BUILD_VERSION || pkg.version,
          publicPath: isHost ? '/' : 'auto',
          shared,
          exposedChunks: Object.fromEntries(Object.keys(exposes ?? {}).map((key) => [key.replace(/^\.\//, ''), exposedChunkName(key)])),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:12].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:12].css' : '[name].css',
        }),
        ...(isHost ? [new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), scriptLoading: 'defer' })] : []),
      ],
      performance: { hints: false },
      optimization: {
        // Every visitor parses these bytes on a phone: a third compress pass and ES2020 output, and
        // the shortest names for exports inside a bundle (ids stay deterministic, so caching holds).
        mangleExports: 'size',
        minimizeOptions: { javascript: { ecma: 2020, compress: { ecma: 2020, passes: 3 } } },
      },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost ? [{ context: ['/api', '/remotes', '/remotes.json'], target: 'http://localhost:3000' }] : undefined,
      },
    };
  };
}
