import { createConfig } from '../tooling/webpack.config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'hochzeit_admin',
  port: 3101,
  exposes: { './App': './src/AdminApp.tsx' },
});
