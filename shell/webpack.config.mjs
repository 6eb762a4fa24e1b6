import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createConfig } from '../tooling/webpack.config.mjs';

const config = createConfig({ dir: import.meta.dirname, name: 'hochzeit_shell', port: 3100 });

/**
 * The guests' service worker: one plain script at a fixed address (/sw.js, so its scope is the
 * whole portal), without federation; built after the shell, whose cleaned dist/ it joins.
 */
function serviceWorker(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: import.meta.dirname,
    entry: { sw: './src/offline/service-worker.ts' },
    target: ['webworker', 'es2022'],
    devtool: production ? 'source-map' : false,
    output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * The guest's first screen for the server: GuestWelcome and what it draws, bundled for Node as one
 * CommonJS file (dist/ssr/guest-welcome.cjs, never served), so the backend renders the page of a
 * guest's link with the very components this build hydrates. React stays out of the file: the
 * backend hands in its own copy (backend/src/modules/frontend/first-screen.ts).
 */
function firstScreen(_env, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'first-screen',
    dependencies: ['shell'],
    context: import.meta.dirname,
    entry: { 'guest-welcome': path.join(import.meta.dirname, '../shared-ui/src/components/GuestWelcome.server.tsx') },
    target: ['node22', 'es2022'],
    devtool: false,
    output: { path: path.join(import.meta.dirname, 'dist', 'ssr'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: false },
    externals: { react: 'commonjs react', 'react/jsx-runtime': 'commonjs react/jsx-runtime', 'react-dom/server': 'commonjs react-dom/server' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } }, target: 'es2022' } } },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Files with fixed addresses (app icons, the web app manifest) are copied as they are, beside index.html. */
export default (env, argv) => {
  const shell = config(env, argv);
  shell.name = 'shell';
  shell.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }));
  return [shell, serviceWorker(env, argv), firstScreen(env, argv)];
};
