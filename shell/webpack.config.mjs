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

/** Files with fixed addresses (app icons, the web app manifest) are copied as they are, beside index.html. */
export default (env, argv) => {
  const shell = config(env, argv);
  shell.name = 'shell';
  shell.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }));
  return [shell, serviceWorker(env, argv)];
};
