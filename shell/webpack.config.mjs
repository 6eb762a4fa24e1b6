import { createConfig } from '../tooling/webpack.config.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'hochzeit_shell', port: 3100 });
