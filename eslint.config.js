import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

import { fences } from './scripts/lint/import-circles.js';

const ROOT = fileURLToPath(new globalThis.URL('.', import.meta.url));
const inTree = (glob) => `${ROOT}${glob}`;

/**
 * The layers of the portal (docs/decisions/0029): shared (api, auth, ui, i18n, portal) → features → app →
 * main.tsx → boot.ts (the entry). A layer imports only downwards (a type import included), a feature never
 * imports another feature, and the app reaches a feature only through its public entry, its `index.ts`.
 * No module of the tree takes part in an import circle, whatever import closes it (a type-only or a lazy
 * `import()` included): `fences/no-import-circle`, in the portal, the sandbox, the scripts, deploy and e2e.
 */
const SHARED = ['./src/api', './src/auth', './src/ui', './src/i18n', './src/portal'];
const FEATURES = readdirSync(fileURLToPath(new globalThis.URL('./src/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ENTRY = inTree('src/features/*/index.ts');
/**
 * What the app may import of a feature: its public entry, and the overview's page, which comes with the portal's
 * code (src/app/area-views.ts) — the one page the app takes from inside a feature. The `/me` query is the
 * query layer's (src/api/queries/company.ts). The app's tests may reach
 * further, to hold the app to what a feature does (the first screen registers the areas' texts as their chunks do).
 */
const APP_MAY_USE = inTree('src/features/{*/index.ts,company/overview-page.tsx}');

/**
 * What the journeys (e2e/) and the scripts may use of the portal's code: the contract (src/api), the texts and
 * their formatters (src/i18n), the area registry and its URL builders (src/portal), each feature's public entry,
 * each feature's texts (a journey reads on the screen what they say) and the User Timing marks a page sets for
 * the benchmarks to read (perf-marks.ts). Never a view, a query or the app. A journey reckons the seed's dates
 * with the sandbox's calendar, as the seed does.
 */
const TOOLING_MAY_USE = [
  inTree('src/api/**'),
  inTree('src/i18n/**'),
  inTree('src/portal/**'),
  FEATURE_ENTRY,
  inTree('src/features/*/messages/*.ts'),
  inTree('src/features/*/perf-marks.ts'),
  inTree('src/testing/**'),
];
/** What the production web server's configuration shares with the portal: its headers and its runtime configuration. */
const DEPLOY_MAY_USE = ['./security-headers.ts', './runtime-config-env.ts', './runtime-config.ts', './auth/signed-in-hint.ts'];

/**
 * The shared layer's own order (docs/decisions/0029), bottom up: the contract (api), the texts (i18n), the parts of
 * the screen (ui), the session (auth), the portal's frame (portal). A room imports only the rooms below it. Under
 * them all, the top-level modules of src (the runtime configuration, the security headers, yielding to the
 * browser), which import no room.
 */
const SHARED_ORDER = ['./src/api', './src/i18n', './src/ui', './src/auth', './src/portal'];
const FLOOR = ['./src/runtime-config.ts', './src/runtime-config-env.ts', './src/security-headers.ts', './src/yield-to-main.ts'];
/** Every entry of src, each in its room: the order above, features, the app, the entries and the test kits. */
export const SRC_ROOMS = [...SHARED_ORDER, ...FLOOR, './src/features', './src/app', './src/main.tsx', './src/boot.ts', './src/testing'];
const sharedOrderZones = SHARED_ORDER.slice(0, -1).map((room, at) => ({
  target: room,
  from: SHARED_ORDER.slice(at + 1),
  message: `${room.slice(6)} is below ${SHARED_ORDER.slice(at + 1).map((above) => above.slice(6)).join(', ')} in the shared layer: it never imports them (docs/decisions/0029).`,
}));
const floorZone = {
  target: FLOOR,
  from: SRC_ROOMS.filter((room) => !FLOOR.includes(room)),
  message: 'The top-level modules of src are the floor of the tree: they import no room (docs/decisions/0029).',
};
/**
 * The sandbox's rooms (docs/decisions/0033), bottom up. The platform: the configuration, the database handle and
 * its migrations, HTTP helpers, the identity provider, the simulated outside world (providers) and the error
 * answer. Who asks: the members of each company, authentication and what a handler receives. The models, what
 * the areas share (ordered among themselves): the document store, the books, the filings, the message threads,
 * the circulation of purchase invoices and the payment ledger. The areas: one per folder of sandbox/api, the
 * HTTP face of a tag of the spec, fenced from each other as the portal's features are. The composition on top:
 * the route table and the app, the seed, the server's entries. A room imports only rooms below it, a model
 * only the models before it in the list, an area no other area.
 */
const SANDBOX_PLATFORM = ['./sandbox/config.ts', './sandbox/db/database.ts', './sandbox/db/migrations', './sandbox/http', './sandbox/idp', './sandbox/providers', './sandbox/api/errors.ts'];
const SANDBOX_WHO_ASKS = ['./sandbox/members', './sandbox/api/auth', './sandbox/api/handler.ts'];
const SANDBOX_MODELS = ['./sandbox/documents', './sandbox/books', './sandbox/filings', './sandbox/messages', './sandbox/invoices', './sandbox/payments'];
const SANDBOX_AREAS = readdirSync(fileURLToPath(new globalThis.URL('./sandbox/api', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'auth')
  .map((entry) => `./sandbox/api/${entry.name}`);
const SANDBOX_COMPOSITION = [
  './sandbox/api/app.ts',
  './sandbox/api/route-table.ts',
  './sandbox/db/seed.ts',
  './sandbox/db/seed-clock.ts',
  './sandbox/db/seed-step.ts',
  './sandbox/db/feature-seeds.ts',
  './sandbox/db/seeds',
  './sandbox/main.ts',
  './sandbox/server.ts',
  './sandbox/reset.ts',
  './sandbox/describe.ts',
];
/** Every module of the sandbox, each in its room (its tests at the top of sandbox/api and sandbox/db included, as the composition's). */
export const SANDBOX_ROOMS = [...SANDBOX_PLATFORM, ...SANDBOX_WHO_ASKS, ...SANDBOX_MODELS, ...SANDBOX_AREAS, ...SANDBOX_COMPOSITION, './sandbox/testing'];
/** The sandbox's fences hold its modules; a test stands on the whole service (it seeds it, starts it, reaches into any room to set up its case). */
const sandboxModules = (rooms) => rooms.map((room) => (room.endsWith('.ts') ? inTree(room.slice(2)) : inTree(`${room.slice(2)}/**/!(*.test).ts`)));
/** The floors, bottom up, by name: docs/architecture.md lists them (scripts/architecture.ts). */
export const SANDBOX_FLOORS = [
  { floor: 'platform', rooms: SANDBOX_PLATFORM },
  { floor: 'who asks', rooms: SANDBOX_WHO_ASKS },
  { floor: 'models', rooms: SANDBOX_MODELS },
  { floor: 'areas', rooms: SANDBOX_AREAS },
  { floor: 'composition', rooms: SANDBOX_COMPOSITION },
];
const sandboxZones = [
  ...SANDBOX_FLOORS.slice(0, -1).map(({ rooms }, at) => ({
    target: sandboxModules(rooms),
    from: SANDBOX_FLOORS.slice(at + 1).flatMap((above) => above.rooms),
    message: 'A room of the sandbox imports only the rooms below it: platform, who asks, models, areas, composition (docs/decisions/0033).',
  })),
  ...SANDBOX_MODELS.slice(0, -1).map((model, at) => ({
    target: sandboxModules([model]),
    from: SANDBOX_MODELS.slice(at + 1),
    message: `${model.slice(10)} is below ${SANDBOX_MODELS.slice(at + 1).map((above) => above.slice(10)).join(', ')} among the sandbox's models: it never imports them (docs/decisions/0033).`,
  })),
  ...SANDBOX_AREAS.map((area) => ({
    target: sandboxModules([area]),
    from: SANDBOX_AREAS.filter((other) => other !== area),
    message: 'An area of the sandbox never imports another: what two share is a model or lies below (docs/decisions/0033).',
  })),
];

/** Test kits (src/testing, sandbox/testing) are for tests: nothing else imports them. */
const PRODUCTION = ['src/!(testing)/**/!(*.test).{ts,tsx}', 'src/!(*.test).{ts,tsx}', 'sandbox/!(testing)/**/!(*.test).ts', 'sandbox/!(*.test).ts'].map(inTree);
const testingZones = [
  {
    target: PRODUCTION,
    from: [inTree('src/testing/**'), inTree('sandbox/testing/**')],
    message: 'Only tests use a test kit (src/testing, sandbox/testing): production code never imports one.',
  },
];

const layerZones = [
  {
    target: SHARED,
    from: ['./src/features', './src/app', './src/main.tsx', './src/boot.ts'],
    message: 'A shared layer never imports a feature, the app, main.tsx or the boot (docs/decisions/0029).',
  },
  { target: './src/features', from: ['./src/app', './src/main.tsx', './src/boot.ts'], message: 'A feature never imports the app (docs/decisions/0029).' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: what two share belongs to a shared layer (docs/decisions/0029).',
  })),
  {
    target: [inTree('src/app/**/!(*.test).{ts,tsx}'), inTree('src/main.tsx'), inTree('src/boot.ts')],
    from: [inTree('src/features/**')],
    except: [APP_MAY_USE],
    message: 'The app uses a feature only through its public entry, src/features/<area>/index.ts.',
  },
  { target: './src/app', from: ['./src/main.tsx', './src/boot.ts'], message: 'Only the boot and main.tsx start the app.' },
];

const outerZones = [
  {
    target: './src',
    from: ['./sandbox', './e2e', './scripts', './deploy'],
    message: 'The portal never imports the sandbox, the journeys, the scripts or deploy: what it needs lives in src.',
  },
  { target: './sandbox', from: './src', except: ['./api'], message: 'The sandbox shares only the contract (src/api) with the portal.' },
  { target: './sandbox', from: ['./e2e', './scripts', './deploy'], message: 'The sandbox stands on its own: it never imports the journeys, the scripts or deploy.' },
  {
    target: ['./e2e', './scripts'],
    from: [inTree('src/**')],
    except: TOOLING_MAY_USE,
    message: 'Journeys and scripts use the portal only through src/api, src/i18n, src/portal and each feature’s index.ts, texts and perf marks, and the test kits.',
  },
  { target: './scripts', from: './e2e', message: 'The scripts never import the journeys.' },
  { target: './deploy', from: './src', except: DEPLOY_MAY_USE, message: 'Deploy shares only the security headers, the runtime configuration and the signed-in hint with the portal.' },
  { target: './deploy', from: ['./sandbox', './e2e'], message: 'Deploy serves the portal: it never imports the sandbox or the journeys.' },
  { target: './deploy', from: './scripts', except: ['./build'], message: 'Deploy shares only the build’s facts (scripts/build: the files it writes) with the scripts.' },
];

/** zod is configured (jitless, for the CSP) in src/api/zod.ts before any schema is built. */
const ZOD_DIRECTLY = { name: 'zod', message: 'Import z from src/api/zod.ts (jitless before any schema).', allowTypeImports: true };

/**
 * How a feature reads and writes (docs/decisions/0029): through the query layer only. Its queries come whole from
 * src/api/queries (a view may add `enabled`, `select` or a refresh to them, never a key or a function of its own),
 * its writes through `useWrite` with a write of src/api/queries/<area>-writes.ts, and it never holds the query
 * client, builds a mutation, touches the cache, calls the service or fetches for itself.
 */
const LAYER_ONLY = 'A feature reads and writes through the query layer: a query of src/api/queries, a write with useWrite (docs/decisions/0029).';
const FEATURE_READS_AND_WRITES = {
  paths: [
    ZOD_DIRECTLY,
    {
      name: '@tanstack/react-query',
      importNames: ['useMutation', 'useQueryClient', 'QueryClient', 'QueryObserver', 'MutationObserver', 'queryOptions', 'infiniteQueryOptions', 'mutationOptions'],
      message: LAYER_ONLY,
    },
  ],
  patterns: [
    { group: ['**/api/queries/invalidate.ts', '**/api/transfer.ts'], message: LAYER_ONLY },
    { group: ['**/api/operations/*'], allowTypeImports: true, message: `${LAYER_ONLY} An operation is named by a type only.` },
  ],
};
const FEATURE_SYNTAX = [
  {
    selector: 'CallExpression[callee.name=/^use(Suspense)?(Infinite)?Quer(y|ies)$/] > ObjectExpression > Property[key.name=/^(queryKey|queryFn|mutationKey|mutationFn)$/]',
    message: `Hand-written query options. ${LAYER_ONLY}`,
  },
  { selector: "CallExpression[callee.name='fetch']", message: `A raw fetch. ${LAYER_ONLY}` },
  { selector: "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']", message: `A raw fetch. ${LAYER_ONLY}` },
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
    plugins: { 'import-x': importX, fences },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...layerZones, ...sharedOrderZones, floorZone, ...sandboxZones, ...testingZones, ...outerZones] }],
      'fences/no-import-circle': 'error',
    },
  },
  {
    // zod is configured (jitless, for the CSP) in src/api/zod.ts before any schema is built; a schema built
    // from 'zod' directly could land in a chunk that runs first and make zod probe for eval
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD_DIRECTLY] }],
    },
  },
  {
    // a feature's test stands in for a shared module at most, never for another feature (docs/decisions/0029)
    files: ['src/features/*/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/] > Literal.arguments:first-child[value=/^\\.\\.\\/[a-z-]+\\//]",
          message: 'A feature’s test never mocks another feature: what two share belongs to a shared layer (docs/decisions/0029).',
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    // a test or a test kit builds its own query client, as the app does
    ignores: ['src/features/**/*.test.{ts,tsx}', 'src/features/**/*-kit.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', FEATURE_READS_AND_WRITES],
      'no-restricted-syntax': ['error', ...FEATURE_SYNTAX],
    },
  },
);
