import type { Browser } from '@playwright/test';
import { AREAS, areaUrl, type Area } from '../../src/portal/areas.ts';
import { gzipBytes } from './gzip-size.ts';
import { auditSignedIn, auditSignedOut, launchForLighthouse, signedInPage, type LighthouseSample } from './lighthouse.ts';
import { printLighthouse, printSecondVisit, printSignedOut, printViews, viewKey, type ViewSamples } from './mobile-report.ts';
import { describeProfile, VIEWPORTS } from './mobile-profile.ts';
import { openers } from './openers.ts';
import { DEMO_ADMIN, sessionPool, type SessionEntries } from './session.ts';
import { signedOutToIdp, type SignedOutSample } from './signed-out.ts';
import type { Stack } from './stack.ts';
import { loadView } from './view-load.ts';

/**
 * The production profile of `npm run bench` (docs/decisions/0021, principle 11, docs/decisions/0022): the nginx serve on the slow
 * mobile profile. Prints, with the goals beside them: signed out, the way to the identity provider; signed
 * in with a cold cache, per main view, /me against the first data request, LCP, CLS and TBT at 1280 and
 * 390 px; the hashed assets a second visit fetches again; and Lighthouse's mobile scores.
 */
export interface MobileOptions {
  stack: Stack;
  browser: Browser;
  runs: number;
  lighthouseRuns: number;
  chromiumPath: string;
  chromiumFlags: readonly string[];
  customerId: string;
  /** Where the stack built the portal (for the scripts' gzip sizes). */
  distDir: string;
  /** Which parts run (all by default). */
  parts: ReadonlySet<MobilePart>;
}

export const MOBILE_PARTS = ['signed-out', 'views', 'lighthouse'] as const;
export type MobilePart = (typeof MOBILE_PARTS)[number];

interface Discovered {
  serviceBase: string;
  authorizationEndpoint: string;
}

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Where the service and the identity provider's authorization endpoint are, as the portal is told. */
async function discover(portal: string): Promise<Discovered> {
  const config = (await json(`${portal}/runtime-config.json`)) as { serviceUrl: string; authority: string };
  const discovery = (await json(`${config.authority.replace(/\/$/, '')}/.well-known/openid-configuration`)) as {
    authorization_endpoint: string;
  };
  return { serviceBase: new URL(config.serviceUrl, portal).href.replace(/\/$/, ''), authorizationEndpoint: discovery.authorization_endpoint };
}

const progress = (text: string) => process.stderr.write(text);

async function signedOut(options: MobileOptions, found: Discovered): Promise<void> {
  const deepLink = areaUrl('worklog', options.customerId);
  const samples: (SignedOutSample & { gzip: number })[] = [];
  progress(`[bench] signed out, ${deepLink}: `);
  for (let run = 0; run < options.runs; run += 1) {
    const sample = await signedOutToIdp(options.browser, `${options.stack.portal}${deepLink}`, found.authorizationEndpoint);
    samples.push({ ...sample, gzip: await gzipBytes(options.distDir, sample.scriptUrls) });
    progress('.');
  }
  progress('\n');
  printSignedOut(deepLink, new URL(found.authorizationEndpoint).pathname, samples);
}

async function signedInViews(options: MobileOptions, found: Discovered, sessionOf: (email: string) => Promise<SessionEntries>, who: Map<Area, string>): Promise<ViewSamples> {
  const areas = [...who.keys()];
  const samples: ViewSamples = new Map();
  progress(`[bench] signed in, cold cache, ${areas.length} views × ${VIEWPORTS.length} viewports × ${options.runs} runs: `);
  // runs outermost, so that a slow moment of the machine spreads over every view instead of one
  for (let run = 0; run < options.runs; run += 1) {
    for (const viewport of VIEWPORTS) {
      for (const area of areas) {
        const target = { portal: options.stack.portal, serviceBase: found.serviceBase, path: areaUrl(area, options.customerId) };
        const session = await sessionOf(who.get(area) ?? DEMO_ADMIN.email);
        const sample = await loadView(options.browser, target, viewport, session, run === 0 && viewport === VIEWPORTS[0]);
        samples.set(viewKey(area, viewport), [...(samples.get(viewKey(area, viewport)) ?? []), sample]);
        progress('.');
      }
    }
  }
  progress('\n');
  return samples;
}

async function lighthouseRuns(options: MobileOptions): Promise<void> {
  const { portal, sandbox } = options.stack;
  const targets = [
    { label: 'signed out / (to the IdP)', path: '/', signedIn: false },
    { label: 'overview', path: areaUrl('overview', options.customerId), signedIn: true },
    { label: 'worklog', path: areaUrl('worklog', options.customerId), signedIn: true },
  ];
  const samples = new Map<string, LighthouseSample[]>();
  progress(`[bench] Lighthouse, ${targets.length} targets × ${options.lighthouseRuns} runs: `);
  const browser = await launchForLighthouse(options.chromiumPath, options.chromiumFlags);
  try {
    const signedIn = await signedInPage(browser, portal, sandbox, areaUrl('overview', options.customerId));
    for (let run = 0; run < options.lighthouseRuns; run += 1) {
      for (const target of targets) {
        const url = `${portal}${target.path}`;
        const sample = target.signedIn ? await auditSignedIn(signedIn, url) : await auditSignedOut(browser, url);
        samples.set(target.label, [...(samples.get(target.label) ?? []), sample]);
        progress('.');
      }
    }
  } finally {
    await browser.close();
  }
  progress('\n');
  printLighthouse(targets, samples, options.lighthouseRuns);
}

export async function runMobileProfile(options: MobileOptions): Promise<void> {
  const found = await discover(options.stack.portal);
  console.log(`\nProduction profile: nginx serve, Chromium ${options.browser.version()}, slow mobile (${describeProfile()})`);
  if (options.parts.has('signed-out')) await signedOut(options, found);

  if (options.parts.has('views')) {
    const sessionOf = sessionPool(options.browser, options.stack.portal, options.stack.sandbox, areaUrl('overview', options.customerId));
    const who = openers(options.customerId, DEMO_ADMIN.email);
    const areas = [...who.keys()];
    const others = areas.filter((area) => who.get(area) !== DEMO_ADMIN.email);
    console.log(
      `\nSigned-in views: every area of src/portal/areas.ts, opened by ${DEMO_ADMIN.email}` +
        (others.length > 0 ? `; ${others.map((area) => `${AREAS[area].segment} by ${who.get(area)}`).join(', ')} (the admin may not open it)` : ''),
    );
    const views = await signedInViews(options, found, sessionOf, who);
    printViews(views, areas, options.runs);
    printSecondVisit(views, areas);
  }

  if (options.parts.has('lighthouse') && options.lighthouseRuns > 0) await lighthouseRuns(options);
  else if (options.parts.has('lighthouse')) console.log('\n4. Lighthouse skipped (BENCH_LIGHTHOUSE_RUNS=0)');
  console.log('');
}
