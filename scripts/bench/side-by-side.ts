import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { areaUrl } from '../../src/portal/areas.ts';
import { auditSignedIn, auditSignedOut, launchForLighthouse, signedInPage, type LighthouseSample } from './lighthouse.ts';
import { median } from './metrics.ts';
import { HOW_TO_GET_THE_SOURCE, prepareReference } from './reference-app.ts';
import { REFERENCE_DISCUSSIONS, firstDiscussionPath, referenceSignedInPage, referenceUserFor, seedDiscussions } from './reference-session.ts';
import { REFERENCE_APP_PATH, REFERENCE_COMMIT, REFERENCE_REPOSITORY, type ReferencePorts } from './reference-source.ts';
import { startReference, type ReferenceStack } from './reference-stack.ts';
import {
  FIGURES,
  answerTimes,
  longestAfterFirstPaint,
  medianRun,
  ratios,
  scriptName,
  summarize,
  verdict,
  type Figure,
  type Summary,
} from './side-by-side-report.ts';
import { ms, printTable, shift } from './table.ts';

/**
 * `npm run bench:side-by-side` (docs/decisions/0024): the portal and a reference React app (bulletproof-react's
 * apps/react-vite at a pinned commit, built from its source, on the same nginx serve, its API its own e2e mock
 * server) measured by Lighthouse mobile, alternating app by app, on four page pairs in a browser of each language; optionally a
 * second portal stack already running (an older tree) as "portal before". Prints the medians, the portal's
 * ratio to the reference with a verdict, the longest main-thread tasks after the first paint of each page's
 * median run, and the reference API's observed answer times.
 */
export interface SideBySideOptions {
  portal: { portal: string; sandbox: string };
  before: { portal: string; sandbox: string } | undefined;
  runs: number;
  chromiumPath: string;
  chromiumFlags: readonly string[];
  customerId: string;
  referenceSource: string | undefined;
  referencePorts: ReferencePorts;
  /** Where the reference's extracted source, install and build are kept, by commit. */
  cacheRoot: string;
  /** The browser's languages, each measured in a browser of its own (`--lang`): the portal speaks each, the reference English. */
  languages: readonly string[];
}

/** The languages of the browser by default: the portal's own, and English, the reference's. */
export const BENCH_LANGUAGES = ['fi', 'en'] as const;
/** A purchase bill of the seed (reviewed, with its original), the portal's side of the detail pair. */
export const BENCH_BILL = 'pb-2026-0412';
/** The reference's side of the detail pair: its first discussion's page, found from its list. */
const FIRST_DISCUSSION = '/app/discussions/<first>';

export class MissingReferenceSource extends Error {
  constructor() {
    super(HOW_TO_GET_THE_SOURCE);
  }
}

interface Pair {
  label: string;
  portalPath: string;
  referencePath: string;
  signedIn: boolean;
}

type SideName = 'portal' | 'portal before' | 'reference';
interface Side {
  name: SideName;
  origin: string;
  /** The signed-in tab, in the side's own browser context (its own cookies). */
  page: Page;
  path(pair: Pair): string;
}

const TASKS_SHOWN = 5;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const progress = (text: string) => process.stderr.write(text);

async function portalSide(name: SideName, context: BrowserContext, stack: { portal: string; sandbox: string }, customerId: string): Promise<Side> {
  const page = await signedInPage(context, stack.portal, stack.sandbox, areaUrl('overview', customerId));
  return { name, origin: stack.portal, page, path: (pair) => pair.portalPath };
}

async function referenceSide(context: BrowserContext, reference: ReferenceStack, language: string): Promise<Side> {
  const page = await referenceSignedInPage(context, reference.app, referenceUserFor(language));
  await seedDiscussions(page, reference.api, REFERENCE_DISCUSSIONS);
  const discussion = await firstDiscussionPath(page, reference.app);
  return { name: 'reference', origin: reference.app, page, path: (pair) => (pair.referencePath === FIRST_DISCUSSION ? discussion : pair.referencePath) };
}

async function measure(browser: Browser, sides: readonly Side[], pairs: readonly Pair[], runs: number): Promise<Map<string, LighthouseSample[]>> {
  const samples = new Map<string, LighthouseSample[]>();
  progress(`[bench] Lighthouse, ${pairs.length} pairs × ${sides.length} apps × ${runs} runs: `);
  // runs outermost and the apps alternating inside, so that a slow moment of the machine spreads over all
  for (let run = 0; run < runs; run += 1) {
    for (const pair of pairs) {
      for (const side of sides) {
        const url = `${side.origin}${side.path(pair)}`;
        const audit = () => (pair.signedIn ? auditSignedIn(side.page, url) : auditSignedOut(browser, url));
        // Lighthouse itself asks for another run when its trace came out unusable (NO_NAVSTART and the like): one more
        const sample = await audit().catch((error: unknown) => {
          progress(`\n[bench] ${error instanceof Error ? error.message : String(error)}; once more: `);
          return audit();
        });
        const key = `${pair.label}|${side.name}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        progress('.');
      }
    }
  }
  progress('\n');
  return samples;
}

const score = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(0));
const ratio = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(2)}×`);
const cell = (figure: Figure, value: number) => (figure === 'score' ? score(value) : figure === 'cls' ? shift(value) : ms(value));

function printFigures(pairs: readonly Pair[], sides: readonly Side[], samples: Map<string, LighthouseSample[]>, runs: number): void {
  const rows: string[][] = [];
  for (const pair of pairs) {
    const summaries = new Map<SideName, Summary>(sides.map((side) => [side.name, summarize(samples.get(`${pair.label}|${side.name}`) ?? [])]));
    const reference = summaries.get('reference');
    sides.forEach((side, index) => {
      const summary = summaries.get(side.name);
      if (summary) rows.push([index === 0 ? pair.label : '', side.name, ...FIGURES.map((figure) => cell(figure, summary[figure])), '']);
    });
    for (const side of sides) {
      const summary = summaries.get(side.name);
      if (side.name === 'reference' || !summary || !reference) continue;
      const each = ratios(summary, reference);
      rows.push(['', `${side.name} / reference`, ...FIGURES.map((figure) => ratio(each[figure])), verdict(summary, reference)]);
    }
  }
  printTable(
    `Lighthouse mobile, medians of ${runs} run(s) per page per app (ratios: score higher is better, times and CLS lower)`,
    ['pair', 'app', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'verdict'],
    rows,
  );
}

function printLongTasks(pairs: readonly Pair[], sides: readonly Side[], samples: Map<string, LighthouseSample[]>): void {
  const rows: string[][] = [];
  for (const pair of pairs) {
    for (const side of sides) {
      const run = medianRun(samples.get(`${pair.label}|${side.name}`) ?? []);
      if (!run) continue;
      const tasks = longestAfterFirstPaint(run.longTasks, run.fcp, TASKS_SHOWN);
      const where = `${pair.label}, ${side.name}`;
      if (tasks.length === 0) rows.push([where, '—', 'none of 50 ms or more', '']);
      tasks.forEach((task, index) => rows.push([index === 0 ? where : '', ms(task.startTime), ms(task.duration), scriptName(task.url)]));
    }
  }
  printTable(
    `The ${TASKS_SHOWN} longest main-thread tasks after the first paint (FCP) of each page's median run, from Lighthouse's ` +
      'long-tasks audit: simulated durations (its CPU ×4 slowdown applied to the observed trace), on the clock of its simulated FCP',
    ['page, app', 'start', 'duration', 'script'],
    rows,
  );
}

function printAnswerTimes(sides: readonly Side[], pairs: readonly Pair[], samples: Map<string, LighthouseSample[]>): void {
  const signedIn = pairs.filter((pair) => pair.signedIn);
  const of = (side: Side) => signedIn.flatMap((pair) => samples.get(`${pair.label}|${side.name}`) ?? []);
  const rows = sides.flatMap((side) => {
    const paths = side.name === 'reference' ? ['/api/auth/me', '/api/discussions'] : ['/portal/me'];
    return paths.map((path) => {
      const times = answerTimes(of(side), path);
      return [side.name, path, ms(median(times)), String(times.length)];
    });
  });
  printTable(
    'API answer times in the signed-in runs (observed, medians): each app\'s own server, the reference\'s mock API with its ' +
      'networkDelay() set to 0 ms',
    ['app', 'request', 'answered after', 'requests'],
    rows,
  );
}

export async function runSideBySideProfile(options: SideBySideOptions): Promise<void> {
  if (options.referenceSource === undefined) throw new MissingReferenceSource();
  const prepared = await prepareReference(options.referenceSource, options.cacheRoot, options.referencePorts);
  const pairs: Pair[] = [
    { label: 'signed-out root', portalPath: '/', referencePath: '/', signedIn: false },
    { label: 'overview', portalPath: areaUrl('overview', options.customerId), referencePath: '/app', signedIn: true },
    { label: 'work log', portalPath: areaUrl('worklog', options.customerId), referencePath: '/app/discussions', signedIn: true },
    { label: 'detail page', portalPath: areaUrl('bills', options.customerId, [BENCH_BILL]), referencePath: FIRST_DISCUSSION, signedIn: true },
  ];
  const reference = await startReference(prepared, options.referencePorts);
  try {
    for (const language of options.languages) await measureIn(language, options, prepared.notes, pairs, reference);
  } finally {
    await reference.stop();
  }
}

/** Every pair in a browser of one language, alternating the apps, and its figures. */
async function measureIn(language: string, options: SideBySideOptions, notes: readonly string[], pairs: readonly Pair[], reference: ReferenceStack): Promise<void> {
  const browser = await launchForLighthouse(options.chromiumPath, [...options.chromiumFlags, `--lang=${language}`, `--accept-lang=${language}`]);
  try {
    const contextOf = () => browser.createBrowserContext();
    const sides: Side[] = [await portalSide('portal', await contextOf(), options.portal, options.customerId)];
    if (options.before) sides.push(await portalSide('portal before', await contextOf(), options.before, options.customerId));
    sides.push(await referenceSide(await contextOf(), reference, language));

    const loadAtStart = loadAverage();
    const samples = await measure(browser, sides, pairs, options.runs);
    const version = [...samples.values()][0]?.[0]?.version ?? '?';
    console.log(
      `\nSide by side (docs/decisions/0024), browser language ${language}: Lighthouse ${version} mobile (simulated slow 4G, CPU ×4), ` +
        `Chromium ${await browser.version()}, node ${process.version}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
    );
    console.log(
      `portal ${options.portal.portal}${options.before ? `, portal before ${options.before.portal}` : ''}; reference ${REFERENCE_REPOSITORY} ` +
        `${REFERENCE_APP_PATH} at ${REFERENCE_COMMIT}, built from source, on nginx at ${reference.app}, its e2e mock API at ${reference.api}, ` +
        `${REFERENCE_DISCUSSIONS} discussions; both answered by their own servers with no added wait (equal footing)`,
    );
    for (const note of notes) console.log(`  note: ${note}`);
    printFigures(pairs, sides, samples, options.runs);
    printLongTasks(pairs, sides, samples);
    printAnswerTimes(sides, pairs, samples);
    console.log('');
  } finally {
    await browser.close();
  }
}
