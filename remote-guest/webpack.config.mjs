import { createConfig } from '../tooling/webpack.config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'hochzeit_guest',
  port: 3102,
  exposes: { './App': './src/GuestApp.tsx' },
});
