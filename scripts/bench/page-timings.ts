import type { Page } from '@playwright/test';
import type { LayoutShift, LongTask } from './metrics.ts';

/**
 * What a loaded page's own clock says about its load (milliseconds since its navigation started): its
 * resource timings, its long tasks (recorded from the first script on by recordLongTasks in worklog.ts),
 * the largest contentful paint and the layout shifts (read with buffered observers).
 */
export interface PageTimings {
  /** performance.now() when read. */
  now: number;
  resources: { url: string; initiatorType: string; startTime: number; responseEnd: number; transferSize: number }[];
  longTasks: LongTask[];
  /** The last largest-contentful-paint candidate, NaN when none was reported. */
  lcp: number;
  lcpElement: string;
  shifts: (LayoutShift & { source: string })[];
}

export async function readPageTimings(page: Page): Promise<PageTimings> {
  return page.evaluate(async () => {
    // no named helper functions in here: the bundler would wrap them in a helper the page lacks
    const buffered = await Promise.all(
      ['largest-contentful-paint', 'layout-shift'].map(
        (type) =>
          new Promise<PerformanceEntry[]>((resolve) => {
            const entries: PerformanceEntry[] = [];
            const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
            observer.observe({ type, buffered: true });
            // buffered entries arrive in a task of their own
            setTimeout(() => {
              entries.push(...observer.takeRecords());
              observer.disconnect();
              resolve(entries);
            }, 200);
          }),
      ),
    );
    const [lcps = [], shifts = []] = buffered;
    const last = lcps[lcps.length - 1] as (PerformanceEntry & { element?: Element | null }) | undefined;
    const element = last?.element;
    return {
      now: performance.now(),
      resources: performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return {
          url: resource.name,
          initiatorType: resource.initiatorType,
          startTime: resource.startTime,
          responseEnd: resource.responseEnd,
          transferSize: resource.transferSize,
        };
      }),
      longTasks: window.__benchLongTasks ?? [],
      lcp: last ? last.startTime : Number.NaN,
      lcpElement: element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”` : '',
      shifts: shifts.map((entry) => {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        // the source that moved furthest, named by its element
        const moved = [...(shift.sources ?? [])].sort(
          (a, b) => Math.abs(b.currentRect.top - b.previousRect.top) - Math.abs(a.currentRect.top - a.previousRect.top),
        )[0];
        const node = moved?.node;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        const source = element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList[0] ? `.${element.classList[0]}` : ''} ${moved ? `${Math.round(moved.previousRect.top)}→${Math.round(moved.currentRect.top)}px` : ''}`
          : '';
        return { startTime: shift.startTime, value: shift.value, hadRecentInput: shift.hadRecentInput, source };
      }),
    };
  });
}
