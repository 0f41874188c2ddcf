import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * docs/decisions/0029: every fence of eslint.config.js fails `npm run lint` on a planted import, and lets through what it
 * allows beside it. Imports are planted as text under a file name in the tree (nothing is written), except
 * for the circles, which the rule follows through files on disk: those are written into a folder of their own
 * and removed afterwards, whatever the outcome.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RESTRICTED = 'import-x/no-restricted-paths';
const CIRCLE = 'fences/no-import-circle';

/** Linting follows imports through the tree: slow on a busy machine, most of all the first file. */
vi.setConfig({ testTimeout: 30_000 });

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // loads the configuration and its plugins once, before the first fence is timed
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'src/planted.ts') });
}, 120_000);

/** The rules that fire on `source` as if it were the file at `file` (relative to the tree). */
async function rulesFiring(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the fences', () => {
  it.each<[string, 'refused' | 'allowed', string, string]>([
    ['the portal importing the sandbox', 'refused', 'src/ui/planted.ts', "import { configFromEnv } from '../../sandbox/config.ts';"],
    ['the portal importing a journey', 'refused', 'src/app/planted.ts', "import { test } from '../../e2e/fixtures.ts';"],
    ['the portal importing a script', 'refused', 'src/planted.ts', "import { BUDGETS } from '../scripts/size.ts';"],
    ['the portal importing deploy', 'refused', 'src/portal/planted.ts', "import { renderNginxConfig } from '../../deploy/nginx/render.ts';"],
    ['the sandbox importing the texts', 'refused', 'sandbox/api/planted.ts', "import { formatDate } from '../../src/i18n/format.ts';"],
    ['the sandbox importing the runtime configuration', 'refused', 'sandbox/planted.ts', "import { loadRuntimeConfig } from '../src/runtime-config.ts';"],
    ['the sandbox importing a feature', 'refused', 'sandbox/db/planted.ts', "import { worklogArea } from '../../src/features/worklog/index.ts';"],
    ['the sandbox importing a script', 'refused', 'sandbox/planted.ts', "import { BUDGETS } from '../scripts/size.ts';"],
    ['a journey importing a feature’s module', 'refused', 'e2e/planted.spec.ts', "import { parseDuration } from '../src/features/worklog/duration.ts';"],
    ['a journey importing the app', 'refused', 'e2e/planted.spec.ts', "import { AppRoutes } from '../src/app/router.tsx';"],
    ['a script importing a view', 'refused', 'scripts/bench/planted.ts', "import WorklogPage from '../../src/features/worklog/worklog-page.tsx';"],
    ['a script importing a journey', 'refused', 'scripts/planted.ts', "import { test } from '../e2e/fixtures.ts';"],
    ['deploy importing the app', 'refused', 'deploy/nginx/planted.ts', "import { AppRoutes } from '../../src/app/router.tsx';"],
    ['deploy importing the sandbox', 'refused', 'deploy/nginx/planted.ts', "import { configFromEnv } from '../../sandbox/config.ts';"],
    ['deploy importing a script other than the build’s', 'refused', 'deploy/nginx/planted.ts', "import { BUDGETS } from '../../scripts/size.ts';"],
    ['the app importing inside a feature', 'refused', 'src/app/planted.ts', "import { resolveRange } from '../features/worklog/ranges.ts';"],
    ['main.tsx importing inside a feature', 'refused', 'src/main.tsx', "import { parseDuration } from './features/worklog/duration.ts';"],
    ['a feature importing another feature', 'refused', 'src/features/bills/planted.ts', "import { worklogArea } from '../worklog/index.ts';"],
    ['a feature importing the app', 'refused', 'src/features/bills/planted.ts', "import { AREA_VIEWS } from '../../app/area-views.ts';"],
    ['a shared layer importing a feature, a type only', 'refused', 'src/ui/planted.ts', "import type { WorklogMessages } from '../features/worklog/messages/fi.ts';"],
    ['the contract importing the texts', 'refused', 'src/api/planted.ts', "import { formatDate } from '../i18n/format.ts';"],
    ['the texts importing a part of the screen', 'refused', 'src/i18n/planted.ts', "import { Field } from '../ui/field.tsx';"],
    ['a part of the screen importing the session', 'refused', 'src/ui/planted.ts', "import { CALLBACK_PATH } from '../auth/paths.ts';"],
    ['the session importing the portal’s frame', 'refused', 'src/auth/planted.ts', "import { areaUrl } from '../portal/areas.ts';"],
    ['a module of the floor importing the contract', 'refused', 'src/yield-to-main.ts', "import { todayInFinland } from './api/schemas/calendar.ts';"],
    ['a feature’s module importing a test kit', 'refused', 'src/features/bills/planted.tsx', "import { mountEachTest } from '../../testing/dom-test-root.tsx';"],
    ['the sandbox importing its test kit outside a test', 'refused', 'sandbox/api/planted.ts', "import { validClaims } from '../testing/forge-token.ts';"],
    ['the portal’s frame importing the session, the screen, the texts and the contract', 'allowed', 'src/portal/planted.ts', "import { CALLBACK_PATH } from '../auth/paths.ts';\nimport { formatDate } from '../i18n/format.ts';\nimport { todayInFinland } from '../api/schemas/calendar.ts';"],
    ['a feature’s test using a test kit', 'allowed', 'src/features/bills/planted.test.tsx', "import { mountEachTest } from '../../testing/dom-test-root.tsx';"],
    ['a test kit using another', 'allowed', 'src/testing/planted.tsx', "import { mountEachTest } from './dom-test-root.tsx';"],
    ['the sandbox’s test kit using another', 'allowed', 'sandbox/testing/planted.ts', "import { validClaims } from './forge-token.ts';"],
    ['the sandbox importing the contract', 'allowed', 'sandbox/api/planted.ts', "import { todayInFinland } from '../../src/api/schemas/calendar.ts';"],
    ['a journey importing a feature’s public entry and texts', 'allowed', 'e2e/planted.spec.ts', "import { worklogArea } from '../src/features/worklog/index.ts';\nimport { fi } from '../src/features/worklog/messages/fi.ts';"],
    ['a journey importing the sandbox’s calendar', 'allowed', 'e2e/planted.spec.ts', "import { shiftPeriod } from '../sandbox/api/payroll/calendar.ts';"],
    ['a script importing the registry', 'allowed', 'scripts/bench/planted.ts', "import { areaUrl } from '../../src/portal/areas.ts';"],
    ['deploy importing the security headers and the build’s facts', 'allowed', 'deploy/nginx/planted.ts', "import { securityHeaders } from '../../src/security-headers.ts';\nimport { SIGNED_IN_PAGE } from '../../scripts/build/signed-in-page.ts';"],
    ['the app importing a feature’s public entry', 'allowed', 'src/app/planted.ts', "import { worklogArea } from '../features/worklog/index.ts';"],
    ['a sandbox area importing another', 'refused', 'sandbox/api/payments/planted.ts', "import { findRun } from '../payroll/run-store.ts';"],
    ['a sandbox model importing an area', 'refused', 'sandbox/payments/planted.ts', "import { findRun } from '../api/payroll/run-store.ts';"],
    ['a sandbox model importing a model above it', 'refused', 'sandbox/books/planted.ts', "import { postMessage } from '../messages/post-message.ts';"],
    ['a sandbox model importing the seed', 'refused', 'sandbox/filings/planted.ts', "import { seedDocuments } from '../db/seeds/documents.ts';"],
    ['the sandbox’s authentication importing a model', 'refused', 'sandbox/api/auth/planted.ts', "import { insertDocument } from '../../documents/store.ts';"],
    ['a simulated provider importing authentication', 'refused', 'sandbox/providers/planted.ts', "import { personOf } from '../api/auth/person.ts';"],
    ['the database handle importing a model', 'refused', 'sandbox/db/database.ts', "import { insertDocument } from '../documents/store.ts';"],
    ['a sandbox area importing a model', 'allowed', 'sandbox/api/payroll/planted.ts', "import { createPayrollBatch } from '../../payments/batch-writes.ts';"],
    ['a sandbox area importing who asks', 'allowed', 'sandbox/api/payments/planted.ts', "import { personOf } from '../auth/person.ts';"],
    ['a sandbox model importing a model below it', 'allowed', 'sandbox/messages/planted.ts', "import { filingSubjectLabel } from '../filings/subject.ts';"],
    ['the seed importing an area', 'allowed', 'sandbox/db/seeds/planted.ts', "import { approveRun } from '../../api/payroll/runs.ts';"],
    ['a sandbox area’s test reaching another area', 'allowed', 'sandbox/api/payments/planted.test.ts', "import { shiftPeriod } from '../payroll/calendar.ts';"],
  ])('%s: %s', async (_import, expected, file, source) => {
    // every import is used, so that only a fence could fire
    const names = [...source.matchAll(/import (?:type )?\{ (\w+) \}|import (\w+) from/g)].map((match) => match[1] ?? match[2]);
    const fired = await rulesFiring(file, `${source}\nexport const used = [${names.join(', ')}];\n`);
    if (expected === 'refused') expect(fired).toContain(RESTRICTED);
    else expect(fired).toEqual([]);
  });
});

/**
 * docs/decisions/0029: a feature reads and writes through the query layer only. Each line is planted in a feature's
 * module (and, where it is allowed, in the layer or a test, which build their own query client).
 */
describe('a feature reads and writes through the query layer', () => {
  const IMPORTS = '@typescript-eslint/no-restricted-imports';
  const SYNTAX = 'no-restricted-syntax';
  it.each<[string, string, string, string | null]>([
    ['holding the query client', 'src/features/bills/planted.tsx', "import { useQueryClient } from '@tanstack/react-query';\nexport const used = useQueryClient;", IMPORTS],
    ['building a mutation', 'src/features/bills/planted.tsx', "import { useMutation } from '@tanstack/react-query';\nexport const used = useMutation;", IMPORTS],
    ['writing mutation options', 'src/features/bills/planted.ts', "import { mutationOptions } from '@tanstack/react-query';\nexport const used = mutationOptions;", IMPORTS],
    ['a query with a hand-written key and function', 'src/features/bills/planted.tsx', "import { useQuery } from '@tanstack/react-query';\nexport const usePlanted = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });", SYNTAX],
    ['an infinite query with a hand-written function', 'src/features/books/planted.tsx', "import { useInfiniteQuery } from '@tanstack/react-query';\nexport const usePlanted = (o: object) => useInfiniteQuery({ ...o, queryFn: () => 1 });", SYNTAX],
    ['a raw fetch', 'src/features/bills/planted.ts', "export const used = () => fetch('/portal/invoices');", SYNTAX],
    ['a raw fetch through the window', 'src/features/bills/planted.ts', "export const used = () => window.fetch('/portal/invoices');", SYNTAX],
    ['marking the cache stale itself', 'src/features/bills/planted.ts', "import { invalidate } from '../../api/queries/invalidate.ts';\nexport const used = invalidate;", IMPORTS],
    ['calling an operation itself', 'src/features/bills/planted.ts', "import { approveInvoice } from '../../api/operations/invoicing.ts';\nexport const used = approveInvoice;", IMPORTS],
    ['uploading itself', 'src/features/documents/planted.ts', "import { upload } from '../../api/transfer.ts';\nexport const used = upload;", IMPORTS],
    ['a layer query, with a view’s own refresh', 'src/features/bills/planted.tsx', "import { useQuery } from '@tanstack/react-query';\nimport { invoiceQuery } from '../../api/queries/invoicing.ts';\nimport type { ServiceClient } from '../../api/client.ts';\nexport const usePlanted = (c: ServiceClient) => useQuery({ ...invoiceQuery(c, 'cus_1', 'inv_1'), refetchInterval: 5000 });", null],
    ['a layer write through useWrite', 'src/features/bills/planted.tsx', "import { approveInvoiceMutation } from '../../api/queries/invoicing-writes.ts';\nimport { useWrite } from '../../api/queries/write.ts';\nexport const usePlanted = () => useWrite(approveInvoiceMutation, 'cus_1', 'inv_1');", null],
    ['an operation named by its type', 'src/features/bills/planted.ts', "import type { approveInvoice } from '../../api/operations/invoicing.ts';\nexport type Used = typeof approveInvoice;", null],
    ['the layer building a mutation', 'src/api/queries/planted.ts', "import { useMutation, useQueryClient } from '@tanstack/react-query';\nexport const used = [useMutation, useQueryClient];", null],
    ['a feature’s test mocking another feature', 'src/features/bills/planted.test.tsx', "import { vi } from 'vitest';\nvi.mock('../worklog/duration.ts', () => ({}));", SYNTAX],
    ['a feature’s test mocking a shared module', 'src/features/bills/planted.test.tsx', "import { vi } from 'vitest';\nvi.mock('../../ui/save-file.ts', () => ({}));", null],
    ['a feature’s test building its own query client', 'src/features/bills/planted.test.tsx', "import { QueryClient } from '@tanstack/react-query';\nexport const used = new QueryClient();", null],
  ])('%s (%s)', async (_what, file, source, refusedBy) => {
    const fired = await rulesFiring(file, `${source}\n`);
    if (refusedBy === null) expect(fired).toEqual([]);
    else expect(fired).toContain(refusedBy);
  });
});

describe('every module of src is in a room', () => {
  it('each entry of src is a room the fences name, so that none escapes them', async () => {
    const { SRC_ROOMS } = z.object({ SRC_ROOMS: z.array(z.string()) }).parse(await import(path.join(ROOT, 'eslint.config.js')));
    const entries = (await readdir(path.join(ROOT, 'src'))).filter((name) => !/\.test\.tsx?$/.test(name)).map((name) => `./src/${name}`);
    expect(entries.filter((entry) => !SRC_ROOMS.includes(entry))).toEqual([]);
  });
});

describe('every module of the sandbox is in a room', () => {
  it('each module of the sandbox lies in a room its fences name (docs/decisions/0033), so that none escapes them', async () => {
    const { SANDBOX_ROOMS } = z.object({ SANDBOX_ROOMS: z.array(z.string()) }).parse(await import(path.join(ROOT, 'eslint.config.js')));
    const modules = (await readdir(path.join(ROOT, 'sandbox'), { recursive: true }))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `./sandbox/${name.split(path.sep).join('/')}`);
    const inRoom = (module: string) => SANDBOX_ROOMS.some((room) => module === room || module.startsWith(`${room}/`));
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((module) => !inRoom(module))).toEqual([]);
  });
});

describe('import circles', () => {
  const folder = path.join(ROOT, 'src/ui', `planted-circle-${process.pid}`);
  const plant = async (files: Record<string, string>) => {
    await mkdir(folder, { recursive: true });
    await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(folder, name), text)));
    return (await eslint.lintFiles(Object.keys(files).map((name) => path.join(folder, name)))).map((result) =>
      result.messages.map((message) => message.ruleId),
    );
  };
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('are refused when closed by value imports', async () => {
    const [a, b] = await plant({
      'value-a.ts': "import { b } from './value-b.ts';\nexport const a = () => b;\n",
      'value-b.ts': "import { a } from './value-a.ts';\nexport const b = () => a;\n",
    });
    expect(a).toContain(CIRCLE);
    expect(b).toContain(CIRCLE);
  });

  it('are refused when closed by type-only imports', async () => {
    const [a] = await plant({
      'type-a.ts': "import type { B } from './type-b.ts';\nexport interface A { b?: B }\n",
      'type-b.ts': "import type { A } from './type-a.ts';\nexport interface B { a?: A }\n",
    });
    expect(a).toContain(CIRCLE);
  });

  it('are refused when closed by a lazy import()', async () => {
    const [a] = await plant({
      'lazy-a.ts': "export const load = () => import('./lazy-b.ts');\n",
      'lazy-b.ts': "import { load } from './lazy-a.ts';\nexport const again = load;\n",
    });
    expect(a).toContain(CIRCLE);
  });

  it('are not seen where imports only run one way', async () => {
    const results = await plant({
      'one-way-a.ts': "import type { B } from './one-way-b.ts';\nexport const a = (b: B) => b;\n",
      'one-way-b.ts': 'export type B = string;\n',
    });
    expect(results.flat()).not.toContain(CIRCLE);
  });
});
