import { addDays, isIsoDate } from '../../api/schemas/calendar.ts';

export { todayInFinland } from '../../api/schemas/calendar.ts';

/**
 * The work log's date ranges and how its URL selects one (`?range=`, `?from=&to=`): what the boot needs to ask for
 * the page's entries before the work log's code arrives (docs/decisions/0022, 0035), and nothing else. Dates never pass through the browser's timezone: "today" is read in
 * Europe/Helsinki from the instant, and day arithmetic counts whole days since 1970-01-01 in UTC,
 * where every day is exactly 24 hours long.
 */

const DAY_MS = 86_400_000;

export const dayNumberOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

export { addDays };

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export function isoWeekday(iso: string): number {
  return ((new Date(dayNumberOf(iso) * DAY_MS).getUTCDay() + 6) % 7) + 1;
}

export interface DateRange {
  from: string;
  to: string;
}

export function isoWeekRange(iso: string): DateRange {
  const monday = addDays(iso, 1 - isoWeekday(iso));
  return { from: monday, to: addDays(monday, 6) };
}

export function monthRange(iso: string): DateRange {
  const from = `${iso.slice(0, 7)}-01`;
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

export function previousMonthRange(iso: string): DateRange {
  return monthRange(addDays(`${iso.slice(0, 7)}-01`, -1));
}

// --- the range picker's selection, as it lives in the URL -------------------------------------------

export type RangePreset = 'this-month' | 'last-month' | 'this-week';
export type RangeSelection = { preset: RangePreset } | { preset: 'custom'; from: string; to: string };

export const RANGE_PRESETS: readonly RangePreset[] = ['this-month', 'last-month', 'this-week'];
export const DEFAULT_RANGE: RangeSelection = { preset: 'this-month' };

/** The dates a selection covers on `today` (Finland); presets move with the calendar. */
export function resolveRange(selection: RangeSelection, today: string): DateRange {
  switch (selection.preset) {
    case 'this-month':
      return monthRange(today);
    case 'last-month':
      return previousMonthRange(today);
    case 'this-week':
      return isoWeekRange(today);
    case 'custom':
      return { from: selection.from, to: selection.to };
  }
}

/**
 * `?range=last-month` or `?from=…&to=…`; anything else (missing, unknown, not a real date, an empty
 * range) is this month, so that an old or mistyped link still opens a sensible view.
 */
export function selectionFromSearch(search: URLSearchParams): RangeSelection {
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null) {
    return isIsoDate(from) && isIsoDate(to) && from <= to ? { preset: 'custom', from, to } : DEFAULT_RANGE;
  }
  const preset = RANGE_PRESETS.find((candidate) => candidate === search.get('range'));
  return preset ? { preset } : DEFAULT_RANGE;
}
