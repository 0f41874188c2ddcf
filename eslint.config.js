import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The layers of the portal (DESIGN.md "Shape"): shared (api, auth, ui, i18n, portal) → features → app →
 * main.tsx → boot.ts (the entry). A layer imports only downwards (a type import included), a feature never imports another
 * feature, and no module takes part in an import circle (a lazy `import()` included), in the portal,
 * the sandbox (its seed steps included) and the scripts.
 */
const SHARED = ['./src/api', './src/auth', './src/ui', './src/i18n', './src/portal'];
const FEATURES = readdirSync(fileURLToPath(new globalThis.URL('./src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: SHARED,
    from: ['./src/features', './src/app', './src/main.tsx', './src/boot.ts'],
    message: 'A shared layer never imports a feature, the app, main.tsx or the boot (DESIGN.md "Shape").',
  },
  { target: './src/features', from: ['./src/app', './src/main.tsx', './src/boot.ts'], message: 'A feature never imports the app (DESIGN.md "Shape").' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: what two share belongs to a shared layer (DESIGN.md "Shape").',
  })),
  { target: './src/app', from: ['./src/main.tsx', './src/boot.ts'], message: 'Only the boot and main.tsx start the app.' },
  {
    target: './sandbox',
    from: ['./src/app', './src/features', './src/ui', './src/auth', './src/portal', './src/main.tsx', './src/boot.ts'],
    message: 'The sandbox shares only the contract (src/api) with the portal.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.sandbox-data', 'test-results', 'playwright-report', 'openapi'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'scripts/**/*.ts', 'deploy/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // zod is configured (jitless, for the CSP) in src/api/zod.ts before any schema is built; a schema built
    // from 'zod' directly could land in a chunk that runs first and make zod probe for eval
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from src/api/zod.ts (jitless before any schema).", allowTypeImports: true }] },
      ],
    },
  },
);
