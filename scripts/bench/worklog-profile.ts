import type { Browser } from '@playwright/test';
import { previousMonthRange, todayInFinland } from '../../src/features/worklog/index.ts';
import { median } from './metrics.ts';
import type { Stack } from './stack.ts';
import { customChange, navigationToList, presetChange, recordLongTasks, type Sample } from './worklog.ts';

/**
 * The work-log profile of `npm run bench`: the work log with a thousand entries, the CPU 4× slower (no
 * network throttling), signed in through the real login page; over several runs, the time from navigation
 * to the rendered list and the time to apply a range change.
 */
const THROTTLING = 4;
/**
 * Wider than the seed's two years behind today (docs/decisions/0001-seed-lives-in-the-present.md): the service
 * cuts it at 1000 entries. Three years back to the end of this year.
 */
const THIS_YEAR = Number(todayInFinland().slice(0, 4));
const THOUSAND = { from: `${THIS_YEAR - 3}-01-01`, to: `${THIS_YEAR}-12-31` };

const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(label: string, samples: readonly Sample[]): void {
  const of = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const times = samples.map((sample) => sample.ms);
  const entries = [...new Set(samples.map((sample) => sample.entries))].join('/');
  console.log(`${label} (${entries} entries), medians of ${samples.length} runs:`);
  console.log(`  whole list rendered      ${ms(of((s) => s.ms)).padStart(8)}   (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`);
  console.log(`  first part on screen     ${ms(of((s) => s.firstPartMs)).padStart(8)}`);
  console.log(`  parsing the answer       ${ms(of((s) => s.parseMs)).padStart(8)}`);
  console.log(`  rendering after parsing  ${ms(of((s) => s.renderMs)).padStart(8)}`);
  console.log(`  longest main-thread task ${ms(of((s) => s.longestTaskMs)).padStart(8)}`);
  console.log(`  … after the first part   ${ms(of((s) => s.longestTaskAfterFirstPartMs)).padStart(8)}`);
  console.log(`  elements per entry       ${of((s) => s.elementsPerEntry).toFixed(1).padStart(8)}`);
  console.log(`  runs (whole list): ${times.map((t) => t.toFixed(0)).join(', ')}`);
}

export async function runWorklogProfile(browser: Browser, stack: Stack, serve: 'production' | 'dev', runs: number): Promise<void> {
  const context = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await recordLongTasks(page);

    // sign in through the identity provider's login page, as a person would
    await page.goto(`${stack.portal}/cus_aurora/overview`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.sandbox}/idp/`));
    await page.locator('#email').fill('admin@aurora.example');
    await page.locator('#password').fill('portal-demo');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href.startsWith(stack.portal) && !url.pathname.startsWith('/auth/'));

    // once unthrottled, so that the dev server has transformed every module before anything is timed
    await navigationToList(page, stack.portal, THOUSAND);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });

    const lastMonth = previousMonthRange(todayInFinland());
    const navigation: Sample[] = [];
    const toLastMonth: Sample[] = [];
    const toThousand: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      navigation.push(await navigationToList(page, stack.portal, THOUSAND));
      toLastMonth.push(await presetChange(page, lastMonth));
      // a range not asked for before in this page, so nothing comes from the query cache
      toThousand.push(await customChange(page, { from: `${THIS_YEAR - 3}-01-${String(run + 2).padStart(2, '0')}`, to: THOUSAND.to }));
    }

    const served = serve === 'production' ? 'production build on nginx' : 'Vite dev server (development React)';
    console.log(`\nWork log, Chromium ${browser.version()}, CPU throttled ${THROTTLING}×, ${served}\n`);
    report('navigation → list rendered (1000 entries, truncated)', navigation);
    report('range change: 1000 entries → last month (preset)', toLastMonth);
    report('range change: last month → 1000 entries (custom dates)', toThousand);
    console.log('');
  } finally {
    await context.close();
  }
}
