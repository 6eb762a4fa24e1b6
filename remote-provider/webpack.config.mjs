import { createConfig } from '../tooling/webpack.config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'hochzeit_provider',
  port: 3103,
  exposes: { './App': './src/ProviderApp.tsx' },
});
