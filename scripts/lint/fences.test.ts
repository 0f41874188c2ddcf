import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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
    ['the app importing inside a feature', 'refused', 'src/app/planted.ts', "import { resolveRange } from '../features/worklog/dates.ts';"],
    ['main.tsx importing inside a feature', 'refused', 'src/main.tsx', "import { parseDuration } from './features/worklog/duration.ts';"],
    ['a feature importing another feature', 'refused', 'src/features/bills/planted.ts', "import { worklogArea } from '../worklog/index.ts';"],
    ['a feature importing the app', 'refused', 'src/features/bills/planted.ts', "import { AREA_VIEWS } from '../../app/area-views.ts';"],
    ['a shared layer importing a feature, a type only', 'refused', 'src/ui/planted.ts', "import type { WorklogMessages } from '../features/worklog/messages/fi.ts';"],
    ['the sandbox importing the contract', 'allowed', 'sandbox/api/planted.ts', "import { todayInFinland } from '../../src/api/schemas/calendar.ts';"],
    ['a journey importing a feature’s public entry and texts', 'allowed', 'e2e/planted.spec.ts', "import { worklogArea } from '../src/features/worklog/index.ts';\nimport { fi } from '../src/features/worklog/messages/fi.ts';"],
    ['a journey importing the sandbox’s calendar', 'allowed', 'e2e/planted.spec.ts', "import { shiftPeriod } from '../sandbox/api/payroll/calendar.ts';"],
    ['a script importing the registry', 'allowed', 'scripts/bench/planted.ts', "import { areaUrl } from '../../src/portal/areas.ts';"],
    ['deploy importing the security headers and the build’s facts', 'allowed', 'deploy/nginx/planted.ts', "import { securityHeaders } from '../../src/security-headers.ts';\nimport { SIGNED_IN_PAGE } from '../../scripts/build/signed-in-page.ts';"],
    ['the app importing a feature’s public entry', 'allowed', 'src/app/planted.ts', "import { worklogArea } from '../features/worklog/index.ts';"],
  ])('%s: %s', async (_import, expected, file, source) => {
    // every import is used, so that only a fence could fire
    const names = [...source.matchAll(/import (?:type )?\{ (\w+) \}|import (\w+) from/g)].map((match) => match[1] ?? match[2]);
    const fired = await rulesFiring(file, `${source}\nexport const used = [${names.join(', ')}];\n`);
    if (expected === 'refused') expect(fired).toContain(RESTRICTED);
    else expect(fired).toEqual([]);
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
