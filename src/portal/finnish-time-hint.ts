import { finnishDateBy, type FinnishOffsetSpan } from '../api/schemas/finnish-offset.ts';

/**
 * Finland's offset from UTC as this tab last read it (src/portal/finnish-time-worker.ts), and until when it holds:
 * the boot dates the first reads by it, so that the main thread makes no date format before the page is drawn.
 * Not personal and no secret; kept in this tab's sessionStorage.
 */
export const FINNISH_TIME_KEY = 'portal.finnish-time';

/** Keeps what the worker sent: it is read as a span only when used (finnishTodayByHint). */
export function rememberFinnishOffset(value: unknown, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(FINNISH_TIME_KEY, JSON.stringify(value));
  } catch {
    // storage refused: the boot reads the time-zone data itself next time
  }
}

/** Today's date in Finland by the kept offset; null when none is kept or it no longer holds. */
export function finnishTodayByHint(now: number, storage: Pick<Storage, 'getItem'> = window.sessionStorage): string | null {
  try {
    const span = spanOf(JSON.parse(storage.getItem(FINNISH_TIME_KEY) ?? 'null'));
    return span ? finnishDateBy(span, now) : null;
  } catch {
    return null;
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
