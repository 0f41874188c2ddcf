/**
 * The bench's pure arithmetic: medians, total blocking time, layout shift and which request counts as a
 * view's first data request. Kept apart from the browser code so that each rule is tested on its own
 * (metrics.test.ts).
 */

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const known = values.filter((value) => !Number.isNaN(value));
  if (known.length === 0) return Number.NaN;
  const sorted = [...known].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

/** A task longer than this blocks input (the Web Vitals / Lighthouse definition). */
export const BLOCKING_THRESHOLD_MS = 50;

/**
 * Total blocking time: the sum of each long task's time beyond 50 ms, for the tasks that started within
 * [from, until] on the page's clock.
 */
export function totalBlockingTime(tasks: readonly LongTask[], from: number, until: number): number {
  return tasks
    .filter((task) => task.startTime >= from && task.startTime <= until)
    .reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_THRESHOLD_MS), 0);
}

export interface LayoutShift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export interface ShiftSummary {
  /** Every shift without recent input, added up. */
  total: number;
  /** CLS as Chrome reports it: the largest session window (gaps under 1 s, at most 5 s long). */
  cls: number;
}

/** Layout shift of a page: shifts right after input do not count; the worst session window is CLS. */
export function layoutShift(shifts: readonly LayoutShift[]): ShiftSummary {
  const counted = shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  let total = 0;
  let cls = 0;
  let window = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of counted) {
    total += shift.value;
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    cls = Math.max(cls, window);
  }
  return { total, cls };
}

export interface ServiceRequest {
  /** The absolute URL asked for. */
  url: string;
  /** When it was asked for, on the page's clock. */
  startTime: number;
  /** When its answer had arrived, on the page's clock. */
  responseEnd: number;
}

/**
 * Whether a URL is one of the service's (under `serviceBase`, an absolute URL ending without a slash) and
 * which of its paths it names (without the query).
 */
export function servicePath(url: string, serviceBase: string): string | undefined {
  const base = new URL(serviceBase);
  const target = new URL(url);
  if (target.origin !== base.origin) return undefined;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`)) return undefined;
  return target.pathname.slice(prefix.length) || '/';
}

/** The service's answer to who is signed in: the request every view waits for before it knows its company. */
export function meRequest(requests: readonly ServiceRequest[], serviceBase: string): ServiceRequest | undefined {
  return requests.filter((request) => servicePath(request.url, serviceBase) === '/me').sort((a, b) => a.startTime - b.startTime)[0];
}

/**
 * A view's first data request: the earliest request to the service that is neither /me nor the runtime
 * configuration (which the portal itself serves and which is not the view's data).
 */
export function firstDataRequest(requests: readonly ServiceRequest[], serviceBase: string): ServiceRequest | undefined {
  return requests
    .filter((request) => {
      const path = servicePath(request.url, serviceBase);
      return path !== undefined && path !== '/me' && !path.endsWith('/runtime-config.json');
    })
    .sort((a, b) => a.startTime - b.startTime)[0];
}
