import { assumeFinnishOffset, finnishDateBy, type FinnishOffsetSpan } from '../api/schemas/calendar.ts';

/**
 * Finland's offset from UTC as this tab last read it (src/portal/finnish-time-worker.ts), and until when it holds:
 * the boot dates the first reads by it, so that the main thread makes no date format before the page is drawn.
 * Not personal and no secret; kept in this tab's sessionStorage.
 */
export const FINNISH_TIME_KEY = 'portal.finnish-time';

/** Keeps what the worker sent, and dates this page by it from now on when it is a span that holds. */
export function rememberFinnishOffset(value: unknown, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  const span = spanOf(value);
  if (span && finnishDateBy(span, Date.now()) !== null) assumeFinnishOffset(span);
  try {
    storage.setItem(FINNISH_TIME_KEY, JSON.stringify(value));
  } catch {
    // storage refused: the boot reads the time-zone data itself next time
  }
}

/**
 * Dates the page by the kept offset (todayInFinland reckons from it while it holds), when one is kept and holds
 * at `now`; says whether it did.
 */
export function assumeKeptFinnishOffset(now: number, storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  try {
    const span = spanOf(JSON.parse(storage.getItem(FINNISH_TIME_KEY) ?? 'null'));
    if (!span || finnishDateBy(span, now) === null) return false;
    assumeFinnishOffset(span);
    return true;
  } catch {
    return false;
  }
}

function spanOf(value: unknown): FinnishOffsetSpan | null {
  if (typeof value !== 'object' || value === null || !('offsetMinutes' in value) || !('from' in value) || !('until' in value)) return null;
  const { offsetMinutes, from, until } = value;
  return Number.isInteger(offsetMinutes) && typeof from === 'number' && typeof until === 'number' ? { offsetMinutes: Number(offsetMinutes), from, until } : null;
}

/** Forgotten with the session, as everything the tab kept (src/main.tsx). */
export function forgetFinnishOffset(storage: Pick<Storage, 'removeItem'> = window.sessionStorage): void {
  storage.removeItem(FINNISH_TIME_KEY);
}
