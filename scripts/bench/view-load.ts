import type { Browser } from '@playwright/test';
import { firstDataRequest, layoutShift, meRequest, totalBlockingTime } from './metrics.ts';
import { applySlowMobile, type Viewport } from './mobile-profile.ts';
import { readPageTimings } from './page-timings.ts';
import { watchQuiet } from './page-quiet.ts';
import { restoreSession, type SessionEntries } from './session.ts';
import { recordLongTasks } from './worklog.ts';

/**
 * One signed-in view opened in a new browser context (cold HTTP cache) on the slow mobile profile, timed
 * on the page's clock from its navigation start until the page is quiet (no request in flight for 2 s,
 * or 30 s at the latest). Optionally opened a second time in the same context, to count the hashed
 * assets (/assets/) fetched again from the network.
 */
export interface ViewSample {
  meStart: number;
  meEnd: number;
  /** NaN when the view asked the service for nothing but /me. */
  dataStart: number;
  dataPath: string;
  /** Of the scripts that arrived before the first data request, when the last one ended. */
  lastScriptBeforeData: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  shiftTotal: number;
  /** The largest single shift and the element that moved furthest in it. */
  largestShift: { value: number; source: string } | undefined;
  tbt: number;
  /** Until the page was judged quiet. */
  windowMs: number;
  settled: 'quiet' | 'cap';
  /** Every resource until the first data request had been asked for, by start: where the time went. */
  waterfall: { path: string; startTime: number; responseEnd: number; transferSize: number }[];
  /** Of the second visit, when one was asked for. */
  secondVisit?: { refetched: number; assets: number; refetchedNames: string[] };
}

export interface ViewTarget {
  portal: string;
  serviceBase: string;
  path: string;
}

export async function loadView(
  browser: Browser,
  target: ViewTarget,
  viewport: Viewport,
  session: SessionEntries,
  secondVisit: boolean,
): Promise<ViewSample> {
  const context = await browser.newContext({
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    viewport: { width: viewport.width, height: viewport.height },
  });
  try {
    await restoreSession(context, target.portal, session);
    const page = await context.newPage();
    await recordLongTasks(page);
    await applySlowMobile(context, page);
    const url = `${target.portal}${target.path}`;

    const watch = watchQuiet(page);
    await page.goto(url, { waitUntil: 'commit' });
    const settled = await watch.settled();
    watch.stop();
    const landed = new URL(page.url());
    if (landed.origin !== new URL(target.portal).origin || landed.pathname !== target.path) {
      throw new Error(`${target.path} ended at ${page.url()} (was the session restored?)`);
    }
    const timings = await readPageTimings(page);

    const requests = timings.resources.map(({ url, startTime, responseEnd }) => ({ url, startTime, responseEnd }));
    const me = meRequest(requests, target.serviceBase);
    const data = firstDataRequest(requests, target.serviceBase);
    const dataStart = data?.startTime ?? Number.NaN;
    const scriptsBefore = timings.resources.filter(
      (resource) => new URL(resource.url).pathname.endsWith('.js') && resource.responseEnd <= dataStart,
    );
    const shifts = layoutShift(timings.shifts);
    const sample: ViewSample = {
      meStart: me?.startTime ?? Number.NaN,
      meEnd: me?.responseEnd ?? Number.NaN,
      dataStart,
      dataPath: data ? new URL(data.url).pathname.replace(new URL(target.serviceBase).pathname, '') : '—',
      lastScriptBeforeData: scriptsBefore.length > 0 ? Math.max(...scriptsBefore.map((resource) => resource.responseEnd)) : Number.NaN,
      lcp: timings.lcp,
      lcpElement: timings.lcpElement,
      cls: shifts.cls,
      shiftTotal: shifts.total,
      largestShift: [...timings.shifts].filter((entry) => !entry.hadRecentInput).sort((a, b) => b.value - a.value)[0],
      tbt: totalBlockingTime(timings.longTasks, 0, timings.now),
      windowMs: timings.now,
      settled,
      waterfall: timings.resources
        .filter((resource) => Number.isNaN(dataStart) || resource.startTime <= dataStart)
        .sort((a, b) => a.startTime - b.startTime)
        .map((resource) => ({
          path: new URL(resource.url).pathname,
          startTime: resource.startTime,
          responseEnd: resource.responseEnd,
          transferSize: resource.transferSize,
        })),
    };
    if (!secondVisit) return sample;

    const again = watchQuiet(page);
    await page.goto(url, { waitUntil: 'commit' });
    await again.settled();
    again.stop();
    const revisit = await readPageTimings(page);
    const assets = revisit.resources.filter((resource) => new URL(resource.url).pathname.startsWith('/assets/'));
    const refetched = assets.filter((resource) => resource.transferSize > 0);
    return {
      ...sample,
      secondVisit: {
        refetched: refetched.length,
        assets: assets.length,
        refetchedNames: refetched.map((resource) => new URL(resource.url).pathname),
      },
    };
  } finally {
    await context.close();
  }
}
