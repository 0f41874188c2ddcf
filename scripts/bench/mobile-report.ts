import { AREAS, type Area } from '../../src/portal/areas.ts';
import type { LighthouseSample } from './lighthouse.ts';
import { median } from './metrics.ts';
import { VIEWPORTS, type Viewport } from './mobile-profile.ts';
import type { SignedOutSample } from './signed-out.ts';
import { against, kb, ms, printTable, shift, signedMs } from './table.ts';
import type { ViewSample } from './view-load.ts';

/** The production profile's tables: medians of its samples, each figure beside its goal (docs/decisions/0021, principle 11). */
export const GOALS = {
  idpMs: 1500,
  idpScriptKb: 60,
  dataAfterMeMs: 50,
  cls: 0.05,
  lighthouseScore: 98,
  lighthouseTbtMs: 50,
} as const;

export type ViewSamples = Map<string, ViewSample[]>;
export const viewKey = (area: Area, viewport: Viewport) => `${area}@${viewport.label}`;

export function printSignedOut(deepLink: string, authorizationPath: string, samples: readonly (SignedOutSample & { gzip: number })[]): void {
  const of = (pick: (sample: SignedOutSample & { gzip: number }) => number) => median(samples.map(pick));
  const toIdp = of((s) => s.toIdpMs);
  const gzip = of((s) => s.gzip);
  const encodings = [...new Set(samples.flatMap((s) => s.encodings))].join('/');
  printTable(
    `1. Signed out, deep link ${deepLink}, cold cache, 390×844: until the browser asks ${authorizationPath} (medians of ${samples.length})`,
    ['figure', 'measured', 'goal', ''],
    [
      ['time to the authorization request', ms(toIdp), `≤ ${GOALS.idpMs} ms`, against(toIdp <= GOALS.idpMs)],
      ['script before it, gzip (build’s .gz sizes)', kb(gzip), `≤ ${GOALS.idpScriptKb} KB`, against(gzip / 1000 <= GOALS.idpScriptKb)],
      [`script before it, on the wire (${encodings}, headers incl.)`, kb(of((s) => s.scriptBytes)), '', ''],
      ['script files before it', String(of((s) => s.scriptFiles)), '', ''],
      ['requests before it (the document’s included)', String(of((s) => s.requests)), '', ''],
    ],
  );
  console.log(`  Network clock (DevTools Protocol) from the document's request. Runs: ${samples.map((s) => s.toIdpMs.toFixed(0)).join(', ')} ms`);
}

export function printViews(samples: ViewSamples, areas: Area[], runs: number): void {
  for (const viewport of VIEWPORTS) {
    const rows = areas.map((area) => {
      const of = (pick: (sample: ViewSample) => number) => median((samples.get(viewKey(area, viewport)) ?? []).map(pick));
      const gap = of((s) => s.dataStart - s.meEnd);
      const cls = of((s) => s.cls);
      const capped = (samples.get(viewKey(area, viewport)) ?? []).some((s) => s.settled === 'cap');
      return [
        AREAS[area].segment,
        ms(of((s) => s.meEnd)),
        ms(of((s) => s.dataStart)),
        signedMs(gap),
        Number.isNaN(gap) ? '' : against(gap <= GOALS.dataAfterMeMs),
        ms(of((s) => s.lcp)),
        shift(cls),
        against(cls < GOALS.cls),
        ms(of((s) => s.tbt)),
        `${(of((s) => s.windowMs) / 1000).toFixed(1)} s${capped ? '*' : ''}`,
        samples.get(viewKey(area, viewport))?.[0]?.dataPath ?? '',
      ];
    });
    printTable(
      `2. Signed in, cold cache, ${viewport.width}×${viewport.height} (medians of ${runs}; goals: data ≤ +${GOALS.dataAfterMeMs} ms after /me, CLS < ${GOALS.cls})`,
      ['view', '/me end', 'data start', 'data − /me', '', 'LCP', 'CLS', '', 'TBT', 'window', 'first data request'],
      rows,
    );
  }
  console.log(
    '  Page clock from navigation start. /me end: its responseEnd; data start: startTime of the first service request other than\n' +
      '  /me and /runtime-config.json. CLS: the largest session window of shifts without recent input (1 s gap, 5 s cap).\n' +
      '  TBT: Σ max(0, long task − 50 ms) from navigation start until the page was quiet (no request for 2 s, 30 s at most;\n' +
      '  * = the cap was reached): the "window" column.',
  );
  const details = areas.map((area) => {
    const of = (pick: (sample: ViewSample) => number) => median((samples.get(viewKey(area, VIEWPORTS[0])) ?? []).map(pick));
    return [
      AREAS[area].segment,
      ms(of((s) => s.meStart)),
      ms(of((s) => s.lastScriptBeforeData)),
      samples.get(viewKey(area, VIEWPORTS[0]))?.[0]?.lcpElement ?? '',
    ];
  });
  printTable(`   Where the time goes at ${VIEWPORTS[0].width} (medians)`, ['view', '/me start', 'last script in before data', 'LCP element (run 1)'], details);

  const moves = areas.flatMap((area) =>
    VIEWPORTS.map((viewport) => {
      const largest = samples.get(viewKey(area, viewport))?.[0]?.largestShift;
      return [`${AREAS[area].segment} @${viewport.label}`, largest ? shift(largest.value) : '—', largest?.source ?? ''];
    }),
  );
  printTable('   What moves (run 1): the largest single layout shift and the element that moved furthest in it', ['view', 'shift', 'element, top before→after'], moves);

  const shown: Area = areas.includes('worklog') ? 'worklog' : (areas[0] ?? 'overview');
  const waterfall = samples.get(viewKey(shown, VIEWPORTS[0]))?.[0]?.waterfall ?? [];
  printTable(
    `   ${AREAS[shown].segment} at ${VIEWPORTS[0].width}, run 1: every request until its first data request (the document’s own not listed)`,
    ['resource', 'start', 'end', 'transferred'],
    waterfall.map((resource) => [resource.path, ms(resource.startTime), ms(resource.responseEnd), kb(resource.transferSize)]),
  );
}

export function printSecondVisit(samples: ViewSamples, areas: Area[]): void {
  const rows = areas.map((area) => {
    const visit = samples.get(viewKey(area, VIEWPORTS[0]))?.[0]?.secondVisit;
    return [
      AREAS[area].segment,
      visit ? String(visit.refetched) : '—',
      visit ? String(visit.assets) : '—',
      visit ? against(visit.refetched === 0) : '',
      visit?.refetchedNames.slice(0, 3).join(' ') ?? '',
    ];
  });
  printTable(
    '3. Second visit (the same URL again in the same context, 1280×800): /assets/ files fetched from the network again (goal 0)',
    ['view', 'fetched again', 'of /assets/ loaded', '', 'for example'],
    rows,
  );
  console.log('  Fetched again: resource timing transferSize > 0 (a 304 revalidation counts; disk or memory cache does not).');
}

export interface LighthouseTarget {
  label: string;
  signedIn: boolean;
}

export function printLighthouse(targets: readonly LighthouseTarget[], samples: Map<string, LighthouseSample[]>, runs: number): void {
  const rows = targets.map((target) => {
    const list = samples.get(target.label) ?? [];
    const of = (pick: (sample: LighthouseSample) => number) => median(list.map(pick));
    const score = of((s) => s.score);
    const tbt = of((s) => s.tbt);
    return [
      target.label,
      score.toFixed(0),
      target.signedIn ? against(score >= GOALS.lighthouseScore) : '',
      ms(of((s) => s.fcp)),
      ms(of((s) => s.lcp)),
      ms(tbt),
      target.signedIn ? against(tbt < GOALS.lighthouseTbtMs) : '',
      shift(of((s) => s.cls)),
      ms(of((s) => s.speedIndex)),
      list[0] ? new URL(list[0].finalUrl).pathname : '',
    ];
  });
  const version = [...samples.values()][0]?.[0]?.version ?? '';
  printTable(
    `4. Lighthouse ${version}, mobile defaults (simulated slow 4G, CPU ×4, Moto G Power screen), medians of ${runs}; goals on signed-in views: score ≥ ${GOALS.lighthouseScore}, TBT < ${GOALS.lighthouseTbtMs} ms`,
    ['page', 'score', '', 'FCP', 'LCP', 'TBT', '', 'CLS', 'Speed Index', 'final URL path'],
    rows,
  );
  console.log(
    '  signed out / (to the IdP): Lighthouse follows the portal’s redirect to the identity provider and scores the page it ends\n' +
      '  on (the provider’s login page, final URL above): its metrics span the portal’s boot, the redirect and that page.\n' +
      '  The portal’s own part of it (until it leaves for the provider) is section 1; Lighthouse cannot be stopped there\n' +
      '  (its blockedUrlPatterns do not stop a top-level navigation).\n' +
      '  Signed-in runs use a tab signed in once, its sessionStorage kept (disableStorageReset) and its HTTP cache cleared before each run.',
  );
}
