import type { Page } from '@playwright/test';
import { WORKLOG_MARKS } from '../../src/features/worklog/perf-marks.ts';

/**
 * The work log's figures, read from the page's own User Timing marks (src/features/worklog/perf-marks.ts)
 * and the browser's resource and long-task timings, all on the page's clock. A navigation is timed from
 * its start (the page's timeOrigin); a range change from the moment the picker took the choice.
 */

export interface Sample {
  /** Until the whole list had been rendered and painted. */
  ms: number;
  /** Until the first part of a long list was on screen (the whole list's time for a short one). */
  firstPartMs: number;
  /** Of `ms`: parsing the answer with the contract's schema. */
  parseMs: number;
  /** Of `ms`: rendering after the answer had been parsed. */
  renderMs: number;
  /**
   * The longest main-thread task in the measured span: how long input could have waited. For a range change,
   * from the task in which the picker took the choice (the tasks before it are the bench's own clicking).
   */
  longestTaskMs: number;
  /** The longest task that began after the first part was on screen: while the rest of the list was drawn. */
  longestTaskAfterFirstPartMs: number;
  /** Elements the list's tables are made of, per entry shown (its weeks, days and rows). */
  elementsPerEntry: number;
  entries: number;
}

declare global {
  interface Window {
    __benchLongTasks?: { startTime: number; duration: number }[];
  }
}

/** Records long tasks from the first script of every document on (they are not buffered otherwise). */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks?.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

interface Timings {
  renderedAt: number;
  firstPartAt: number;
  answeredAt: number;
  parsedAt: number;
  longestTask: number;
  longestTaskAfterFirstPart: number;
  listElements: number;
  entries: number;
}

/** Waits until the list of `range` has been rendered after `since` and reads every timing of it. */
async function timingsOf(page: Page, range: { from: string; to: string }, since: number): Promise<Timings> {
  const handle = await page.waitForFunction(
    ({ marks, from, to, since }) => {
      // no named helper functions in here: the bundler would wrap them in a helper the page lacks
      const byName = new Map<string, PerformanceMark[]>();
      for (const mark of performance.getEntriesByType('mark')) {
        if (!(mark instanceof PerformanceMark) || mark.startTime < since) continue;
        const detail: unknown = mark.detail;
        if (typeof detail !== 'object' || detail === null || !('from' in detail) || !('to' in detail)) continue;
        if (detail.from !== from || detail.to !== to) continue;
        byName.set(mark.name, [...(byName.get(mark.name) ?? []), mark]);
      }
      const rendered = byName.get(marks.listRendered)?.[0];
      if (!rendered) return null;
      const parsed = (byName.get(marks.answerParsed) ?? []).filter((mark) => mark.startTime <= rendered.startTime);
      const parsedAt = Math.max(...parsed.map((mark) => mark.startTime));
      const firstParts = (byName.get(marks.firstPartRendered) ?? []).filter((mark) => mark.startTime <= rendered.startTime);
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/portal/worklog?') && entry.name.includes(`from=${from}&to=${to}`));
      const detail: unknown = rendered.detail;
      const firstPartAt = firstParts.length > 0 ? Math.min(...firstParts.map((mark) => mark.startTime)) : rendered.startTime;
      // A range change's tasks from the one that took the choice on: Playwright's own script, which finds the
      // picker's control in the page before it clicks, runs in tasks of the page too, and is not the portal's.
      const selected = performance.getEntriesByName(marks.rangeSelected, 'mark').filter((mark) => mark.startTime >= since);
      const tasksFrom = since === 0 || selected.length === 0 ? since : Math.max(...selected.map((mark) => mark.startTime));
      const tasks = (window.__benchLongTasks ?? []).filter(
        (task) => task.startTime + task.duration >= tasksFrom && task.startTime <= rendered.startTime,
      );
      return {
        renderedAt: rendered.startTime,
        firstPartAt,
        answeredAt: Math.max(...answers.map((entry) => entry.startTime + entry.duration)),
        parsedAt,
        longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
        longestTaskAfterFirstPart: Math.max(0, ...tasks.filter((task) => task.startTime >= firstPartAt).map((task) => task.duration)),
        // each week's table with its wrapper
        listElements: [...document.querySelectorAll('table')].reduce((sum, table) => sum + 2 + table.querySelectorAll('*').length, 0),
        entries: typeof detail === 'object' && detail !== null && 'entries' in detail ? Number(detail.entries) : NaN,
      };
    },
    { marks: WORKLOG_MARKS, from: range.from, to: range.to, since },
    { timeout: 120_000, polling: 50 },
  );
  const timings = await handle.jsonValue();
  if (!timings) throw new Error('the list was not rendered');
  return timings;
}

function sampleOf(timings: Timings, start: number): Sample {
  return {
    ms: timings.renderedAt - start,
    firstPartMs: timings.firstPartAt - start,
    parseMs: timings.parsedAt - timings.answeredAt,
    renderMs: timings.renderedAt - timings.parsedAt,
    longestTaskMs: timings.longestTask,
    longestTaskAfterFirstPartMs: timings.longestTaskAfterFirstPart,
    elementsPerEntry: timings.listElements / timings.entries,
    entries: timings.entries,
  };
}

const pageClock = (page: Page) => page.evaluate(() => performance.now());

const lastRangeSelected = (page: Page) =>
  page.evaluate((name) => {
    const marks = performance.getEntriesByName(name, 'mark');
    const last = marks[marks.length - 1];
    if (!last) throw new Error('no range-selected mark');
    return last.startTime;
  }, WORKLOG_MARKS.rangeSelected);

/** Opens the work log afresh (a full navigation) and times it until the list has been rendered. */
export async function navigationToList(page: Page, portal: string, range: { from: string; to: string }): Promise<Sample> {
  await page.goto(`${portal}/cus_aurora/worklog?from=${range.from}&to=${range.to}`);
  return sampleOf(await timingsOf(page, range, 0), 0);
}

/** Picks "last month" in the range picker and times it until that month's list has been rendered. */
export async function presetChange(page: Page, lastMonth: { from: string; to: string }): Promise<Sample> {
  const before = await pageClock(page);
  await page.getByRole('radio', { name: /Edellinen kuukausi/ }).check();
  const timings = await timingsOf(page, lastMonth, before);
  return sampleOf(timings, await lastRangeSelected(page));
}

/** Types custom dates and applies them, timing from the button until the new (uncached) list has been rendered. */
export async function customChange(page: Page, range: { from: string; to: string }): Promise<Sample> {
  await page.getByRole('radio', { name: 'Muu aikaväli' }).check();
  await page.getByLabel('Alkaen').fill(range.from);
  await page.getByLabel('Päättyen').fill(range.to);
  const before = await pageClock(page);
  await page.getByRole('button', { name: 'Näytä aikaväli' }).click();
  const timings = await timingsOf(page, range, before);
  return sampleOf(timings, await lastRangeSelected(page));
}
