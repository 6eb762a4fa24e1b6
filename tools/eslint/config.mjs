// The repository's ESLint configuration. It lives here, beside its own TypeScript 6, because
// typescript-eslint needs the TypeScript JS API that TypeScript 7's package lacks; the root
// eslint.config.mjs re-exports it. Paths below are relative to the repository root.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export { defineConfig };

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const TS = '**/*.{ts,tsx,mts,cts}';
const JS = '**/*.{js,mjs,cjs}';
const REACT_PACKAGES = ['shared-ui', 'shell', 'remote-admin', 'remote-guest', 'remote-provider'];
const CROSS_CUTTING = ['api', 'auth', 'common', 'config', 'database', 'jobs', 'storage'];
/** Every tsconfig whose files are linted; the import resolver reads their paths and module settings. */
const TSCONFIGS = [
  'backend/tsconfig.json',
  'contracts/tsconfig.json',
  'shared-ui/tsconfig.json',
  'shell/tsconfig.json',
  'shell/tsconfig.sw.json',
  'remote-admin/tsconfig.json',
  'remote-guest/tsconfig.json',
  'remote-provider/tsconfig.json',
  'e2e/tsconfig.json',
  'tooling/twilio-stand-in/tsconfig.json',
];

/**
 * Architecture boundaries (eslint-plugin-boundaries). Elements are matched from the repository
 * root, first match wins; a file's own element may import itself freely (internal dependencies
 * are not checked). The last policy matching a dependency decides. A module's public surface is
 * its index.ts and *.module.ts; the composition root (app.module.ts, main.ts, worker.ts, ...)
 * and other top-level backend files may use it, cross-cutting folders may not.
 */
const architecture = {
  files: [TS, JS],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': repoRoot,
    'boundaries/include': [
      'backend/**',
      'contracts/**',
      'shared-ui/**',
      'shell/**',
      'remote-admin/**',
      'remote-guest/**',
      'remote-provider/**',
    ],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    // Without a resolver boundaries cannot place an import and silently reports nothing.
    'import/resolver': {
      typescript: {
        alwaysTryTypes: true,
        noWarnOnMultipleProjects: true,
        project: TSCONFIGS.map((file) => path.join(repoRoot, file)),
      },
    },
    'boundaries/elements': [
      { type: 'backend-module', pattern: 'backend/src/modules/*', capture: ['module'], partialMatch: false },
      {
        type: 'backend-cross-cutting',
        pattern: `backend/src/{${CROSS_CUTTING.join(',')}}`,
        partialMatch: false,
      },
      { type: 'backend', pattern: 'backend', partialMatch: false },
      { type: 'page', pattern: 'remote-*/src/pages/*', capture: ['remote', 'page'], partialMatch: false },
      { type: 'remote', pattern: 'remote-*', capture: ['remote'], partialMatch: false },
      { type: 'shell', pattern: 'shell', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: '**/*.{spec,test}.{ts,tsx,mjs}' },
      { category: 'test', pattern: 'backend/test/**' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            to: { element: { type: 'backend-module' } },
            disallow: { to: { element: { type: 'backend-module' } } },
            message:
              'Another module is used only through its public surface: backend/src/modules/{{ to.element.captured.module }}/index.ts or its *.module.ts.',
          },
          {
            allow: { to: { element: { type: 'backend-module', fileInternalPath: ['index.ts', '*.module.ts'] } } },
          },
          {
            from: { element: { type: 'backend-cross-cutting' } },
            disallow: { to: { element: { type: 'backend-module' } } },
            message:
              'Cross-cutting code (api, auth, common, config, database, jobs, storage) never imports a feature module ({{ to.element.captured.module }}); let the module register itself or provide an interface.',
          },
          {
            from: { element: { types: ['page', 'remote'] } },
            disallow: {
              to: { element: { types: ['page', 'remote'], captured: { remote: '!{{ from.element.captured.remote }}' } } },
            },
            message:
              'A remote never imports another remote (remote-{{ to.element.captured.remote }}); shared code lives in shared-ui or contracts.',
          },
          {
            from: { element: { types: ['page', 'remote'] } },
            disallow: { to: { element: { type: 'shell' } } },
            message: 'A remote never imports the shell; shared code lives in shared-ui or contracts.',
          },
          {
            from: { element: { type: 'shell' } },
            disallow: { to: { element: { types: ['page', 'remote'] } } },
            message: 'The shell loads remotes at run time through Module Federation, never from their source.',
          },
          {
            from: { element: { type: 'page' } },
            disallow: {
              to: {
                element: {
                  type: 'page',
                  captured: { remote: '{{ from.element.captured.remote }}', page: '!{{ from.element.captured.page }}' },
                },
              },
            },
            message:
              'A page never imports another page ({{ to.element.captured.page }}); move what both use to lib/ or shared-ui.',
          },
          // Backend tests wire modules together, so they may reach into any module.
          {
            from: { file: { categories: 'test' }, element: { types: ['backend-module', 'backend-cross-cutting', 'backend'] } },
            allow: { to: { element: { type: 'backend-module' } } },
          },
        ],
      },
    ],
  },
};

export const architectureConfig = defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-scripts/',
    '**/generated/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.turbo/',
    '**/data/',
    'releases/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: [TS],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The nearest tsconfig.json of each file gives its types; the shared asset declarations have none.
        projectService: { allowDefaultProject: ['tooling/assets.d.ts'] },
        tsconfigRootDir: repoRoot,
      },
    },
  },
  {
    files: REACT_PACKAGES.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: {
      parserOptions: { projectService: false, project: path.join(import.meta.dirname, 'tsconfig.frontend.json') },
    },
  },
  {
    // shell/tsconfig.json leaves the service worker out (it is built with the webworker lib).
    files: ['shell/src/offline/service-worker.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: path.join(repoRoot, 'shell/tsconfig.sw.json') },
    },
  },
  {
    files: [JS],
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [TS],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async handler in a JSX attribute is React's ordinary pattern; promises passed elsewhere still count.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    files: [TS, JS],
    rules: {
      // `_name` marks a parameter kept for its position; `{ drop, ...rest }` leaves a property out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The screenshot script hands callbacks to page.evaluate, which run in Chromium.
    files: ['tooling/screenshots/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read untyped reply bodies (supertest, fetch mocks) and hand jest unbound mocks and async
    // stubs: the no-unsafe-* family there is noise, not safety.
    files: ['**/*.{spec,test}.{ts,tsx}', 'backend/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Playwright fixtures are declared by destructuring, `async ({}, testInfo) =>` included.
    files: ['e2e/**', 'infra/deploy/tests/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: REACT_PACKAGES.map((dir) => `${dir}/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  architecture,
);
