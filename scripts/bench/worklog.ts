import type { Page } from '@playwright/test';
import { WORKLOG_MARKS } from '../../src/features/worklog/perf-marks.ts';

/**
 * The work log's figures, read from the page's own User Timing marks (src/features/worklog/perf-marks.ts):
 * `worklog:list-rendered` is set in the task after the frame that shows a list, `worklog:range-selected`
 * when the person picks a range. Navigation times are measured from the navigation's start (timeOrigin).
 */

interface RenderedMark {
  startTime: number;
  from: string;
  to: string;
  entries: number;
  /** When the answer of GET /worklog for this range had arrived, on the same clock. */
  answeredAt: number;
  /** When that answer had passed the contract's schema. */
  parsedAt: number;
  /** When the first part of a long list was on screen; the whole list's time for a short one. */
  firstPartAt: number;
}

/** Waits for the first list-rendered mark of `range` at or after `since` (ms on the page's clock). */
async function renderedMark(page: Page, range: { from: string; to: string }, since = 0): Promise<RenderedMark> {
  const handle = await page.waitForFunction(
    ({ name, parsedName, firstPartName, from, to, since }) => {
      for (const mark of performance.getEntriesByName(name, 'mark')) {
        if (!(mark instanceof PerformanceMark)) continue;
        const detail: unknown = mark.detail;
        if (typeof detail !== 'object' || detail === null) continue;
        if (!('from' in detail) || !('to' in detail) || !('entries' in detail)) continue;
        if (detail.from === from && detail.to === to && mark.startTime >= since) {
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/portal/worklog?') && entry.name.includes(`from=${from}&to=${to}`));
          const answeredAt = answers.length > 0 ? Math.max(...answers.map((entry) => entry.startTime + entry.duration)) : NaN;
          const parsed = performance
            .getEntriesByName(parsedName, 'mark')
            .filter((entry) => entry instanceof PerformanceMark && entry.startTime <= mark.startTime)
            .filter((entry) => {
              const parsedDetail: unknown = entry instanceof PerformanceMark ? entry.detail : null;
              return typeof parsedDetail === 'object' && parsedDetail !== null && 'from' in parsedDetail && parsedDetail.from === from;
            });
          const parsedAt = parsed.length > 0 ? Math.max(...parsed.map((entry) => entry.startTime)) : NaN;
          const firstParts = performance
            .getEntriesByName(firstPartName, 'mark')
            .filter((entry) => entry.startTime >= parsedAt && entry.startTime <= mark.startTime);
          const firstPartAt = firstParts.length > 0 ? Math.min(...firstParts.map((entry) => entry.startTime)) : mark.startTime;
          return { startTime: mark.startTime, from, to, entries: Number(detail.entries), answeredAt, parsedAt, firstPartAt };
        }
      }
      return null;
    },
    {
      name: WORKLOG_MARKS.listRendered,
      parsedName: WORKLOG_MARKS.answerParsed,
      firstPartName: WORKLOG_MARKS.firstPartRendered,
      from: range.from,
      to: range.to,
      since,
    },
    { timeout: 120_000, polling: 50 },
  );
  const mark = await handle.jsonValue();
  if (!mark) throw new Error('no list-rendered mark');
  return mark;
}

async function lastRangeSelected(page: Page): Promise<number> {
  return page.evaluate((name) => {
    const marks = performance.getEntriesByName(name, 'mark');
    const last = marks[marks.length - 1];
    if (!last) throw new Error('no range-selected mark');
    return last.startTime;
  }, WORKLOG_MARKS.rangeSelected);
}

export interface Sample {
  ms: number;
  entries: number;
  /** Of `ms`: parsing the answer with the contract's schema, and rendering the list after that. */
  parseMs: number;
  renderMs: number;
  /** From the same start as `ms` until the first part of the list was on screen. */
  firstPartMs: number;
}

const split = (mark: RenderedMark, start: number) => ({
  parseMs: mark.parsedAt - mark.answeredAt,
  renderMs: mark.startTime - mark.parsedAt,
  firstPartMs: mark.firstPartAt - start,
});

/** Opens the work log afresh (a full navigation) and times it until the list has been rendered. */
export async function navigationToList(page: Page, portal: string, range: { from: string; to: string }): Promise<Sample> {
  await page.goto(`${portal}/cus_aurora/worklog?from=${range.from}&to=${range.to}`);
  const mark = await renderedMark(page, range);
  return { ms: mark.startTime, entries: mark.entries, ...split(mark, 0) };
}

/** Picks "last month" in the range picker and times it until that month's list has been rendered. */
export async function presetChange(page: Page, lastMonth: { from: string; to: string }): Promise<Sample> {
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('radio', { name: /Edellinen kuukausi/ }).check();
  const mark = await renderedMark(page, lastMonth, before);
  const selected = await lastRangeSelected(page);
  return { ms: mark.startTime - selected, entries: mark.entries, ...split(mark, selected) };
}

/** Types custom dates and applies them, timing from the button until the new (uncached) list has been rendered. */
export async function customChange(page: Page, range: { from: string; to: string }): Promise<Sample> {
  await page.getByRole('radio', { name: 'Muu aikaväli' }).check();
  await page.getByLabel('Alkaen').fill(range.from);
  await page.getByLabel('Päättyen').fill(range.to);
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Näytä aikaväli' }).click();
  const mark = await renderedMark(page, range, before);
  const selected = await lastRangeSelected(page);
  return { ms: mark.startTime - selected, entries: mark.entries, ...split(mark, selected) };
}
