import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const entries = (dir, directories) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => !directories || entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A feature reaches another only through its index (features/<x>/index.ts or .tsx), the public
 * entry every feature already has; its own files import each other freely. One zone per feature.
 */
function featureZones(features) {
  const entryOf = (feature) =>
    ['index.ts', 'index.tsx'].find((name) => existsSync(join(root, features, feature, name)));
  const all = entries(features, true);
  return all.map((feature) => ({
    target: `./${features}/${feature}`,
    from: `./${features}`,
    except: [
      `./${feature}`,
      ...all
        .filter((other) => other !== feature && entryOf(other))
        .map((other) => `./${other}/${entryOf(other)}`),
    ],
    message: 'Import another feature through its index (its public entry), not a file inside it.',
  }));
}

/**
 * A module's repositories (its SQL) belong to it alone: other modules, and the API's code outside
 * modules/, go through the module's service. One zone per module: everything else is the target.
 */
function repositoryZones(src) {
  const modules = `${src}/modules`;
  const outside = entries(src)
    .filter((name) => name !== 'modules')
    .map((name) => `./${src}/${name}`);
  return entries(modules, true).map((module) => ({
    target: [
      ...outside,
      ...entries(modules)
        .filter((name) => name !== module)
        .map((name) => `./${modules}/${name}`),
    ],
    from: `./${modules}/${module}/*-repository.ts`,
    message: `The ${module} module's repositories are its own: use what its service exports.`,
  }));
}

// Tests build their data directly and may read any variable or table.
const tests = ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**'];

/**
 * The API's lower layers serve the modules and never reach back into one: http/ (the Fastify
 * plumbing every module imports) and db/ take what they need of a module as a port that the
 * composition root (app.ts) hands them. Their tests too: they run beside the modules' own.
 */
const apiLayers = ['http', 'db'];
const layerZones = [
  {
    target: apiLayers.map((layer) => `./apps/api/src/${layer}`),
    from: './apps/api/src/modules',
    message:
      'http/ and db/ never import a module: take what you need as an option given by app.ts, or move the file into its module.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.next*/**',
      'data/**',
      '**/migrations/**',
      '**/next-env.d.ts',
      '**/test-results*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      // Relative, extensionless TypeScript imports are all no-cycle needs to follow.
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
        [join(root, 'scripts/eslint-alias-resolver.cjs')]: { extensions: ['.ts', '.tsx'] },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The storefront: browser globals beside Node's, and the rules of hooks.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A page's links are plain <a> the shell navigates in the app (features/layout/shell-enhancer.tsx):
    // next/link, and next-intl's navigation that carries it, would ride in every page's JavaScript
    // (issue #46). Only the signed-in screens (cabinet, cart, kit) keep next-intl's Link for now.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/i18n/navigation.ts',
      'apps/web/src/features/cabinet/**',
      'apps/web/src/features/cart/cart-view.tsx',
      'apps/web/src/features/cart/order-result/order-result-dialog.tsx',
      'apps/web/src/features/painting-kit/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'A plain <a>: PlainLink (server) or localePath (client).' },
            { name: 'next-intl/navigation', message: 'i18n/locale-path.ts or i18n/client-navigation.ts.' },
            {
              name: '@/i18n/navigation',
              message: 'PlainLink or localePath for links, i18n/client-navigation.ts for the router.',
            },
          ],
        },
      ],
    },
  },
  {
    // eslint-plugin-import loads resolvers with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('apps/web/src/features'),
            ...featureZones('apps/admin/src/features'),
            ...repositoryZones('apps/api/src'),
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    // The block above leaves tests out; the layers' own tests keep the layering all the same.
    files: apiLayers.map((layer) => `apps/api/src/${layer}/**/*.test.ts`),
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    // Configuration is read and validated once per app, in its env module; build and test
    // configs (next.config.ts, playwright, vitest, vite, tsup), scripts and e2e live outside src/.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      ...tests,
      'apps/api/src/env.ts',
      'apps/web/src/env.ts',
      // Starts API processes for the chaos tests, handing them this process's environment.
      'apps/api/src/chaos/api-process.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: "Read configuration from the app's env module (src/env.ts), validated once.",
        },
      ],
    },
  },
);
