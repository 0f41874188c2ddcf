import path from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { runBooksProfile } from './bench/books-profile.ts';
import { runMessagesProfile } from './bench/messages-profile.ts';
import { MOBILE_PARTS, runMobileProfile, type MobilePart } from './bench/mobile.ts';
import { BENCH_LANGUAGES, MissingReferenceSource, runSideBySideProfile } from './bench/side-by-side.ts';
import { startStack, type Stack } from './bench/stack.ts';
import { runWorklogProfile } from './bench/worklog-profile.ts';

/**
 * `npm run bench`: figures of the portal on a slow machine. A script, not a test: it prints figures (with
 * the goals beside them) and asserts nothing about them (docs/decisions/0021, principle 7). It starts its own sandbox
 * and portal (scripts/start.ts, its own ports and data folder, reset to the seed) and signs in through
 * the real login page in Chromium. Three profiles; with no argument all run, the books first:
 *
 *   npm run bench                          every profile
 *   npm run bench -- --profile=books       the books over HTTP (docs/decisions/0014): the transactions window and the year's
 *                                          statements with 100 000 ledger rows (BENCH_LEDGER_ROWS), in a sandbox
 *                                          of its own started in this process (no portal, no browser)
 *   npm run bench -- --profile=messages    the messages over HTTP (docs/decisions/0013): a thread of 1 000 messages and 50 others,
 *                                          its first read, an older page, the poll with `after`, the unread summary and
 *                                          the thread list, in a sandbox of its own started in this process
 *   npm run bench -- --profile=worklog     the work log with a thousand entries, CPU 4× slower
 *                                          (BENCH_SERVE=dev: on the dev server instead of the production build)
 *   npm run bench -- --profile=mobile      the production profile (docs/decisions/0021, principle 11): the nginx serve on
 *   npm run bench:mobile                   the slow mobile profile (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4):
 *                                          signed out to the identity provider, every main view signed in with a
 *                                          cold cache at 1280 and 390 px (/me vs first data, LCP, CLS, TBT),
 *                                          the second visit's refetched assets, and Lighthouse (mobile)
 *   npm run bench -- --profile=side-by-side the portal against a reference React app (docs/decisions/0024), Lighthouse mobile on
 *   npm run bench:side-by-side             four page pairs in one alternating run per browser language (BENCH_LANGUAGES,
 *                                          fi,en); not part of "all", as it needs the reference's source
 *                                          (BENCH_REFERENCE_SOURCE, see scripts/bench/side-by-side.ts)
 *
 * BENCH_PROFILE=books|messages|worklog|mobile|side-by-side|all does the same as --profile. BENCH_RUNS: runs per figure
 * (books, messages and work log 5, mobile 3 by default); BENCH_LIGHTHOUSE_RUNS: Lighthouse runs per page (3; 0
 * skips Lighthouse); BENCH_MOBILE_PARTS: some of signed-out,views,lighthouse (all by default; "views" includes the second visit);
 * BENCH_PORTAL_PORT / BENCH_SANDBOX_PORT: the ports (5291 / 4121); BENCH_CUSTOMER: the company (cus_aurora).
 * The production serve builds the portal into dist/.
 */

type Profile = 'books' | 'messages' | 'worklog' | 'mobile' | 'side-by-side';
const PROFILES: readonly Profile[] = ['books', 'messages', 'worklog', 'mobile', 'side-by-side'];
/** What "all" runs: every profile that needs nothing from outside the project. */
const ALL: readonly Profile[] = ['books', 'messages', 'worklog', 'mobile'];

function chosenProfiles(): Profile[] {
  const argument = process.argv.slice(2).find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
  const chosen = argument ?? process.env.BENCH_PROFILE ?? 'all';
  if (chosen === 'all') return [...ALL];
  const named = chosen.split(',');
  const unknown = named.filter((name) => !PROFILES.includes(name as Profile));
  if (unknown.length > 0) {
    console.error(`[bench] unknown profile ${unknown.join(', ')}: choose books, messages, worklog, mobile, side-by-side or all`);
    process.exit(2);
  }
  return named as Profile[];
}

/** BENCH_MOBILE_PARTS=signed-out,views,lighthouse: a part of the mobile profile only (all by default). */
function mobileParts(): Set<MobilePart> {
  const named = process.env.BENCH_MOBILE_PARTS?.split(',').filter(Boolean) ?? [...MOBILE_PARTS];
  const unknown = named.filter((name) => !MOBILE_PARTS.includes(name as MobilePart));
  if (unknown.length > 0) throw new Error(`unknown BENCH_MOBILE_PARTS ${unknown.join(', ')}: choose from ${MOBILE_PARTS.join(', ')}`);
  return new Set(named as MobilePart[]);
}

const profiles = chosenProfiles();
const referenceSource = process.env.BENCH_REFERENCE_SOURCE || undefined;
if (profiles.includes('side-by-side') && referenceSource === undefined) {
  console.error(`[bench] ${new MissingReferenceSource().message}`);
  process.exit(1);
}
/** A second portal stack already running (an older tree), measured as "portal before" by the side-by-side profile. */
function beforeStack(): { portal: string; sandbox: string } | undefined {
  const portal = process.env.BENCH_BEFORE_PORTAL;
  const sandbox = process.env.BENCH_BEFORE_SANDBOX;
  if (!portal && !sandbox) return undefined;
  if (!portal || !sandbox) throw new Error('BENCH_BEFORE_PORTAL and BENCH_BEFORE_SANDBOX go together (the URLs of a running portal and its sandbox)');
  return { portal: portal.replace(/\/+$/, ''), sandbox: sandbox.replace(/\/+$/, '') };
}
/** What a customer is served (the production build) unless BENCH_SERVE=dev asks for the dev server (work log only). */
const WORKLOG_SERVE = process.env.BENCH_SERVE === 'dev' ? 'dev' : 'production';
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 5291);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4121);
const runsOr = (fallback: number) => Number(process.env.BENCH_RUNS ?? fallback);

const launchOptions: LaunchOptions = playwrightConfig.projects?.[0]?.use?.launchOptions ?? {};
const root = path.resolve(import.meta.dirname, '..');

let running: { serve: 'production' | 'dev'; stack: Stack } | undefined;
const browser = await chromium.launch(launchOptions);
try {
  for (const profile of profiles) {
    if (profile === 'books') {
      await runBooksProfile(runsOr(5));
      continue;
    }
    if (profile === 'messages') {
      await runMessagesProfile(runsOr(5));
      continue;
    }
    const serve = profile === 'worklog' ? WORKLOG_SERVE : 'production';
    if (profile !== 'worklog' && process.env.BENCH_SERVE === 'dev') {
      console.log(`[bench] the ${profile} profile measures the production serve; BENCH_SERVE=dev applies to the work log only`);
    }
    // one stack for both profiles when they measure the same serve (one build)
    if (running?.serve !== serve) {
      await running?.stack.stop();
      running = undefined;
      console.log(`[bench] starting the sandbox and the portal (${serve}) on ports ${SANDBOX_PORT} and ${PORTAL_PORT}…`);
      running = { serve, stack: await startStack(PORTAL_PORT, SANDBOX_PORT, serve) };
    }
    const { stack } = running;
    const chromiumPath = launchOptions.executablePath ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (profile === 'worklog') await runWorklogProfile(browser, stack, serve, runsOr(5));
    else if (profile === 'side-by-side') {
      await runSideBySideProfile({
        portal: stack,
        before: beforeStack(),
        runs: runsOr(5),
        chromiumPath,
        chromiumFlags: launchOptions.args ?? [],
        customerId: process.env.BENCH_CUSTOMER ?? 'cus_aurora',
        referenceSource,
        referencePorts: { app: Number(process.env.BENCH_REFERENCE_PORT ?? 3000), api: Number(process.env.BENCH_REFERENCE_API_PORT ?? 8080) },
        cacheRoot: path.join(root, 'node_modules', '.cache', 'bench-reference'),
        languages: process.env.BENCH_LANGUAGES?.split(',').filter(Boolean) ?? BENCH_LANGUAGES,
      });
    } else {
      await runMobileProfile({
        stack,
        browser,
        runs: runsOr(3),
        lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
        chromiumPath,
        chromiumFlags: launchOptions.args ?? [],
        customerId: process.env.BENCH_CUSTOMER ?? 'cus_aurora',
        distDir: path.join(root, 'dist'),
        parts: mobileParts(),
      });
    }
  }
} finally {
  await browser.close();
  await running?.stack.stop();
}
