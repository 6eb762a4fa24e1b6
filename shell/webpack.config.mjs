import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createConfig } from '../tooling/webpack.config.mjs';

const config = createConfig({ dir: import.meta.dirname, name: 'hochzeit_shell', port: 3100 });

/** Files with fixed addresses (app icons, the web app manifest) are copied as they are, beside index.html. */
export default (env, argv) => {
  const shell = config(env, argv);
  shell.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }));
  return shell;
};
