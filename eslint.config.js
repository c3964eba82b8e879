// One lint config for the monorepo. The `no-restricted-imports` blocks encode the one-way
// dependencies of docs/architecture: domain <- api <- ui <- web; domain <- analyst <- server;
// cli uses domain and analyst; nothing imports an app. import-x/no-cycle forbids cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import quartile from './scripts/eslint/importCycles.js';

const PACKAGES = ['domain', 'api', 'ui', 'analyst', 'web', 'server', 'cli'];
/** Which workspace packages each one may import. */
const ALLOWED = {
  domain: [],
  api: ['domain'],
  ui: ['domain', 'api'],
  analyst: ['domain'],
  web: ['domain', 'api', 'ui'],
  server: ['domain', 'analyst', 'api'],
  cli: ['domain', 'analyst'],
};
const DIRS = { domain: 'packages/domain', api: 'packages/api', ui: 'packages/ui', analyst: 'packages/analyst', web: 'apps/web', server: 'apps/server', cli: 'apps/cli' };

const boundaries = Object.entries(ALLOWED).map(([name, allowed]) => {
  const forbidden = PACKAGES.filter((p) => p !== name && !allowed.includes(p));
  const patterns = [
    ...forbidden.map((p) => ({ group: [`@quartile/${p}`, `@quartile/${p}/*`], message: `${name} must not depend on ${p} (docs/architecture: one-way dependencies).` })),
    { group: ['**/packages/*/src/**', '**/apps/*/src/**', '../../packages/**', '../../apps/**'], message: 'Import other workspace packages by name (@quartile/...), never by relative path.' },
  ];
  if (name === 'domain') {
    patterns.push({ group: ['react', 'react-dom', 'node:*', 'fs', 'path', 'http', 'https'], message: 'packages/domain stays pure: no React, no I/O.' });
  }
  return { files: [`${DIRS[name]}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
});

// apps/web follows bulletproof-react: shared -> features -> app. A feature never imports another
// feature (what two features need lives once in shared/), and shared/ imports no feature.
const WEB_FEATURES = ['agents', 'auth', 'benchmarks', 'fars', 'public', 'shell', 'usage', 'vault'];
const featureZones = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'No imports across features: move what both need to apps/web/src/shared/.',
}));
const sharedZone = { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'], message: 'shared/ imports no feature and not the app.' };
const appZone = { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features do not import the app.' };
const webLayers = [
  { files: ['apps/web/src/**/*.{ts,tsx}'], ignores: ['**/*.stories.tsx'], rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, sharedZone, appZone] }] } },
  // A story may start the app's i18n like main.tsx does.
  { files: ['apps/web/src/**/*.stories.tsx'], rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, sharedZone] }] } },
];

// A screen fragment may use another fragment only through its public index.ts; shared pieces live in
// packages/ui/src/{components,format,forms,styles,types}. One zone per fragment, since `except`
// paths are relative to `from` and cannot be globs.
const FRAGMENTS_DIR = 'packages/ui/src/fragments';
const fragmentNames = readdirSync(FRAGMENTS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const fragmentZones = fragmentNames.map((name) => ({
  target: `${FRAGMENTS_DIR}/${name}`,
  from: FRAGMENTS_DIR,
  except: [`./${name}`, ...fragmentNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Import another fragment only through its index.ts; move shared pieces to components/, format/, forms/ or styles/.',
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'storybook-static/**', 'test-results/**', 'playwright-report/**', '.tools/**', '.data/**', '**/src/generated/**', '**/mockServiceWorker.js', 'apps/server/test/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  ...boundaries,
  {
    // import-x/no-cycle skips type-only imports; this one sees them (scripts/eslint/importCycles.js).
    files: ['apps/server/**/*.ts'],
    plugins: { quartile },
    rules: { 'quartile/import-cycles': 'error' },
  },
  ...webLayers,
  {
    files: [`${FRAGMENTS_DIR}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: fragmentZones }] },
  },
);
