// ESLint for the whole repository. The linter and its TypeScript 6 live in tools/eslint (the build
// stays on TypeScript 7, whose package lacks the JS API typescript-eslint needs); see its README.
import { architectureConfig, defineConfig } from './tools/eslint/config.mjs';

export default defineConfig(architectureConfig);
