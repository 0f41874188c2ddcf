import path from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { runBooksProfile } from './bench/books-profile.ts';
import { runMessagesProfile } from './bench/messages-profile.ts';
import { MOBILE_PARTS, runMobileProfile, type MobilePart } from './bench/mobile.ts';
import { startStack, type Stack } from './bench/stack.ts';
import { runWorklogProfile } from './bench/worklog-profile.ts';

/**
 * `npm run bench`: figures of the portal on a slow machine. A script, not a test: it prints figures (with
 * the goals beside them) and asserts nothing about them (DESIGN.md principle 7). It starts its own sandbox
 * and portal (scripts/start.ts, its own ports and data folder, reset to the seed) and signs in through
 * the real login page in Chromium. Three profiles; with no argument all run, the books first:
 *
 *   npm run bench                          every profile
 *   npm run bench -- --profile=books       the books over HTTP (issue 29): the transactions window and the year's
 *                                          statements with 100 000 ledger rows (BENCH_LEDGER_ROWS), in a sandbox
 *                                          of its own started in this process (no portal, no browser)
 *   npm run bench -- --profile=messages    the messages over HTTP (issue 30): a thread of 1 000 messages and 50 others,
 *                                          its first read, an older page, the poll with `after`, the unread summary and
 *                                          the thread list, in a sandbox of its own started in this process
 *   npm run bench -- --profile=worklog     the work log with a thousand entries, CPU 4× slower
 *                                          (BENCH_SERVE=dev: on the dev server instead of the production build)
 *   npm run bench -- --profile=mobile      the production profile (DESIGN.md principle 11): the nginx serve on
 *   npm run bench:mobile                   the slow mobile profile (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4):
 *                                          signed out to the identity provider, every main view signed in with a
 *                                          cold cache at 1280 and 390 px (/me vs first data, LCP, CLS, TBT),
 *                                          the second visit's refetched assets, and Lighthouse (mobile)
 *
 * BENCH_PROFILE=books|messages|worklog|mobile|all does the same as --profile. BENCH_RUNS: runs per figure
 * (books, messages and work log 5, mobile 3 by default); BENCH_LIGHTHOUSE_RUNS: Lighthouse runs per page (3; 0
 * skips Lighthouse); BENCH_MOBILE_PARTS: some of signed-out,views,lighthouse (all by default; "views" includes the second visit);
 * BENCH_PORTAL_PORT / BENCH_SANDBOX_PORT: the ports (5291 / 4121); BENCH_CUSTOMER: the company (cus_aurora).
 * The production serve builds the portal into dist/.
 */

type Profile = 'books' | 'messages' | 'worklog' | 'mobile';
const PROFILES: readonly Profile[] = ['books', 'messages', 'worklog', 'mobile'];

function chosenProfiles(): Profile[] {
  const argument = process.argv.slice(2).find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
  const chosen = argument ?? process.env.BENCH_PROFILE ?? 'all';
  if (chosen === 'all') return [...PROFILES];
  const named = chosen.split(',');
  const unknown = named.filter((name) => !PROFILES.includes(name as Profile));
  if (unknown.length > 0) {
    console.error(`[bench] unknown profile ${unknown.join(', ')}: choose books, messages, worklog, mobile or all`);
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
    const serve = profile === 'mobile' ? 'production' : WORKLOG_SERVE;
    if (profile === 'mobile' && process.env.BENCH_SERVE === 'dev') {
      console.log('[bench] the mobile profile measures the production serve; BENCH_SERVE=dev applies to the work log only');
    }
    // one stack for both profiles when they measure the same serve (one build)
    if (running?.serve !== serve) {
      await running?.stack.stop();
      running = undefined;
      console.log(`[bench] starting the sandbox and the portal (${serve}) on ports ${SANDBOX_PORT} and ${PORTAL_PORT}…`);
      running = { serve, stack: await startStack(PORTAL_PORT, SANDBOX_PORT, serve) };
    }
    const { stack } = running;
    if (profile === 'worklog') await runWorklogProfile(browser, stack, serve, runsOr(5));
    else {
      await runMobileProfile({
        stack,
        browser,
        runs: runsOr(3),
        lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
        chromiumPath: launchOptions.executablePath ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
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
