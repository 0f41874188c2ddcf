import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
