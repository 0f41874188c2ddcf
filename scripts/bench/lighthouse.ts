import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../sandbox/idp/demo-people.ts';
import { ACCESS_HINT_KEY } from '../../src/portal/access-hint.ts';
import { DEMO_ADMIN } from './session.ts';

/**
 * Lighthouse (its default mobile settings: a Moto G Power screen, simulated slow 4G and a 4× slower CPU)
 * with the system Chromium, launched by puppeteer-core and handed to Lighthouse as a page. Signed-in runs
 * use the tab that signed in, with disableStorageReset so that its sessionStorage (the session) stays;
 * the HTTP cache is cleared before each run over the DevTools Protocol, so every run is a cold load.
 */
export interface LighthouseSample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  finalUrl: string;
  version: string;
  /** Lighthouse's long-tasks audit: its 20 longest main-thread tasks, on the same (simulated) clock as the metrics. */
  longTasks: AttributedTask[];
  /** Every request of the load, observed (not simulated) times. */
  requests: ObservedRequest[];
}

export interface AttributedTask {
  /** The script the task is attributed to, or Lighthouse's "Unattributable". */
  url: string;
  startTime: number;
  duration: number;
}

export interface ObservedRequest {
  url: string;
  start: number;
  end: number;
}

/** A table audit's rows, each with the named fields, skipping rows that lack them. */
function rows<T extends object>(details: unknown, fields: { [K in keyof T]: T[K] extends number ? 'number' : 'string' }): T[] {
  const items = typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items) ? (details.items as unknown[]) : [];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const row: Record<string, unknown> = {};
    for (const [field, kind] of Object.entries(fields)) {
      const value: unknown = (item as Record<string, unknown>)[field];
      if (typeof value !== kind) return [];
      row[field] = value;
    }
    return [row as T];
  });
}

/** With the project's Chromium flags (playwright.config.ts) and new headless. */
export async function launchForLighthouse(executablePath: string, flags: readonly string[]): Promise<Browser> {
  // headless comes from our own flag (new headless), not from puppeteer's choice
  return puppeteer.launch({ executablePath, headless: false, args: [...flags, '--headless=new'], defaultViewport: null });
}

async function audit(page: Page, url: string, keepStorage: boolean): Promise<LighthouseSample> {
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    version: lhr.lighthouseVersion,
    longTasks: rows<AttributedTask>(lhr.audits['long-tasks']?.details, { url: 'string', startTime: 'number', duration: 'number' }),
    requests: rows<{ url: string; networkRequestTime: number; networkEndTime: number }>(lhr.audits['network-requests']?.details, {
      url: 'string',
      networkRequestTime: 'number',
      networkEndTime: 'number',
    }).map((request) => ({ url: request.url, start: request.networkRequestTime, end: request.networkEndTime })),
  };
}

/** A signed-out run in a fresh browser context (Lighthouse resets storage itself). */
export async function auditSignedOut(browser: Browser, url: string): Promise<LighthouseSample> {
  const context = await browser.createBrowserContext();
  try {
    return await audit(await context.newPage(), url, false);
  } finally {
    await context.close();
  }
}

/**
 * A tab signed in through the identity provider's login page, for signed-in runs (in a context of its own when
 * given one). It is ready once the portal has also kept the roles it read from /me (the access hint): without
 * them the boot of the first measured load would send fewer reads ahead.
 */
export async function signedInPage(browser: Browser | BrowserContext, portal: string, sandbox: string, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${portal}${path}`);
  await page.waitForFunction((idp) => window.location.href.startsWith(idp), { timeout: 30_000 }, `${sandbox}/idp/`);
  await page.waitForSelector('#email');
  await page.type('#email', DEMO_ADMIN.email);
  await page.type('#password', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForFunction(
    (origin) => window.location.origin === origin && !window.location.pathname.startsWith('/auth/'),
    { timeout: 30_000 },
    new URL(portal).origin,
  );
  await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:')));
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, { timeout: 30_000 }, ACCESS_HINT_KEY);
  return page;
}

/** A signed-in run in the signed-in tab, from a cold HTTP cache. */
export async function auditSignedIn(page: Page, url: string): Promise<LighthouseSample> {
  // with several signed-in tabs open, a tab in the background may not paint, and its trace has no navigation
  await page.bringToFront();
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  const sample = await audit(page, url, true);
  if (!sample.finalUrl.startsWith(url)) throw new Error(`Lighthouse on ${url} ended at ${sample.finalUrl} (was the session kept?)`);
  return sample;
}
