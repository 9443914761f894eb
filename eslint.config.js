import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The one-way arrows of ARCHITECTURE.md: app -> features -> design, lib, contract; server -> contract.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const zone = (name) => `(^|/)${name}(/|$)`;
const noApp = { regex: zone('app'), message: 'Nothing imports app/.' };
const noFeatures = { regex: zone('features'), message: 'This layer may not import features/.' };
const noDesign = { regex: zone('design'), message: 'This layer may not import design/.' };
const noLib = { regex: zone('lib'), message: 'This layer may not import lib/.' };
// The project's server/ (a relative path), not a package's entry such as react-dom/server (src/app/ssr.tsx).
const noServer = { regex: '^(\\.{1,2}/)+server(/|$)', message: 'The browser code never imports server/.' };
const noTesting = { regex: zone('testing'), message: 'contract imports nothing but zod.' };
// Besides the contract, the server reads the design's raw colour and type values (plain data, no CSS):
// the mail templates share the design's tokens.
const onlyContract = { regex: '(^@/|(^|/)src/(?!contract(/|$)|design/tokens/(palette|scales)(\\.ts)?$))', message: 'server/ imports only src/contract (and the design token values) from src/.' };
// A feature may import another feature only through its index.ts.
const noFeatureInternals = {
  regex: '((^|/)features/[^/]+/|^\\.\\./\\.\\./[^/.][^/]*/)(api|components|forms|hooks)(/|$)',
  message: 'Import another feature through its index.ts, never its internals.',
};

export default tseslint.config(
  { ignores: ['dist', 'build', 'storybook-static', 'node_modules', 'data', 'bench/results', 'public', 'coverage', 'test-results', '**/*.d.ts', '.data*', 'bench/.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  { files: ['src/contract/**'], rules: restrict([noApp, noFeatures, noDesign, noLib, noServer, noTesting]) },
  { files: ['src/design/**'], rules: restrict([noApp, noFeatures, noLib, noServer]) },
  { files: ['src/lib/**'], rules: restrict([noApp, noFeatures, noDesign, noServer]) },
  { files: ['src/api/**'], rules: restrict([noApp, noFeatures, noDesign, noServer]) },
  {
    files: ['src/features/**'],
    rules: {
      // Features reach the API only through src/api: its calls, keys and invalidations.
      'no-restricted-imports': [
        'error',
        {
          patterns: [noApp, noServer, noFeatureInternals],
          paths: [{ name: '@/lib', importNames: ['api', 'request', 'startEarly', 'earlyCall'], message: 'Features reach the API through @/api.' }],
        },
      ],
    },
  },
  { files: ['src/app/**', 'src/testing/**', 'stories/**'], rules: restrict([noServer]) },
  { files: ['server/**'], rules: restrict([onlyContract]) },
);
